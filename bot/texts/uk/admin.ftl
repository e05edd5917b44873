## Лише для адміністраторів бота (ADMIN_USER_IDS)

admin-only = Ця команда лише для адміністраторів бота.

## /quota

quota-header = 📊 <b>Організація сьогодні</b>
quota-tracks = Треків сьогодні: { $used } з { $limit } (залишилося { $left })
quota-active = Генерується зараз: { $active } з { $limit }
quota-waiting = Чекають у черзі бота: { $waiting }
quota-spent = Витрачено: { $today } BYN сьогодні, { $month } BYN цього місяця
quota-submissions = { $reason ->
        [wallet] ⏸ Надсилання призупинив сервіс: гаманець порожній (402). Воно відновиться саме, щойно після поповнення сервіс прийме пісню; /resume пробує одразу.
        [key] ⏸ Надсилання призупинено: сервіс не приймає API-ключ (401). Перевірте API_KEY.
        [address] ⏸ Надсилання призупинено: за MUSIC_API_URL немає музичного сервісу (404 на нову пісню). Виправте адресу й перезапустіть бота.
        [admin] ⏸ Надсилання призупинив адміністратор. /resume знову його запускає.
        [token] ⏸ Нові пісні чекають: Telegram не приймає токен бота (401). Вкажіть правильний TELEGRAM_BOT_TOKEN і перезапустіть; нічого з очікуваного не загубиться.
        [telegram] ⏸ Нові пісні чекають: Telegram не відповідає. Вони почнуться самі, коли він повернеться.
        [disk] ⏸ Нові пісні чекають: на диску з DATA_DIR немає місця для наступного треку. Звільніть місце; вони почнуться самі.
       *[none] ▶️ Надсилання працює.
    }
quota-jobs-failing = ⚠️ Генерації в сервісі раз у раз завершуються помилкою або не встигають.
quota-top-chats = <b>Найактивніші чати цього місяця</b>
quota-top-users = <b>Найактивніші користувачі цього місяця</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } трек
        [few] { $tracks } треки
        [many] { $tracks } треків
       *[other] { $tracks } трека
    }, { $byn } BYN
quota-top-none = Поки що жодного треку.

## /allow, /deny, /access

access-usage = Напишіть id чату після команди, наприклад <code>/{ $command } 123456789</code> для людини або <code>/{ $command } -1001234567890</code> для групи. У групі просто <code>/{ $command }</code> означає цю групу.
access-allowed = ✅ <code>{ $chat_id }</code> тепер може замовляти пісні.
access-denied = 🚫 <code>{ $chat_id }</code> більше не може замовляти пісні.
access-denied-admin = 🚫 Чат <code>{ $chat_id }</code> закрито, але це адміністратор бота (ADMIN_USER_IDS), а адміністратори можуть замовляти пісні будь-де.
access-header = 🔐 <b>Хто може замовляти пісні</b> (ACCESS={ $mode ->
        [open] open: усі; списки нижче діятимуть, коли ACCESS стане private
       *[private] private: адміністратори й чати нижче
    })
access-denied-ended = { $count ->
        [one] Скасовано { $count } пісню, що чекала там у черзі; на неї нічого не витрачено.
        [few] Скасовано { $count } пісні, що чекали там у черзі; на них нічого не витрачено.
        [many] Скасовано { $count } пісень, що чекали там у черзі; на них нічого не витрачено.
       *[other] Скасовано { $count } пісні, що чекали там у черзі; на них нічого не витрачено.
    }
access-open-note = Зверніть увагу: з ACCESS=open замовляти можуть усі, тож це подіє, лише коли ACCESS стане private.
access-admins = Адміністратори: { $ids }
access-configured = З ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>Дозволено через /allow:</b>
access-list-denied = <b>Заборонено через /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …і ще { $count }.

## /pause і /resume

pause-done = ⏸ Надсилання призупинено. Нові заявки приймаються й чекають у черзі; пісні, уже передані в сервіс, однаково надійдуть. /resume знову запускає надсилання.
pause-already = Надсилання вже призупинив адміністратор. /resume знову його запускає.
resume-done = { $reason ->
        [admin] ▶️ Надсилання знову працює.
        [lifted] ▶️ Паузу адміністраторів знято.
       *[none] Адміністратор надсилання не призупиняв.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ Нові пісні досі чекають на музичний сервіс: гаманець порожній (402). Я пробую знову просто зараз; вони почнуться самі, щойно сервіс прийме пісню.
       *[key] ⏸ Нові пісні досі чекають на музичний сервіс: він не приймає API-ключ (401). Я пробую знову просто зараз; вони почнуться самі, щойно сервіс прийме пісню.
    }

## Сповіщення (одне на подію і ще одне, коли вона минула)

alert-jobs = ⚠️ { $count ->
        [one] { $count } генерація поспіль не завершилася
        [few] { $count } генерації поспіль не завершилися
        [many] { $count } генерацій поспіль не завершилися
       *[other] { $count } генерації поспіль не завершилися
    }: з помилкою в музичному сервісі — { $failed }, довше за { $minutes } хв — { $expired }. Їхніх авторів сповіщено (за невдалу генерацію гроші не списуються). Перевірте стан сервісу.
