## For the bot's admins only (ADMIN_USER_IDS)

admin-only = هذا الأمر لمشرفي البوت فقط.

## /quota

quota-header = 📊 <b>المؤسسة اليوم</b>
quota-tracks = المقاطع اليوم: { $used } من { $limit } (المتبقي: { $left })
quota-active = قيد التوليد الآن: { $active } من { $limit }
quota-waiting = في قائمة انتظار البوت: { $waiting }
quota-spent = المصروف: { $today } BYN اليوم، و{ $month } BYN هذا الشهر
quota-submissions = { $reason ->
        [wallet] ⏸ أوقفت الخدمة الإرسال مؤقتًا: المحفظة فارغة (402). يُستأنف الإرسال تلقائيًا حين تقبل الخدمة أغنية بعد شحن الرصيد، والأمر /resume يجرّب ذلك فورًا.
        [key] ⏸ الإرسال متوقف مؤقتًا: الخدمة ترفض مفتاح API (401). تحقّق من API_KEY.
        [address] ⏸ الإرسال متوقف مؤقتًا: لا توجد خدمة موسيقى على MUSIC_API_URL (الرد 404 على أغنية جديدة). صحّح العنوان وأعد التشغيل.
        [admin] ⏸ أوقف أحد المشرفين الإرسال مؤقتًا. الأمر /resume يستأنفه.
        [token] ⏸ الأغاني الجديدة تنتظر: تيليجرام يرفض رمز البوت (401). اضبط قيمة صالحة لـ TELEGRAM_BOT_TOKEN وأعد التشغيل؛ لن يضيع شيء مما ينتظر.
        [telegram] ⏸ الأغاني الجديدة تنتظر: تيليجرام لا يستجيب. ستبدأ تلقائيًا حين يعود.
        [disk] ⏸ الأغاني الجديدة تنتظر: لا مساحة على القرص الذي يضم DATA_DIR للمقطع التالي. حرّر بعض المساحة، وستبدأ تلقائيًا.
       *[none] ▶️ الإرسال يعمل.
    }
quota-jobs-failing = ⚠️ عمليات التوليد لدى الخدمة تفشل أو تتجاوز مهلتها مرة بعد مرة.
quota-top-chats = <b>أكثر المحادثات طلبًا هذا الشهر</b>
quota-top-users = <b>أكثر المستخدمين طلبًا هذا الشهر</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [zero] لا مقاطع
        [one] مقطع واحد
        [two] مقطعان
        [few] { $tracks } مقاطع
        [many] { $tracks } مقطعًا
       *[other] { $tracks } مقطع
    }، { $byn } BYN
quota-top-none = لا مقاطع بعد.

## /allow, /deny, /access

access-usage = اكتب معرّف المحادثة بعد الأمر، مثلًا <code>/{ $command } 123456789</code> لشخص أو <code>/{ $command } -1001234567890</code> لمجموعة. وداخل المجموعة يكفي <code>/{ $command }</code> وحده ليعني هذه المجموعة.
access-allowed = ✅ صار بإمكان <code>{ $chat_id }</code> طلب الأغاني الآن.
access-denied = 🚫 لم يعد بإمكان <code>{ $chat_id }</code> طلب الأغاني.
access-denied-admin = 🚫 مُنع <code>{ $chat_id }</code> بصفته محادثة، لكنه أحد مشرفي البوت (ADMIN_USER_IDS)، والمشرفون يمكنهم الطلب من أي مكان.
access-header = 🔐 <b>من يمكنه طلب الأغاني</b> (ACCESS={ $mode ->
        [open] open: الجميع؛ تسري القوائم أدناه حين يصبح ACCESS=private
       *[private] private: المشرفون والمحادثات أدناه
    })
access-denied-ended = { $count ->
        [zero] لم تكن هناك أغانٍ تنتظر في قائمة الانتظار، فلم يُلغَ شيء.
        [one] أُلغيت أغنية واحدة كانت تنتظر هناك في قائمة الانتظار، ولم يُصرف عليها شيء.
        [two] أُلغيت أغنيتان كانتا تنتظران هناك في قائمة الانتظار، ولم يُصرف عليهما شيء.
        [few] أُلغيت { $count } أغانٍ كانت تنتظر هناك في قائمة الانتظار، ولم يُصرف عليها شيء.
        [many] أُلغيت { $count } أغنية كانت تنتظر هناك في قائمة الانتظار، ولم يُصرف عليها شيء.
       *[other] أُلغيت { $count } أغنية كانت تنتظر هناك في قائمة الانتظار، ولم يُصرف عليها شيء.
    }
