## For the bot's admins only (ADMIN_USER_IDS)

admin-only = Bu buyruq faqat bot adminlari uchun.

## /quota

quota-header = 📊 <b>Tashkilotning bugungi holati</b>
quota-tracks = Bugungi treklar: { $limit } tadan { $used } tasi ({ $left } ta qoldi)
quota-active = Hozir yaratilmoqda: { $limit } tadan { $active } tasi
quota-waiting = Bot navbatida kutmoqda: { $waiting }
quota-spent = Sarflandi: bugun { $today } BYN, shu oy { $month } BYN
quota-submissions = { $reason ->
        [wallet] ⏸ Xizmatga yuborish xizmatning oʻzi tomonidan toʻxtatildi: hamyon boʻsh (402). Balans toʻldirilgach, xizmat qoʻshiqni qabul qilishi bilan yuborish oʻzi davom etadi; /resume buni darhol sinab koʻradi.
        [key] ⏸ Xizmatga yuborish toʻxtatildi: xizmat API kalitini rad etmoqda (401). API_KEY qiymatini tekshiring.
        [address] ⏸ Xizmatga yuborish toʻxtatildi: MUSIC_API_URL manzilida musiqa xizmati yoʻq (yangi qoʻshiqqa 404). Manzilni tuzating va botni qayta ishga tushiring.
        [admin] ⏸ Xizmatga yuborish admin tomonidan toʻxtatildi. /resume uni qayta ishga tushiradi.
        [token] ⏸ Yangi qoʻshiqlar kutmoqda: Telegram bot tokenini rad etmoqda (401). Toʻgʻri TELEGRAM_BOT_TOKEN kiriting va botni qayta ishga tushiring; kutayotgan hech narsa yoʻqolmaydi.
        [telegram] ⏸ Yangi qoʻshiqlar kutmoqda: Telegram javob bermayapti. U qaytishi bilan qoʻshiqlar oʻzi boshlanadi.
        [disk] ⏸ Yangi qoʻshiqlar kutmoqda: DATA_DIR joylashgan diskda keyingi trek uchun joy yoʻq. Biroz joy boʻshating; qoʻshiqlar oʻzi boshlanadi.
       *[none] ▶️ Xizmatga yuborish ishlamoqda.
    }
quota-jobs-failing = ⚠️ Xizmatda generatsiyalar ketma-ket muvaffaqiyatsiz tugamoqda yoki muddati oʻtmoqda.
quota-top-chats = <b>Shu oyning eng faol chatlari</b>
quota-top-users = <b>Shu oyning eng faol foydalanuvchilari</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } ta trek
       *[other] { $tracks } ta trek
    }, { $byn } BYN
quota-top-none = Hali treklar yoʻq.

## /allow, /deny, /access

access-usage = Buyruqdan keyin chat ID raqamini yozing: masalan, odam uchun <code>/{ $command } 123456789</code>, guruh uchun <code>/{ $command } -1001234567890</code>. Guruhda faqat <code>/{ $command }</code> yozilsa, shu guruh nazarda tutiladi.
access-allowed = ✅ <code>{ $chat_id }</code> endi qoʻshiq soʻrashi mumkin.
access-denied = 🚫 <code>{ $chat_id }</code> endi qoʻshiq soʻray olmaydi.
access-denied-admin = 🚫 <code>{ $chat_id }</code> chat sifatida taqiqlandi, lekin u bot adminlaridan biri (ADMIN_USER_IDS), adminlar esa istalgan joyda soʻrashi mumkin.
access-header = 🔐 <b>Kim qoʻshiq soʻrashi mumkin</b> (ACCESS={ $mode ->
        [open] open: hamma; quyidagi roʻyxatlar ACCESS private boʻlganda amal qiladi
       *[private] private: adminlar va quyidagi chatlar
    })
access-denied-ended = { $count ->
        [one] U yerda navbatda turgan bitta qoʻshiq bekor qilindi; unga hech narsa sarflanmadi.
       *[other] U yerda navbatda turgan { $count } ta qoʻshiq bekor qilindi; ularga hech narsa sarflanmadi.
    }
