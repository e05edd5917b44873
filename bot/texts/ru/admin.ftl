## Только для администраторов бота (ADMIN_USER_IDS)

admin-only = Эта команда только для администраторов бота.

## /quota

quota-header = 📊 <b>Организация сегодня</b>
quota-tracks = Треков сегодня: { $used } из { $limit } (осталось { $left })
quota-active = Создаётся сейчас: { $active } из { $limit }
quota-waiting = Ждут в очереди бота: { $waiting }
quota-spent = Потрачено: { $today } BYN сегодня, { $month } BYN за месяц
quota-submissions = { $reason ->
        [wallet] ⏸ Отправку приостановил сервис: кошелёк пуст (402). Она возобновится сама, когда после пополнения сервис примет песню; /resume пробует сразу.
        [key] ⏸ Отправка приостановлена: сервис не принимает API-ключ (401). Проверьте API_KEY.
        [address] ⏸ Отправка приостановлена: по MUSIC_API_URL нет музыкального сервиса (404 на новую песню). Исправьте адрес и перезапустите бота.
        [admin] ⏸ Отправку приостановил администратор. /resume запускает её снова.
        [token] ⏸ Новые песни ждут: Telegram не принимает токен бота (401). Укажите верный TELEGRAM_BOT_TOKEN и перезапустите; ничего из ожидающего не потеряется.
        [telegram] ⏸ Новые песни ждут: Telegram не отвечает. Они начнутся сами, когда он вернётся.
        [disk] ⏸ Новые песни ждут: на диске с DATA_DIR нет места для следующего трека. Освободите место; они начнутся сами.
       *[none] ▶️ Отправка работает.
    }
quota-jobs-failing = ⚠️ Генерации в сервисе раз за разом завершаются ошибкой или не успевают.
quota-top-chats = <b>Самые активные чаты за месяц</b>
quota-top-users = <b>Самые активные люди за месяц</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } трек
        [few] { $tracks } трека
        [many] { $tracks } треков
       *[other] { $tracks } трека
    }, { $byn } BYN
quota-top-none = Пока ни одного трека.

## /allow, /deny, /access

access-usage = Напишите id чата после команды, например <code>/{ $command } 123456789</code> для человека или <code>/{ $command } -1001234567890</code> для группы. В группе просто <code>/{ $command }</code> означает эту группу.
access-allowed = ✅ <code>{ $chat_id }</code> теперь может заказывать песни.
access-denied = 🚫 <code>{ $chat_id }</code> больше не может заказывать песни.
access-denied-admin = 🚫 Чат <code>{ $chat_id }</code> закрыт, но это администратор бота (ADMIN_USER_IDS): администраторы заказывают песни где угодно.
access-header = 🔐 <b>Кто может заказывать песни</b> (ACCESS={ $mode ->
        [open] open: все; списки ниже действуют, когда ACCESS=private
       *[private] private: администраторы и чаты ниже
    })
access-denied-ended = { $count ->
        [one] Отменена { $count } песня, ждавшая там в очереди; на неё ничего не потрачено.
        [few] Отменены { $count } песни, ждавшие там в очереди; на них ничего не потрачено.
        [many] Отменено { $count } песен, ждавших там в очереди; на них ничего не потрачено.
       *[other] Отменены { $count } песни, ждавшие там в очереди; на них ничего не потрачено.
    }
access-open-note = Учтите: при ACCESS=open заказывать могут все, так что это подействует, только когда ACCESS станет private.
access-admins = Администраторы: { $ids }
access-configured = Из ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>Разрешены через /allow:</b>
access-list-denied = <b>Закрыты через /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …и ещё { $count }.

## /pause и /resume

pause-done = ⏸ Отправка приостановлена. Новые заявки принимаются и ждут в очереди; песни, уже переданные в сервис, всё равно придут. /resume запускает отправку снова.
pause-already = Отправка уже приостановлена администратором. /resume запускает её снова.
resume-done = { $reason ->
        [admin] ▶️ Отправка снова работает.
        [lifted] ▶️ Пауза администраторов снята.
       *[none] Администратор отправку не приостанавливал.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ Новые песни всё ещё ждут музыкальный сервис: кошелёк пуст (402). Я пробую снова прямо сейчас; они начнутся сами, когда сервис примет песню.
       *[key] ⏸ Новые песни всё ещё ждут музыкальный сервис: он не принимает API-ключ (401). Я пробую снова прямо сейчас; они начнутся сами, когда сервис примет песню.
    }

## Оповещения (одно на происшествие и одно, когда оно закончилось)

alert-jobs = ⚠️ { $count ->
        [one] { $count } генерация подряд не завершилась
        [few] { $count } генерации подряд не завершились
        [many] { $count } генераций подряд не завершились
       *[other] { $count } генерации подряд не завершились
    }: с ошибкой в музыкальном сервисе — { $failed }, дольше { $minutes } мин — { $expired }. Их авторам сообщено (неудачная генерация не оплачивается). Проверьте состояние сервиса.