access-open-note = ملاحظة: ACCESS=open يتيح الطلب للجميع، لذا لن يسري هذا إلا حين يصبح ACCESS=private.
access-admins = المشرفون: { $ids }
access-configured = من ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>مسموح لهم عبر /allow:</b>
access-list-denied = <b>ممنوعون عبر /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …وغيرها: { $count }.

## /pause and /resume

pause-done = ⏸ أُوقف الإرسال مؤقتًا. الطلبات الجديدة تُقبل وتنتظر في قائمة الانتظار، والأغاني الموجودة لدى الخدمة ستصل كالمعتاد. الأمر /resume يستأنف الإرسال.
pause-already = الإرسال متوقف مؤقتًا بالفعل بقرار من مشرف. الأمر /resume يستأنفه.
resume-done = { $reason ->
        [admin] ▶️ عاد الإرسال إلى العمل.
        [lifted] ▶️ رُفع الإيقاف الذي وضعه المشرفون.
       *[none] لم يكن الإرسال متوقفًا بقرار من مشرف.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ الأغاني الجديدة لا تزال تنتظر خدمة الموسيقى: المحفظة فارغة (402). أجرّب الآن من جديد، وستبدأ تلقائيًا حين تقبل الخدمة أغنية.
       *[key] ⏸ الأغاني الجديدة لا تزال تنتظر خدمة الموسيقى: الخدمة ترفض مفتاح API (401). أجرّب الآن من جديد، وستبدأ تلقائيًا حين تقبل الخدمة أغنية.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ لم تكتمل آخر عمليات التوليد المتتالية (عددها: { $count }): فشل منها { $failed } لدى خدمة الموسيقى، وتجاوز { $expired } المهلة ({ $minutes ->
        [zero] 0 دقيقة
        [one] دقيقة واحدة
        [two] دقيقتان
        [few] { $minutes } دقائق
        [many] { $minutes } دقيقة
       *[other] { $minutes } دقيقة
    }). أُبلغ أصحابها (عملية التوليد الفاشلة لا تُحتسب تكلفتها). تحقّق من حالة الخدمة.
alert-jobs-over = ✅ عمليات التوليد تكتمل من جديد: اكتملت واحدة للتو.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = لم يبدأ أي مقطع ولم يُصرف شيء خلال الأيام الـ{ $days } الأخيرة، فلا رسم بيانيًا بعد. الأمر /quota يعرض أرقام اليوم.
report-caption = 📈 الأيام الـ{ $days } الأخيرة: { $tracks ->
        [zero] لم يبدأ أي مقطع
        [one] بدأ مقطع واحد
        [two] بدأ مقطعان
        [few] بدأت { $tracks } مقاطع
        [many] بدأ { $tracks } مقطعًا
       *[other] بدأ { $tracks } مقطع
    }، وصُرف { $byn } BYN. الأمر /quota يعرض أرقام اليوم.
report-title = الأيام الـ{ $days } الأخيرة
report-tracks-axis = في اليوم
report-limit = الحد اليومي ({ $limit })
report-money-axis = المصروف اليومي (BYN)
report-top-title = أكثر المستخدمين طلبًا في الأيام الـ{ $days } الأخيرة
report-top-line = { $name } ({ $id }): { $tracks ->
        [zero] لا مقاطع
        [one] مقطع واحد
        [two] مقطعان
        [few] { $tracks } مقاطع
        [many] { $tracks } مقطعًا
       *[other] { $tracks } مقطع
    }، { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = اكتب صاحب الحصة وعدد المقاطع في اليوم: <code>/limit 123456789 3</code> لشخص (أغانيه في كل المحادثات)، و<code>/limit -1001234567890 5</code> لمجموعة (يتقاسمها أعضاؤها)، و<code>0</code> لمنع المقاطع تمامًا، و<code>off</code> لإزالة الحصة. وداخل المجموعة يكفي <code>/limit 5</code> وحده ليعني هذه المجموعة. أضف <code>lyrics</code> لتحديد حصة يومية من الكلمات التي يكتبها النموذج النصي بدلًا من ذلك: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = «{ $value }» ليس معرّف محادثة: معرّف الشخص رقم مثل <code>123456789</code>، ومعرّف المجموعة يبدأ بعلامة ناقص مثل <code>-1001234567890</code>.
limit-bad-number = «{ $value }» ليس عددًا من المقاطع: اكتب عددًا صحيحًا من 0 إلى { $max }، أو <code>off</code> لإزالة الحصة.
limit-negative = لا يمكن أن تكون الحصة سالبة ({ $value }): اكتب <code>0</code> لمنع المقاطع تمامًا، أو <code>off</code> لإزالة الحصة.
limit-set = ✅ { $whose ->
        [group] يمكن للمجموعة <code>{ $id }</code> أن تبدأ { $tracks ->
            [zero] 0 مقطع
            [one] مقطعًا واحدًا
            [two] مقطعين
            [few] { $tracks } مقاطع
            [many] { $tracks } مقطعًا
           *[other] { $tracks } مقطع
        } في اليوم، يتقاسمها أعضاؤها.
       *[user] يمكن لـ <code>{ $id }</code> أن يبدأ { $tracks ->
            [zero] 0 مقطع
            [one] مقطعًا واحدًا
            [two] مقطعين
            [few] { $tracks } مقاطع
            [many] { $tracks } مقطعًا
           *[other] { $tracks } مقطع
        } في اليوم، في كل المحادثات.
    } المستهلك اليوم: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] لم يعد بإمكان أحد في المجموعة <code>{ $id }</code> أن يبدأ مقطعًا فيها الآن.
       *[user] لم يعد بإمكان <code>{ $id }</code> أن يبدأ أي مقطع الآن.
    } أغانيهم تنتظر في قائمة الانتظار، والأمر <code>/limit { $id } off</code> يزيل الحصة.
