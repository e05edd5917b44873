## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 أداء آخر
take-title = { $title } (الأداء { $number })
take-question = 🔁 أداء آخر لأغنية «{ $title }»: تُغنّى من جديد بالكلمات والأسلوب نفسهما لتكون الأداء { $number }. يستهلك ذلك مقطعًا واحدًا.
    { $mine ->
        [0] لم يتبقَّ لك أي مقطع اليوم، لذا سينتظر في قائمة الانتظار حتى يتوفر لك مقطع من جديد
        [zero] لم يتبقَّ لك أي مقطع اليوم، لذا سينتظر في قائمة الانتظار حتى يتوفر لك مقطع من جديد
        [one] يتبقّى لك اليوم مقطع واحد
        [two] يتبقّى لك اليوم مقطعان
        [few] يتبقّى لك اليوم { $mine } مقاطع
        [many] يتبقّى لك اليوم { $mine } مقطعًا
       *[other] يتبقّى لك اليوم { $mine } مقطع
    }؛ { $everyone ->
        [zero] ولم يتبقَّ للجميع أي مقطع
        [one] ويتبقّى للجميع مقطع واحد
        [two] ويتبقّى للجميع مقطعان
        [few] ويتبقّى للجميع { $everyone } مقاطع
        [many] ويتبقّى للجميع { $everyone } مقطعًا
       *[other] ويتبقّى للجميع { $everyone } مقطع
    }.
button-take-go = ✅ اصنع الأداء { $number }
button-take-no = ✖️ لا، شكرًا
take-footer-declined = 🗑 لا أداء جديد. لم يُصرف أي مقطع.
take-footer-expired = ⌛ انتهت صلاحية هذا السؤال بعد يوم بلا إجابة. لم يُصرف أي مقطع؛ اضغط 🔁 أداء آخر تحت الأغنية لتسأل من جديد.
take-answer-asked = أجب عن السؤال تحت الأغنية.
take-answer-already = سألتُ بالفعل عن أداء آخر لهذه الأغنية: أجب عن ذلك السؤال.
take-answer-no-words = كلمات هذه الأغنية لم تعد محفوظة، لذا لا يمكن غناؤها من جديد.
take-answer-not-shown = تعذّر عرض السؤال، لذا لن يُغنّى شيء ولم يُصرف أي مقطع. حاول مجددًا من فضلك.
take-answer-declined = لا أداء جديد؛ لم يُصرف أي مقطع.
take-answer-expired = انتهت صلاحية هذا السؤال؛ اضغط 🔁 أداء آخر تحت الأغنية مجددًا.

## Likes that teach the admins: 👍 / 👎 under a song (bot/ui/votes.py), and /report's styles

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 احتُسب. شكرًا لك!
       *[down] 👎 احتُسب. شكرًا على رأيك!
    }
vote-answer-changed = { $vote ->
        [up] تغيّر إلى 👍.
       *[down] تغيّر إلى 👎.
    }
vote-answer-same = { $vote ->
        [up] سبق أن منحتها 👍.
       *[down] سبق أن منحتها 👎.
    }
styles-report-header = 🎚 أساليب الأغاني المصنوعة خلال الأيام الـ{ $days } الأخيرة: كم أغنية، وكم منها نال 👍 أكثر من 👎، وكم منها العكس.
styles-report-line = { $name }: { $made ->
        [zero] لا أغاني
        [one] أغنية واحدة
        [two] أغنيتان
        [few] { $made } أغانٍ
        [many] { $made } أغنية
       *[other] { $made } أغنية
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ «{ $style }»
styles-report-none = ∅ بلا أسلوب (اختارت الخدمة)
styles-report-more = …و{ $count ->
        [zero] لا أساليب أخرى
        [one] أسلوب آخر
        [two] أسلوبان آخران
        [few] { $count } أساليب أخرى
        [many] { $count } أسلوبًا آخر
       *[other] { $count } أسلوب آخر
    }