alert-jobs-over = ✅ Генерації знову завершуються: одна щойно готова.

## /report: останні 30 днів на графіку (слова графіка малюються як простий текст)

report-empty = За останні { $days } днів не розпочато жодного треку й нічого не витрачено, тож малювати поки нічого. /quota покаже цифри за сьогодні.
report-caption = 📈 Останні { $days } днів: { $tracks ->
        [one] розпочато { $tracks } трек
        [few] розпочато { $tracks } треки
        [many] розпочато { $tracks } треків
       *[other] розпочато { $tracks } трека
    }, витрачено { $byn } BYN. /quota покаже цифри за сьогодні.
report-title = Останні { $days } днів
report-tracks-axis = За день
report-limit = Денний ліміт ({ $limit })
report-money-axis = BYN витрачено за день
report-top-title = Найбільше за останні { $days } днів
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } трек
        [few] { $tracks } треки
        [many] { $tracks } треків
       *[other] { $tracks } трека
    }, { $byn } BYN

## /limit і /limits: денна частка треків організації для людини чи групи

limit-usage = Напишіть, чия частка і скільки треків на день: <code>/limit 123456789 3</code> для людини (її пісні в усіх чатах), <code>/limit -1001234567890 5</code> для групи (частка спільна для всіх учасників), <code>0</code> — жодного треку, <code>off</code> — прибрати частку. У групі просто <code>/limit 5</code> означає цю групу. Додайте <code>lyrics</code>, щоб задати денну частку текстів від текстової моделі: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = «{ $value }» — не id чату: id людини — це число на кшталт <code>123456789</code>, id групи починається з мінуса, наприклад <code>-1001234567890</code>.
limit-bad-number = «{ $value }» — не число треків: напишіть ціле число від 0 до { $max } або <code>off</code>, щоб прибрати частку.
limit-negative = Частка не може бути від'ємною ({ $value }): напишіть <code>0</code>, щоб не давати жодного треку, або <code>off</code>, щоб прибрати частку.
limit-set = ✅ { $whose ->
        [group] Група <code>{ $id }</code> може розпочинати { $tracks } { $tracks ->
            [one] трек
            [few] треки
            [many] треків
           *[other] трека
        } на день, на всіх учасників разом.
       *[user] <code>{ $id }</code> може розпочинати { $tracks } { $tracks ->
            [one] трек
            [few] треки
            [many] треків
           *[other] трека
        } на день, в усіх чатах.
    } Використано сьогодні: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] Ніхто в групі <code>{ $id }</code> зараз не може розпочати там трек.
       *[user] <code>{ $id }</code> зараз не може розпочинати треки.
    } Пісні чекають у черзі; <code>/limit { $id } off</code> прибирає частку.
limit-off = ✅ Частку <code>{ $id }</code> прибрано. { $fallback ->
        [default] Знову діє USER_DAILY_LIMIT: { $default } на день.
        [chat] На те, що чат просить від власного імені, знову діє USER_DAILY_LIMIT: { $default } на день; спільної частки в його учасників немає.
       *[none] Діє лише ліміт організації.
    }
limit-off-none = У <code>{ $id }</code> не було власної частки; нічого не змінилося.
limits-header = 🎟 <b>Денні частки треків організації</b>
limits-default = { $fallback ->
        [default] Усі інші, зокрема канали й чати, що пишуть від власного імені: по { $default } на день (USER_DAILY_LIMIT). Учасники групи разом мають лише частку, задану тут.
       *[none] Усі інші не мають власної частки (USER_DAILY_LIMIT=0), діє лише ліміт організації.
    }
limits-none = Часток поки немає: <code>/limit 123456789 3</code> задає частку.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(група)
       *[user] {""}
    }: сьогодні використано { $used } з { $tracks }
quota-shares = <b>Денні частки</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Тексти сьогодні (виклики текстової моделі): { $used } { $limited ->
        [yes] з { $limit } (лишилося { $left }, ORG_TEXT_DAILY_LIMIT)
       *[no] (без денного ліміту: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] по { $own } на день на кожну людину або чат від власного імені (USER_TEXT_DAILY_LIMIT)
       *[no] без ліміту на людину (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Найбільше текстів сьогодні</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = Сьогодні текстів ще не писали.
limit-lyrics-set = ✅ <code>{ $id }</code> може робити { $calls } { $calls ->
        [one] виклик
        [few] виклики
        [many] викликів
       *[other] викликів
    } текстової моделі на день (тексти та їх переписування), в усіх чатах. Сьогодні використано: { $used }.
limit-lyrics-off = ✅ Частку текстів <code>{ $id }</code> прибрано. { $fallback ->
        [default] Знову діє USER_TEXT_DAILY_LIMIT: { $default } на день.
       *[none] Діє лише ліміт організації (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = У <code>{ $id }</code> не було власної частки текстів; нічого не змінилося.
report-tracks-bars = Розпочато треків
report-lyrics-bars = Написано текстів (виклики текстової моделі)
