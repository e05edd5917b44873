## For the bot's admins only (ADMIN_USER_IDS)

admin-only = این دستور فقط برای مدیران ربات است.

## /quota

quota-header = 📊 <b>سازمان امروز</b>
quota-tracks = قطعه‌های امروز: { $used } از { $limit } ({ $left } باقی مانده)
quota-active = در حال ساخت: { $active } از { $limit }
quota-waiting = در صف ربات: { $waiting }
quota-spent = هزینه: امروز { $today } BYN، این ماه { $month } BYN
quota-submissions = { $reason ->
        [wallet] ⏸ سرویس ارسال را متوقف کرده است: کیف پول خالی است (402). پس از شارژ، به محض اینکه سرویس آهنگی را بپذیرد، ارسال خودبه‌خود از سر گرفته می‌شود؛ /resume همین حالا امتحانش می‌کند.
        [key] ⏸ ارسال متوقف است: سرویس کلید API را نمی‌پذیرد (401). API_KEY را بررسی کنید.
        [address] ⏸ ارسال متوقف است: MUSIC_API_URL به هیچ سرویس موسیقی‌ای اشاره نمی‌کند (پاسخ 404 به آهنگ جدید). آدرس را درست کنید و ربات را دوباره راه بیندازید.
        [admin] ⏸ یکی از مدیران ارسال را متوقف کرده است. /resume دوباره راهش می‌اندازد.
        [token] ⏸ آهنگ‌های جدید منتظرند: تلگرام توکن ربات را نمی‌پذیرد (401). یک TELEGRAM_BOT_TOKEN معتبر تنظیم کنید و ربات را دوباره راه بیندازید؛ هیچ‌کدام از کارهای در انتظار از دست نمی‌رود.
        [telegram] ⏸ آهنگ‌های جدید منتظرند: تلگرام پاسخ نمی‌دهد. وقتی برگردد، خودبه‌خود شروع می‌شوند.
        [disk] ⏸ آهنگ‌های جدید منتظرند: دیسکِ DATA_DIR برای قطعهٔ بعدی جا ندارد. کمی فضا آزاد کنید؛ خودبه‌خود شروع می‌شوند.
       *[none] ▶️ ارسال در جریان است.
    }
quota-jobs-failing = ⚠️ ساخت‌ها در سرویس پشت سر هم شکست می‌خورند یا از مهلت می‌گذرند.
quota-top-chats = <b>پرکارترین گفتگوهای این ماه</b>
quota-top-users = <b>پرکارترین کاربران این ماه</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } قطعه
       *[other] { $tracks } قطعه
    }، { $byn } BYN
quota-top-none = هنوز قطعه‌ای ساخته نشده است.

## /allow, /deny, /access

access-usage = شناسهٔ گفتگو را بعد از دستور بنویسید، مثلاً <code>/{ $command } 123456789</code> برای یک شخص یا <code>/{ $command } -1001234567890</code> برای یک گروه. در گروه، <code>/{ $command }</code> به‌تنهایی یعنی همین گروه.
access-allowed = ✅ <code>{ $chat_id }</code> از این پس می‌تواند درخواست آهنگ بدهد.
access-denied = 🚫 <code>{ $chat_id }</code> دیگر نمی‌تواند درخواست آهنگ بدهد.
access-denied-admin = 🚫 <code>{ $chat_id }</code> به‌عنوان گفتگو مسدود شد، اما یکی از مدیران ربات است (ADMIN_USER_IDS) و مدیران از هر جایی می‌توانند درخواست بدهند.
access-header = 🔐 <b>چه کسانی می‌توانند درخواست آهنگ بدهند</b> (ACCESS={ $mode ->
        [open] open: همه؛ فهرست‌های زیر وقتی اعمال می‌شوند که ACCESS=private شود
       *[private] private: مدیران و گفتگوهای زیر
    })
access-denied-ended = { $count ->
        [one] { $count } آهنگ که آنجا در صف منتظر بود لغو شد؛ هزینه‌ای بابتش پرداخت نشد.
       *[other] { $count } آهنگ که آنجا در صف منتظر بودند لغو شد؛ هزینه‌ای بابتشان پرداخت نشد.
    }