limit-off = ✅ أُزيلت حصة <code>{ $id }</code>. { $fallback ->
        [default] يسري USER_DAILY_LIMIT من جديد: { $default } في اليوم.
        [chat] ما تطلبه المحادثة باسمها يخضع لـ USER_DAILY_LIMIT من جديد: { $default } في اليوم؛ وليس لأعضائها مجتمعين أي حصة.
       *[none] لا يسري إلا حدّ المؤسسة.
    }
limit-off-none = لم تكن لـ <code>{ $id }</code> حصة خاصة؛ لم يتغير شيء.
limits-header = 🎟 <b>الحصص اليومية من مقاطع المؤسسة</b>
limits-default = { $fallback ->
        [default] كل من عداهم، ومنهم القنوات والمحادثات التي تطلب باسمها: { $default } في اليوم لكلٍّ منهم (USER_DAILY_LIMIT). أما أعضاء المجموعة مجتمعين فليست لهم إلا حصة تُحدَّد هنا.
       *[none] كل من عداهم: لا حصة خاصة (USER_DAILY_LIMIT=0)، بل حدّ المؤسسة وحده.
    }
limits-none = لم تُحدَّد أي حصص بعد: الأمر <code>/limit 123456789 3</code> يحدد واحدة.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(مجموعة)
       *[user] {""}
    }: استُهلك اليوم { $used } من { $tracks }
quota-shares = <b>الحصص اليومية</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = الكلمات اليوم (طلبات إلى النموذج النصي): { $used } { $limited ->
        [yes] من { $limit } (المتبقي: { $left }، ORG_TEXT_DAILY_LIMIT)
       *[no] (بلا حد يومي: ORG_TEXT_DAILY_LIMIT=0)
    }؛ { $own_limited ->
        [yes] { $own } في اليوم لكل شخص أو محادثة تطلب باسمها (USER_TEXT_DAILY_LIMIT)
       *[no] بلا حد لكل شخص (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>أكثر من طلبوا كلمات اليوم</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = لم تُكتب أي كلمات اليوم.
limit-lyrics-set = ✅ يمكن لـ <code>{ $id }</code> أن يطلب من النموذج النصي { $calls ->
        [zero] 0 مرة
        [one] مرة واحدة
        [two] مرتين
        [few] { $calls } مرات
        [many] { $calls } مرة
       *[other] { $calls } مرة
    } في اليوم (كتابة كلمات أو إعادة كتابتها)، في كل المحادثات. المستهلك اليوم: { $used }.
limit-lyrics-off = ✅ أُزيلت حصة الكلمات الخاصة بـ <code>{ $id }</code>. { $fallback ->
        [default] يسري USER_TEXT_DAILY_LIMIT من جديد: { $default } في اليوم.
       *[none] لا يسري إلا حدّ المؤسسة (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = لم تكن لـ <code>{ $id }</code> حصة كلمات خاصة؛ لم يتغير شيء.
report-tracks-bars = المقاطع التي بدأت
report-lyrics-bars = الكلمات المكتوبة (طلبات إلى النموذج النصي)