access-open-note = Eslatma: ACCESS=open hammaga soʻrash imkonini beradi, shuning uchun bu faqat ACCESS private boʻlganda kuchga kiradi.
access-admins = Adminlar: { $ids }
access-configured = ALLOWED_CHAT_IDS roʻyxatidan: { $ids }
access-list-allowed = <b>/allow orqali ruxsat berilganlar:</b>
access-list-denied = <b>/deny orqali taqiqlanganlar:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …va yana { $count } ta.

## /pause and /resume

pause-done = ⏸ Xizmatga yuborish toʻxtatildi. Yangi soʻrovlar qabul qilinadi va navbatda kutadi; xizmatga allaqachon yuborilgan qoʻshiqlar baribir keladi. /resume uni qayta ishga tushiradi.
pause-already = Xizmatga yuborish allaqachon admin tomonidan toʻxtatilgan. /resume uni qayta ishga tushiradi.
resume-done = { $reason ->
        [admin] ▶️ Xizmatga yuborish yana ishlamoqda.
        [lifted] ▶️ Adminlar qoʻygan pauza olib tashlandi.
       *[none] Xizmatga yuborish admin tomonidan toʻxtatilmagan edi.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ Yangi qoʻshiqlar hali ham musiqa xizmatini kutmoqda: hamyon boʻsh (402). Hozir yana urinib koʻryapman; xizmat qoʻshiqni qabul qilishi bilan ular oʻzi boshlanadi.
       *[key] ⏸ Yangi qoʻshiqlar hali ham musiqa xizmatini kutmoqda: xizmat API kalitini rad etmoqda (401). Hozir yana urinib koʻryapman; xizmat qoʻshiqni qabul qilishi bilan ular oʻzi boshlanadi.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ Ketma-ket { $count } ta generatsiya tugallanmadi: { $failed } tasi musiqa xizmatida muvaffaqiyatsiz boʻldi, { $expired } tasi { $minutes } daqiqadan koʻproq davom etdi. Foydalanuvchilarga xabar berildi (muvaffaqiyatsiz generatsiya uchun toʻlov olinmaydi). Xizmat holatini tekshiring.
alert-jobs-over = ✅ Generatsiyalar yana tugallanmoqda: hozirgina bittasi yakunlandi.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = Soʻnggi { $days } kunda birorta trek boshlanmadi va hech narsa sarflanmadi, shuning uchun hali grafik chizib boʻlmaydi. Bugungi raqamlar: /quota.
report-caption = 📈 Soʻnggi { $days } kun: { $tracks ->
        [one] { $tracks } ta trek
       *[other] { $tracks } ta trek
    } boshlandi, { $byn } BYN sarflandi. Bugungi raqamlar: /quota.
report-title = Soʻnggi { $days } kun
report-tracks-axis = Kuniga
report-limit = Kunlik limit ({ $limit })
report-money-axis = Kuniga sarflangan BYN
report-top-title = Soʻnggi { $days } kunning eng faol foydalanuvchilari
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } ta trek
       *[other] { $tracks } ta trek
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = Ulush kimga ekanini va kuniga nechta trek boʻlishini yozing: odam uchun <code>/limit 123456789 3</code> (uning barcha chatlardagi qoʻshiqlari), guruh uchun <code>/limit -1001234567890 5</code> (aʼzolari uni birgalikda ishlatadi), umuman trek bermaslik uchun <code>0</code>, ulushni olib tashlash uchun <code>off</code>. Guruhda faqat <code>/limit 5</code> yozilsa, shu guruh nazarda tutiladi. Trek oʻrniga matn modeli yozadigan matnlarga kunlik ulush belgilash uchun <code>lyrics</code> qoʻshing: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = «{ $value }» chat ID raqami emas: odamning ID raqami <code>123456789</code> kabi son boʻladi, guruhniki esa minus bilan boshlanadi, masalan <code>-1001234567890</code>.
limit-bad-number = «{ $value }» treklar soni emas: 0–{ $max } oraligʻidagi butun sonni yoki ulushni olib tashlash uchun <code>off</code> deb yozing.
limit-negative = Ulush manfiy boʻlolmaydi ({ $value }): umuman trek bermaslik uchun <code>0</code>, ulushni olib tashlash uchun <code>off</code> deb yozing.
limit-set = ✅ { $whose ->
        [group] <code>{ $id }</code> guruhi kuniga { $tracks } { $tracks ->
            [one] ta trek
           *[other] ta trek
        } boshlay oladi; bu ulushdan aʼzolari birgalikda foydalanadi.
       *[user] <code>{ $id }</code> barcha chatlarda kuniga { $tracks } { $tracks ->
            [one] ta trek
           *[other] ta trek
        } boshlay oladi.
    } Bugun ishlatilgan: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] <code>{ $id }</code> guruhida endi hech kim trek boshlay olmaydi.
       *[user] <code>{ $id }</code> endi trek boshlay olmaydi.
    } Ularning qoʻshiqlari navbatda kutadi; <code>/limit { $id } off</code> ulushni olib tashlaydi.