access-open-note = توجه: ACCESS=open به همه اجازهٔ درخواست می‌دهد، پس این تغییر فقط وقتی اثر می‌کند که ACCESS=private شود.
access-admins = مدیران: { $ids }
access-configured = از ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>مجاز با /allow:</b>
access-list-denied = <b>مسدود با /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …و { $count } مورد دیگر.

## /pause and /resume

pause-done = ⏸ ارسال متوقف شد. درخواست‌های جدید پذیرفته می‌شوند و در صف می‌مانند؛ آهنگ‌هایی که به سرویس رسیده‌اند همچنان می‌رسند. /resume دوباره راهش می‌اندازد.
pause-already = ارسال از قبل به دست یکی از مدیران متوقف شده است. /resume دوباره راهش می‌اندازد.
resume-done = { $reason ->
        [admin] ▶️ ارسال دوباره در جریان است.
        [lifted] ▶️ توقفی که مدیران گذاشته بودند برداشته شد.
       *[none] ارسال به دست مدیری متوقف نشده بود.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ آهنگ‌های جدید هنوز منتظر سرویس موسیقی‌اند: کیف پول خالی است (402). همین حالا دوباره امتحان می‌کنم؛ به محض اینکه سرویس آهنگی را بپذیرد، خودبه‌خود شروع می‌شوند.
       *[key] ⏸ آهنگ‌های جدید هنوز منتظر سرویس موسیقی‌اند: سرویس کلید API را نمی‌پذیرد (401). همین حالا دوباره امتحان می‌کنم؛ به محض اینکه سرویس آهنگی را بپذیرد، خودبه‌خود شروع می‌شوند.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ { $count } ساخت پشت سر هم تمام نشد: { $failed } مورد در سرویس موسیقی شکست خورد و { $expired } مورد بیش از { $minutes } دقیقه طول کشید. به کاربرانشان خبر داده شد (ساخت ناموفق هزینه ندارد). وضعیت سرویس را بررسی کنید.
alert-jobs-over = ✅ ساخت‌ها دوباره تمام می‌شوند: همین الان یکی کامل شد.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = در { $days } روز گذشته هیچ قطعه‌ای شروع نشد و پولی هم خرج نشد، پس هنوز نموداری برای رسم نیست. /quota ارقام امروز را نشان می‌دهد.
report-caption = 📈 { $days } روز گذشته: { $tracks ->
        [one] { $tracks } قطعه
       *[other] { $tracks } قطعه
    } شروع شد و { $byn } BYN هزینه شد. /quota ارقام امروز را نشان می‌دهد.
report-title = { $days } روز گذشته
report-tracks-axis = در روز
report-limit = سقف روزانه ({ $limit })
report-money-axis = هزینهٔ روزانه (BYN)
report-top-title = کاربران برتر { $days } روز گذشته
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } قطعه
       *[other] { $tracks } قطعه
    }، { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = بنویسید سهمیهٔ چه کسی و چند قطعه در روز: <code>/limit 123456789 3</code> برای یک شخص (آهنگ‌هایش در همهٔ گفتگوها)، <code>/limit -1001234567890 5</code> برای یک گروه (بین اعضایش مشترک است)، <code>0</code> یعنی هیچ قطعه‌ای، و <code>off</code> سهمیه را برمی‌دارد. در گروه، <code>/limit 5</code> به‌تنهایی یعنی همین گروه. برای تعیین سهمیهٔ روزانهٔ متن‌هایی که مدل متنی می‌نویسد، <code>lyrics</code> را اضافه کنید: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = «{ $value }» شناسهٔ گفتگو نیست: شناسهٔ شخص عددی است مثل <code>123456789</code> و شناسهٔ گروه با علامت منفی شروع می‌شود، مثل <code>-1001234567890</code>.
limit-bad-number = «{ $value }» تعداد قطعه نیست: یک عدد صحیح از 0 تا { $max } بنویسید، یا <code>off</code> برای برداشتن سهمیه.
limit-negative = سهمیه نمی‌تواند منفی باشد ({ $value }): <code>0</code> یعنی هیچ قطعه‌ای، و <code>off</code> سهمیه را برمی‌دارد.
limit-set = ✅ { $whose ->
        [group] گروه <code>{ $id }</code> می‌تواند روزانه { $tracks } { $tracks ->
            [one] قطعه
           *[other] قطعه
        } شروع کند که بین اعضایش مشترک است.
       *[user] <code>{ $id }</code> می‌تواند روزانه { $tracks } { $tracks ->
            [one] قطعه
           *[other] قطعه
        } شروع کند، در همهٔ گفتگوها.
    } مصرف امروز: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] اکنون هیچ‌کس در گروه <code>{ $id }</code> نمی‌تواند آنجا قطعه‌ای شروع کند.
       *[user] <code>{ $id }</code> اکنون نمی‌تواند هیچ قطعه‌ای شروع کند.
    } آهنگ‌هایشان در صف می‌مانند؛ <code>/limit { $id } off</code> سهمیه را برمی‌دارد.
