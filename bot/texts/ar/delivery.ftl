## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ صُنعت «{ $title }» واحتُسبت تكلفتها ({ $price } BYN)، لكن تعذّر عليّ إيصالها إلى هذه المحادثة رغم محاولات كثيرة. أبلغ مشرفي البوت من فضلك.
delivery-file-gone = ❌ صُنعت «{ $title }» واحتُسبت تكلفتها ({ $price } BYN)، لكن ملفها لم يعد موجودًا لدى خدمة الموسيقى: ظلّت تجيب بأن الملف غير موجود، فلم أتمكن من جلبه. أبلغ مشرفي البوت من فضلك.
delivery-file-incomplete = ❌ صُنعت «{ $title }» واحتُسبت تكلفتها ({ $price } BYN)، لكن الملف الذي تقدّمه خدمة الموسيقى ناقص: فيه { $got } من { $length }. جلبته { $tries ->
        [zero] 0 مرة
        [one] مرة واحدة
        [two] مرتين
        [few] { $tries } مرات
        [many] { $tries } مرة
       *[other] { $tries } مرة
    } ولم أحصل عليه كاملًا قط، فلم أرسل أغنية معطوبة. أبلغ مشرفي البوت من فضلك.
delivery-file-unreadable = ❌ صُنعت «{ $title }» واحتُسبت تكلفتها ({ $price } BYN)، لكن الملف الذي تقدّمه خدمة الموسيقى تالف: جلبته { $tries ->
        [zero] 0 مرة
        [one] مرة واحدة
        [two] مرتين
        [few] { $tries } مرات
        [many] { $tries } مرة
       *[other] { $tries } مرة
    } ولم أستطع قراءته. أبلغ مشرفي البوت من فضلك.
mytracks-header = { $count ->
        [1] 🎵 أغنيتك في هذه المحادثة. اضغط عليها لتصلك مجددًا:
       *[other] 🎵 آخر أغانيك في هذه المحادثة ({ $count }). اضغط على إحداها لتصلك مجددًا:
    }
mytracks-empty = ليست لديك أغانٍ مُسلَّمة في هذه المحادثة بعد. أرسل كلمات لتصنع واحدة.
mytracks-button = { $title } · { $length }
track-sending = جارٍ إرسالها من جديد…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 الكلمات
lyrics-header = 📝 كلمات «{ $title }»:
song-words-none = لا كلمات لهذه الأغنية لعرضها.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>، أُغلق موضوعك في المجموعة أو حُذف، لذا يصل هذا إلى هنا:
topic-gone-chat = { $name }، أُغلق موضوعك في المجموعة أو حُذف، لذا يصل هذا إلى هنا:
topic-closed-private = ℹ️ المجموعة التي طلبت فيها مغلقة أمامي، وكذلك موضوع General فيها، لذا يصل هذا إلى هنا:
topic-closed-admins = ℹ️ تعذّر إرسال رسالة إلى <a href="tg://user?id={ $id }">{ $name }</a> في المحادثة { $chat }: موضوع الطلب وموضوع General مغلقان، ولا أستطيع مراسلته على الخاص. ها هي الرسالة:
song-waits-admins = ℹ️ الأغنية «{ $title }» التي طلبها <a href="tg://user?id={ $id }">{ $name }</a> في المحادثة <code>{ $chat }</code> تنتظر: موضوع الطلب وموضوع General مغلقان هناك، ولم يبدأ محادثة معي بعد، فلا أستطيع إرسالها إليه على الخاص. ستصله فور أن يراسلني.
song-waits-admins-chat = ℹ️ الأغنية «{ $title }» التي طلبها { $name } في المحادثة <code>{ $chat }</code> تنتظر: موضوع الطلب وموضوع General مغلقان هناك. ستُرسل فور فتح أحدهما.
topic-closed-admins-chat = ℹ️ تعذّر إرسال رسالة إلى { $name } في المحادثة { $chat }: موضوع الطلب وموضوع General مغلقان. ها هي الرسالة:
