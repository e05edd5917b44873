## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Qoʻshiq
guest-start-bot =
    🎵 Bu yerda qoʻshiq yaratishim uchun avval siz bilan shaxsiy chat kerak: <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a> chatini oching, «Boshlash» tugmasini bosing, soʻng bu yerda meni yana chaqiring. Hech narsa sarflanmadi.
guest-access-refused =
    Kechirasiz, bu bot faqat adminlari ruxsat bergan odamlar uchun qoʻshiq yaratadi. Hech narsa sarflanmadi.
guest-usage =
    🎵 Ismimdan keyin qoʻshiq nima haqida boʻlishini yozing, masalan <code>@{ $bot } Max uchun tugʻilgan kun qoʻshigʻi</code>, yoki <code>[verse]</code> va <code>[chorus]</code> qatorlari bor matn yozing.
guest-lyrics-taken = 🎵 Matningiz olinmoqda…
guest-if-stuck = <i>Agar bu xabar bir daqiqa davomida oʻzgarmasa, yoʻlda nosozlik yuz bergan: meni yana chaqiring.</i>
guest-elsewhere = 🎵 Boshqa chatdagi qoʻshigʻingiz: u yerdagi xabarni endi oʻzgartirib boʻlmadi, shuning uchun mana u shu yerda.
