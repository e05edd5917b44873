## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 اجرای دیگر
take-title = { $title } (اجرای { $number })
take-question = 🔁 اجرای دیگری از «{ $title }»: با همان متن و همان سبک دوباره خوانده می‌شود و اجرای { $number } خواهد بود. یک قطعه مصرف می‌کند.
    { $mine ->
        [0] امروز قطعه‌ای برایتان نمانده، پس در صف می‌ماند تا دوباره قطعه داشته باشید
        [one] امروز { $mine } قطعه برایتان مانده است
       *[other] امروز { $mine } قطعه برایتان مانده است
    }؛ { $everyone ->
        [0] برای همه دیگر قطعه‌ای نمانده است.
        [one] برای همه { $everyone } قطعه باقی مانده است.
       *[other] برای همه { $everyone } قطعه باقی مانده است.
    }
button-take-go = ✅ ساخت اجرای { $number }
button-take-no = ✖️ نه، ممنون
take-footer-declined = 🗑 اجرای جدیدی ساخته نشد. قطعه‌ای مصرف نشد.
take-footer-expired = ⌛ این سؤال پس از یک روز بی‌پاسخ منقضی شد. قطعه‌ای مصرف نشد؛ برای پرسیدن دوباره، زیر آهنگ 🔁 اجرای دیگر را بزنید.
take-answer-asked = به سؤال زیر آهنگ پاسخ دهید.
take-answer-already = دربارهٔ اجرای دیگری از این آهنگ قبلاً پرسیده‌ام: به همان سؤال پاسخ دهید.
take-answer-no-words = متن این آهنگ دیگر نگه داشته نمی‌شود، پس نمی‌شود دوباره خواندش.
take-answer-not-shown = نتوانستم سؤال را نشان دهم، پس چیزی خوانده نمی‌شود و قطعه‌ای مصرف نشد. لطفاً دوباره امتحان کنید.
take-answer-declined = اجرای جدیدی ساخته نشد؛ قطعه‌ای مصرف نشد.
take-answer-expired = این سؤال منقضی شده است؛ دوباره زیر آهنگ 🔁 اجرای دیگر را بزنید.

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
        [up] 👍 ثبت شد. ممنون!
       *[down] 👎 ثبت شد. ممنون که گفتید!
    }
vote-answer-changed = { $vote ->
        [up] به 👍 تغییر کرد.
       *[down] به 👎 تغییر کرد.
    }
vote-answer-same = { $vote ->
        [up] قبلاً 👍 داده‌اید.
       *[down] قبلاً 👎 داده‌اید.
    }
styles-report-header = 🎚 سبک آهنگ‌های ساخته‌شده در { $days } روز گذشته: چند آهنگ، چندتا بیشتر 👍 گرفتند تا 👎، و چندتا برعکس.
styles-report-line = { $name }: { $made } { $made ->
        [one] آهنگ
       *[other] آهنگ
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ «{ $style }»
styles-report-none = ∅ بدون سبک (سرویس انتخاب کرد)
styles-report-more = …و { $count } { $count ->
        [one] سبک
       *[other] سبک
    } دیگر
