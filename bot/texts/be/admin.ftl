## Толькі для адміністратараў бота (ADMIN_USER_IDS)

admin-only = Гэтая каманда толькі для адміністратараў бота.

## /quota

quota-header = 📊 <b>Арганізацыя сёння</b>
quota-tracks = Трэкаў сёння: { $used } з { $limit } (засталося { $left })
quota-active = Генеруецца цяпер: { $active } з { $limit }
quota-waiting = Чакаюць у чарзе бота: { $waiting }
quota-spent = Выдаткавана: { $today } BYN сёння, { $month } BYN у гэтым месяцы
quota-submissions = { $reason ->
        [wallet] ⏸ Адпраўку прыпыніў сэрвіс: кашалёк пусты (402). Яна адновіцца сама, як толькі пасля папаўнення сэрвіс прыме песню; /resume спрабуе адразу.
        [key] ⏸ Адпраўка прыпынена: сэрвіс не прымае API-ключ (401). Праверце API_KEY.
        [address] ⏸ Адпраўка прыпынена: па MUSIC_API_URL няма музычнага сэрвісу (404 на новую песню). Выпраўце адрас і перазапусціце бота.
        [admin] ⏸ Адпраўку прыпыніў адміністратар. /resume зноў яе запускае.
        [token] ⏸ Новыя песні чакаюць: Telegram не прымае токен бота (401). Задайце правільны TELEGRAM_BOT_TOKEN і перазапусціце; нічога з таго, што чакае, не згубіцца.
        [telegram] ⏸ Новыя песні чакаюць: Telegram не адказвае. Яны пачнуцца самі, калі ён вернецца.
        [disk] ⏸ Новыя песні чакаюць: на дыску з DATA_DIR няма месца для наступнага трэка. Вызваліце месца; яны пачнуцца самі.
       *[none] ▶️ Адпраўка працуе.
    }
quota-jobs-failing = ⚠️ Генерацыі ў сэрвісе раз за разам завяршаюцца памылкай або не паспяваюць.
quota-top-chats = <b>Самыя актыўныя чаты гэтага месяца</b>
quota-top-users = <b>Самыя актыўныя карыстальнікі гэтага месяца</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } трэк
        [few] { $tracks } трэкі
        [many] { $tracks } трэкаў
       *[other] { $tracks } трэка
    }, { $byn } BYN
quota-top-none = Пакуль ніводнага трэка.

## /allow, /deny, /access

access-usage = Напішыце id чата пасля каманды, напрыклад <code>/{ $command } 123456789</code> для чалавека або <code>/{ $command } -1001234567890</code> для групы. У групе проста <code>/{ $command }</code> азначае гэтую групу.
access-allowed = ✅ <code>{ $chat_id }</code> цяпер можа заказваць песні.
access-denied = 🚫 <code>{ $chat_id }</code> больш не можа заказваць песні.
access-denied-admin = 🚫 Чат <code>{ $chat_id }</code> закрыты, але гэта адміністратар бота (ADMIN_USER_IDS), а адміністратары могуць заказваць песні дзе заўгодна.
access-header = 🔐 <b>Хто можа заказваць песні</b> (ACCESS={ $mode ->
        [open] open: усе; спісы ніжэй будуць дзейнічаць, калі ACCESS стане private
       *[private] private: адміністратары і чаты ніжэй
    })
access-denied-ended = { $count ->
        [one] Скасавана { $count } песня, якая чакала там у чарзе; на яе нічога не выдаткавана.
        [few] Скасаваны { $count } песні, якія чакалі там у чарзе; на іх нічога не выдаткавана.
        [many] Скасавана { $count } песень, якія чакалі там у чарзе; на іх нічога не выдаткавана.
       *[other] Скасавана { $count } песні, якія чакалі там у чарзе; на іх нічога не выдаткавана.
    }
