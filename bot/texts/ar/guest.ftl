## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 أغنية
guest-start-bot =
    🎵 لأصنع الأغاني هنا، أحتاج أولًا إلى محادثة خاصة معك: افتح <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a> واضغط «ابدأ»، ثم اذكرني هنا من جديد. لم يُصرف شيء.
guest-access-refused =
    عذرًا، هذا البوت لا يصنع الأغاني إلا لمن أذن لهم مشرفوه. لم يُصرف شيء.
guest-usage =
    🎵 اكتب بعد اسمي موضوع الأغنية، مثلًا <code>@{ $bot } أغنية عيد ميلاد لماكس</code>، أو كلمات فيها أسطر <code>[verse]</code> و<code>[chorus]</code>.
guest-lyrics-taken = 🎵 جارٍ استلام كلماتك…
guest-if-stuck = <i>إن بقيت هذه الرسالة على حالها دقيقةً كاملة، فقد حدث خطأ في الطريق: اذكرني من جديد.</i>
guest-elsewhere = 🎵 أغنيتك من محادثة أخرى: تعذّر تعديل رسالتها هناك، فها هي هنا.