alert-jobs-over = ✅ Генерации снова завершаются: одна только что готова.

## /report: последние 30 дней на графике (слова графика рисуются как простой текст)

report-empty = За последние { $days } дней не начато ни одного трека и ничего не потрачено, так что рисовать пока нечего. /quota покажет цифры за сегодня.
report-caption = 📈 Последние { $days } дней: { $tracks ->
        [one] начат { $tracks } трек
        [few] начато { $tracks } трека
        [many] начато { $tracks } треков
       *[other] начато { $tracks } трека
    }, потрачено { $byn } BYN. /quota покажет цифры за сегодня.
report-title = Последние { $days } дней
report-tracks-axis = За день
report-limit = Дневной лимит ({ $limit })
report-money-axis = BYN потрачено за день
report-top-title = Больше всех за последние { $days } дней
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } трек
        [few] { $tracks } трека
        [many] { $tracks } треков
       *[other] { $tracks } трека
    }, { $byn } BYN

## /limit и /limits: дневная доля треков организации для человека или группы

limit-usage = Напишите, чья доля и сколько треков в день: <code>/limit 123456789 3</code> для человека (его песни во всех чатах), <code>/limit -1001234567890 5</code> для группы (доля общая на всех участников), <code>0</code> — ни одного трека, <code>off</code> — убрать долю. В группе просто <code>/limit 5</code> означает эту группу. Добавьте <code>lyrics</code>, чтобы задать дневную долю текстов от текстовой модели: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = «{ $value }» — не id чата: id человека — это число вроде <code>123456789</code>, id группы начинается с минуса, например <code>-1001234567890</code>.
limit-bad-number = «{ $value }» — не число треков: напишите целое число от 0 до { $max } или <code>off</code>, чтобы убрать долю.
limit-negative = Доля не может быть отрицательной ({ $value }): напишите <code>0</code>, чтобы не давать ни одного трека, или <code>off</code>, чтобы убрать долю.
limit-set = ✅ { $whose ->
        [group] Группа <code>{ $id }</code> может начинать { $tracks } { $tracks ->
            [one] трек
            [few] трека
            [many] треков
           *[other] трека
        } в день, на всех участников вместе.
       *[user] <code>{ $id }</code> может начинать { $tracks } { $tracks ->
            [one] трек
            [few] трека
            [many] треков
           *[other] трека
        } в день, во всех чатах.
    } Использовано сегодня: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] Никто в группе <code>{ $id }</code> сейчас не может начать там трек.
       *[user] <code>{ $id }</code> сейчас не может начинать треки.
    } Песни ждут в очереди; <code>/limit { $id } off</code> убирает долю.
limit-off = ✅ Доля <code>{ $id }</code> убрана. { $fallback ->
        [default] Снова действует USER_DAILY_LIMIT: { $default } в день.
        [chat] На то, что чат просит от своего имени, снова действует USER_DAILY_LIMIT: { $default } в день; общей доли у его участников нет.
       *[none] Действует только лимит организации.
    }
limit-off-none = У <code>{ $id }</code> не было своей доли; ничего не изменилось.
limits-header = 🎟 <b>Дневные доли треков организации</b>
limits-default = { $fallback ->
        [default] Все остальные, включая каналы и чаты, пишущие от своего имени: по { $default } в день (USER_DAILY_LIMIT). У участников группы вместе есть только доля, заданная здесь.
       *[none] У всех остальных своей доли нет (USER_DAILY_LIMIT=0), действует только лимит организации.
    }
limits-none = Долей пока нет: <code>/limit 123456789 3</code> задаёт долю.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(группа)
       *[user] {""}
    }: сегодня использовано { $used } из { $tracks }
quota-shares = <b>Дневные доли</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Тексты сегодня (вызовы текстовой модели): { $used } { $limited ->
        [yes] из { $limit } (осталось { $left }, ORG_TEXT_DAILY_LIMIT)
       *[no] (без дневного лимита: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] по { $own } в день на каждого человека или чат от своего имени (USER_TEXT_DAILY_LIMIT)
       *[no] без лимита на человека (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Больше всех текстов сегодня</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = Сегодня текстов ещё не писали.
limit-lyrics-set = ✅ <code>{ $id }</code> может делать { $calls } { $calls ->
        [one] вызов
        [few] вызова
        [many] вызовов
       *[other] вызовов
    } текстовой модели в день (тексты и их переписывание), во всех чатах. Сегодня использовано: { $used }.
limit-lyrics-off = ✅ Доля текстов <code>{ $id }</code> убрана. { $fallback ->
        [default] Снова действует USER_TEXT_DAILY_LIMIT: { $default } в день.
       *[none] Действует только лимит организации (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = У <code>{ $id }</code> не было своей доли текстов; ничего не изменилось.
report-tracks-bars = Начато треков
report-lyrics-bars = Написано текстов (вызовы текстовой модели)