limit-off = ✅ <code>{ $id }</code> uchun belgilangan ulush olib tashlandi. { $fallback ->
        [default] Yana USER_DAILY_LIMIT amal qiladi: kuniga { $default } ta.
        [chat] Chat oʻz nomidan soʻraganlariga yana USER_DAILY_LIMIT amal qiladi: kuniga { $default } ta; aʼzolarining umumiy ulushi yoʻq.
       *[none] Faqat tashkilot limiti amal qiladi.
    }
limit-off-none = <code>{ $id }</code> uchun alohida ulush yoʻq edi; hech narsa oʻzgarmadi.
limits-header = 🎟 <b>Tashkilot treklaridan kunlik ulushlar</b>
limits-default = { $fallback ->
        [default] Qolgan hamma, jumladan oʻz nomidan soʻraydigan kanallar va chatlar: har biriga kuniga { $default } ta (USER_DAILY_LIMIT). Guruh aʼzolarining umumiy ulushi faqat shu yerda belgilangan boʻlsa bor.
       *[none] Qolgan hamma: alohida ulush yoʻq (USER_DAILY_LIMIT=0), faqat tashkilot limiti.
    }
limits-none = Hali ulush belgilanmagan: <code>/limit 123456789 3</code> bilan belgilang.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(guruh)
       *[user] {""}
    }: bugun { $tracks } tadan { $used } tasi ishlatildi
quota-shares = <b>Kunlik ulushlar</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Bugungi matnlar (matn modeliga murojaatlar): { $used } { $limited ->
        [yes] / { $limit } ({ $left } ta qoldi, ORG_TEXT_DAILY_LIMIT)
       *[no] (kunlik limit yoʻq: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] oʻz nomidan soʻraydigan har bir odam yoki chat uchun kuniga { $own } ta (USER_TEXT_DAILY_LIMIT)
       *[no] odam boshiga limit yoʻq (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Bugun eng koʻp matn soʻraganlar</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = Bugun birorta matn yozilmadi.
limit-lyrics-set = ✅ <code>{ $id }</code> barcha chatlarda matn modeliga kuniga { $calls } { $calls ->
        [one] marta
       *[other] marta
    } murojaat qila oladi (matn yozish yoki qayta yozish). Bugun ishlatilgan: { $used }.
limit-lyrics-off = ✅ <code>{ $id }</code> uchun belgilangan matn ulushi olib tashlandi. { $fallback ->
        [default] Yana USER_TEXT_DAILY_LIMIT amal qiladi: kuniga { $default } ta.
       *[none] Faqat tashkilot limiti amal qiladi (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code> uchun alohida matn ulushi yoʻq edi; hech narsa oʻzgarmadi.
report-tracks-bars = Boshlangan treklar
report-lyrics-bars = Yozilgan matnlar (matn modeliga murojaatlar)