access-open-note = Звярніце ўвагу: з ACCESS=open заказваць могуць усе, таму гэта падзейнічае, толькі калі ACCESS стане private.
access-admins = Адміністратары: { $ids }
access-configured = З ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>Дазволена праз /allow:</b>
access-list-denied = <b>Забаронена праз /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …і яшчэ { $count }.

## /pause і /resume

pause-done = ⏸ Адпраўка прыпынена. Новыя заяўкі прымаюцца і чакаюць у чарзе; песні, ужо перададзеныя ў сэрвіс, усё роўна прыйдуць. /resume зноў запускае адпраўку.
pause-already = Адпраўку ўжо прыпыніў адміністратар. /resume зноў яе запускае.
resume-done = { $reason ->
        [admin] ▶️ Адпраўка зноў працуе.
        [lifted] ▶️ Паўза адміністратараў знятая.
       *[none] Адміністратар адпраўку не прыпыняў.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ Новыя песні ўсё яшчэ чакаюць музычны сэрвіс: кашалёк пусты (402). Я спрабую зноў проста цяпер; яны пачнуцца самі, як толькі сэрвіс прыме песню.
       *[key] ⏸ Новыя песні ўсё яшчэ чакаюць музычны сэрвіс: ён не прымае API-ключ (401). Я спрабую зноў проста цяпер; яны пачнуцца самі, як толькі сэрвіс прыме песню.
    }

## Апавяшчэнні (адно на здарэнне і яшчэ адно, калі яно мінула)

alert-jobs = ⚠️ { $count ->
        [one] { $count } генерацыя запар не завяршылася
        [few] { $count } генерацыі запар не завяршыліся
        [many] { $count } генерацый запар не завяршыліся
       *[other] { $count } генерацыі запар не завяршыліся
    }: з памылкай у музычным сэрвісе — { $failed }, даўжэй за { $minutes } хв — { $expired }. Іх аўтарам паведамілі (за няўдалую генерацыю грошы не спісваюцца). Праверце стан сэрвісу.
alert-jobs-over = ✅ Генерацыі зноў завяршаюцца: адна толькі што гатовая.

## /report: апошнія 30 дзён на графіку (словы графіка малююцца простым тэкстам)

report-empty = За апошнія { $days } дзён не пачата ніводнага трэка і нічога не выдаткавана, таму маляваць пакуль няма чаго. /quota пакажа лічбы за сёння.
report-caption = 📈 Апошнія { $days } дзён: { $tracks ->
        [one] пачаты { $tracks } трэк
        [few] пачаты { $tracks } трэкі
        [many] пачата { $tracks } трэкаў
       *[other] пачата { $tracks } трэка
    }, выдаткавана { $byn } BYN. /quota пакажа лічбы за сёння.
report-title = Апошнія { $days } дзён
report-tracks-axis = За дзень
report-limit = Дзённы ліміт ({ $limit })
report-money-axis = BYN выдаткавана за дзень
report-top-title = Найбольш за апошнія { $days } дзён
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } трэк
        [few] { $tracks } трэкі
        [many] { $tracks } трэкаў
       *[other] { $tracks } трэка
    }, { $byn } BYN

## /limit і /limits: дзённая доля трэкаў арганізацыі для чалавека ці групы