limit-off = ✅ سهمیهٔ <code>{ $id }</code> برداشته شد. { $fallback ->
        [default] USER_DAILY_LIMIT دوباره اعمال می‌شود: روزانه { $default }.
        [chat] آنچه این گفتگو به نام خودش درخواست می‌کند دوباره تابع USER_DAILY_LIMIT است: روزانه { $default }؛ اعضایش روی هم سهمیه‌ای ندارند.
       *[none] فقط سقف سازمان اعمال می‌شود.
    }
limit-off-none = <code>{ $id }</code> سهمیهٔ جداگانه‌ای نداشت؛ چیزی تغییر نکرد.
limits-header = 🎟 <b>سهمیه‌های روزانه از قطعه‌های سازمان</b>
limits-default = { $fallback ->
        [default] بقیه، از جمله کانال‌ها و گفتگوهایی که به نام خودشان درخواست می‌دهند: هر کدام روزانه { $default } (USER_DAILY_LIMIT). اعضای یک گروه روی هم فقط سهمیه‌ای دارند که اینجا تعیین شود.
       *[none] بقیه: بدون سهمیهٔ جداگانه (USER_DAILY_LIMIT=0)، فقط سقف سازمان.
    }
limits-none = هنوز سهمیه‌ای تعیین نشده است: <code>/limit 123456789 3</code> یکی تعیین می‌کند.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(گروه)
       *[user] {""}
    }: امروز { $used } از { $tracks } مصرف شده
quota-shares = <b>سهمیه‌های روزانه</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = متن‌های امروز (درخواست به مدل متنی): { $used } { $limited ->
        [yes] از { $limit } ({ $left } باقی مانده، ORG_TEXT_DAILY_LIMIT)
       *[no] (بدون سقف روزانه: ORG_TEXT_DAILY_LIMIT=0)
    }؛ { $own_limited ->
        [yes] روزانه { $own } برای هر شخص یا گفتگویی که به نام خودش درخواست می‌دهد (USER_TEXT_DAILY_LIMIT)
       *[no] بدون سقف برای هر شخص (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>بیشترین درخواست متن امروز</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = امروز هیچ متنی نوشته نشده است.
limit-lyrics-set = ✅ <code>{ $id }</code> می‌تواند روزانه { $calls } { $calls ->
        [one] بار
       *[other] بار
    } از مدل متنی درخواست کند (نوشتن یا بازنویسی متن)، در همهٔ گفتگوها. مصرف امروز: { $used }.
limit-lyrics-off = ✅ سهمیهٔ متن <code>{ $id }</code> برداشته شد. { $fallback ->
        [default] USER_TEXT_DAILY_LIMIT دوباره اعمال می‌شود: روزانه { $default }.
       *[none] فقط سقف سازمان اعمال می‌شود (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code> سهمیهٔ متن جداگانه‌ای نداشت؛ چیزی تغییر نکرد.
report-tracks-bars = قطعه‌های شروع‌شده
report-lyrics-bars = متن‌های نوشته‌شده (درخواست به مدل متنی)