limit-usage = Напішыце, чыя доля і колькі трэкаў на дзень: <code>/limit 123456789 3</code> для чалавека (яго песні ва ўсіх чатах), <code>/limit -1001234567890 5</code> для групы (доля агульная для ўсіх удзельнікаў), <code>0</code> — ніводнага трэка, <code>off</code> — прыбраць долю. У групе проста <code>/limit 5</code> азначае гэтую групу. Дадайце <code>lyrics</code>, каб задаць дзённую долю тэкстаў ад тэкставай мадэлі: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = «{ $value }» — не id чата: id чалавека — гэта лік накшталт <code>123456789</code>, id групы пачынаецца з мінуса, напрыклад <code>-1001234567890</code>.
limit-bad-number = «{ $value }» — не колькасць трэкаў: напішыце цэлы лік ад 0 да { $max } або <code>off</code>, каб прыбраць долю.
limit-negative = Доля не можа быць адмоўнай ({ $value }): напішыце <code>0</code>, каб не даваць ніводнага трэка, або <code>off</code>, каб прыбраць долю.
limit-set = ✅ { $whose ->
        [group] Група <code>{ $id }</code> можа пачынаць { $tracks } { $tracks ->
            [one] трэк
            [few] трэкі
            [many] трэкаў
           *[other] трэка
        } на дзень, на ўсіх удзельнікаў разам.
       *[user] <code>{ $id }</code> можа пачынаць { $tracks } { $tracks ->
            [one] трэк
            [few] трэкі
            [many] трэкаў
           *[other] трэка
        } на дзень, ва ўсіх чатах.
    } Выкарыстана сёння: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] Ніхто ў групе <code>{ $id }</code> цяпер не можа пачаць там трэк.
       *[user] <code>{ $id }</code> цяпер не можа пачынаць трэкі.
    } Песні чакаюць у чарзе; <code>/limit { $id } off</code> прыбірае долю.
limit-off = ✅ Доля <code>{ $id }</code> прыбрана. { $fallback ->
        [default] Зноў дзейнічае USER_DAILY_LIMIT: { $default } на дзень.
        [chat] На тое, што чат просіць ад свайго імя, зноў дзейнічае USER_DAILY_LIMIT: { $default } на дзень; агульнай долі ў яго ўдзельнікаў няма.
       *[none] Дзейнічае толькі ліміт арганізацыі.
    }
limit-off-none = У <code>{ $id }</code> не было ўласнай долі; нічога не змянілася.
limits-header = 🎟 <b>Дзённыя долі трэкаў арганізацыі</b>
limits-default = { $fallback ->
        [default] Усе астатнія, у тым ліку каналы і чаты, што пішуць ад свайго імя: па { $default } на дзень (USER_DAILY_LIMIT). Удзельнікі групы разам маюць толькі долю, зададзеную тут.
       *[none] Усе астатнія не маюць уласнай долі (USER_DAILY_LIMIT=0), дзейнічае толькі ліміт арганізацыі.
    }
limits-none = Доляў пакуль няма: <code>/limit 123456789 3</code> задае долю.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(група)
       *[user] {""}
    }: сёння выкарыстана { $used } з { $tracks }
quota-shares = <b>Дзённыя долі</b>

## Тэкставая мадэль сёння (/quota) і доля чалавека ў ёй (/limit <id> <n> lyrics)

quota-lyrics = Тэксты сёння (выклікі тэкставай мадэлі): { $used } { $limited ->
        [yes] з { $limit } (засталося { $left }, ORG_TEXT_DAILY_LIMIT)
       *[no] (без дзённага ліміту: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] па { $own } на дзень на кожнага чалавека або чат ад свайго імя (USER_TEXT_DAILY_LIMIT)
       *[no] без ліміту на чалавека (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Найбольш тэкстаў сёння</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = Сёння тэкстаў яшчэ не пісалі.
limit-lyrics-set = ✅ <code>{ $id }</code> можа рабіць { $calls } { $calls ->
        [one] выклік
        [few] выклікі
        [many] выклікаў
       *[other] выкліку
    } тэкставай мадэлі на дзень (тэксты і іх перапісванне), ва ўсіх чатах. Сёння выкарыстана: { $used }.
limit-lyrics-off = ✅ Доля тэкстаў <code>{ $id }</code> прыбрана. { $fallback ->
        [default] Зноў дзейнічае USER_TEXT_DAILY_LIMIT: { $default } на дзень.
       *[none] Дзейнічае толькі ліміт арганізацыі (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = У <code>{ $id }</code> не было ўласнай долі тэкстаў; нічога не змянілася.
report-tracks-bars = Пачата трэкаў
report-lyrics-bars = Напісана тэкстаў (выклікі тэкставай мадэлі)
