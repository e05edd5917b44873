## For the bot's admins only (ADMIN_USER_IDS)

admin-only = Este comando es solo para los administradores del bot.

## /quota

quota-header = 📊 <b>La organización hoy</b>
quota-tracks = Pistas hoy: { $used } de { $limit } (quedan { $left })
quota-active = Generándose ahora: { $active } de { $limit }
quota-waiting = Esperando en la cola del bot: { $waiting }
quota-spent = Gastado: { $today } BYN hoy, { $month } BYN este mes
quota-submissions = { $reason ->
        [wallet] ⏸ El servicio ha pausado los envíos: no queda saldo (402). Se reanudan solos cuando acepte una canción tras una recarga; /resume lo intenta ahora mismo.
        [key] ⏸ Envíos en pausa: el servicio rechaza la clave de API (401). Revisa API_KEY.
        [address] ⏸ Envíos en pausa: MUSIC_API_URL no apunta a ningún servicio de música (404 a una canción nueva). Corrige la dirección y reinicia.
        [admin] ⏸ Un administrador ha pausado los envíos. /resume los reanuda.
        [token] ⏸ Las canciones nuevas esperan: Telegram rechaza el token del bot (401). Configura un TELEGRAM_BOT_TOKEN válido y reinicia; no se pierde nada pendiente.
        [telegram] ⏸ Las canciones nuevas esperan: Telegram no responde. Empezarán solas cuando vuelva.
        [disk] ⏸ Las canciones nuevas esperan: el disco de DATA_DIR no tiene espacio para la siguiente pista. Libera espacio; empezarán solas.
       *[none] ▶️ Los envíos están en marcha.
    }
quota-jobs-failing = ⚠️ Las generaciones siguen fallando o caducando en el servicio.
quota-top-chats = <b>Chats con más pistas este mes</b>
quota-top-users = <b>Usuarios con más pistas este mes</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } pista
        [many] { $tracks } de pistas
       *[other] { $tracks } pistas
    }, { $byn } BYN
quota-top-none = Aún no hay pistas.

## /allow, /deny, /access

access-usage = Escribe el id del chat después del comando, p. ej. <code>/{ $command } 123456789</code> para una persona o <code>/{ $command } -1001234567890</code> para un grupo. En un grupo, <code>/{ $command }</code> sin nada más se refiere a este grupo.
access-allowed = ✅ <code>{ $chat_id }</code> ya puede pedir canciones.
access-denied = 🚫 <code>{ $chat_id }</code> ya no puede pedir canciones.
access-denied-admin = 🚫 <code>{ $chat_id }</code> queda bloqueado como chat, pero es uno de los administradores del bot (ADMIN_USER_IDS), que pueden pedir en cualquier sitio.
access-header = 🔐 <b>Quién puede pedir canciones</b> (ACCESS={ $mode ->
        [open] open: todo el mundo; las listas de abajo se aplican cuando ACCESS sea private
       *[private] private: los administradores y los chats de abajo
    })
access-denied-ended = { $count ->
        [one] Se canceló una canción que esperaba allí en la cola; no se gastó nada en ella.
        [many] Se cancelaron { $count } de canciones que esperaban allí en la cola; no se gastó nada en ellas.
       *[other] Se cancelaron { $count } canciones que esperaban allí en la cola; no se gastó nada en ellas.
    }
access-open-note = Nota: con ACCESS=open cualquiera puede pedir, así que esto solo tendrá efecto cuando ACCESS sea private.
access-admins = Administradores: { $ids }
access-configured = De ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>Permitidos con /allow:</b>
access-list-denied = <b>Bloqueados con /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …y { $count } más.

## /pause and /resume

pause-done = ⏸ Envíos en pausa. Las solicitudes nuevas se aceptan y esperan en la cola; las canciones que ya están en el servicio siguen llegando. /resume los reanuda.
pause-already = Un administrador ya ha pausado los envíos. /resume los reanuda.
resume-done = { $reason ->
        [admin] ▶️ Los envíos vuelven a estar en marcha.
        [lifted] ▶️ Se ha levantado la pausa de los administradores.
       *[none] Ningún administrador había pausado los envíos.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ Las canciones nuevas siguen esperando al servicio de música: no queda saldo (402). Lo vuelvo a intentar ahora; empezarán solas cuando acepte una canción.
       *[key] ⏸ Las canciones nuevas siguen esperando al servicio de música: rechaza la clave de API (401). Lo vuelvo a intentar ahora; empezarán solas cuando acepte una canción.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ { $count } generaciones seguidas no terminaron: { $failed } fallaron en el servicio de música y { $expired } tardaron más de { $minutes } min. Ya se avisó a sus usuarios (una generación fallida no se cobra). Revisa el estado del servicio.
alert-jobs-over = ✅ Las generaciones vuelven a terminar: una acaba de completarse.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = En los últimos { $days } días no se inició ninguna pista ni se gastó nada, así que aún no hay gráfico que dibujar. /quota muestra las cifras de hoy.
report-caption = 📈 Los últimos { $days } días: { $tracks ->
        [one] { $tracks } pista iniciada
        [many] { $tracks } de pistas iniciadas
       *[other] { $tracks } pistas iniciadas
    }, { $byn } BYN gastados. /quota muestra las cifras de hoy.
report-title = Los últimos { $days } días
report-tracks-axis = Por día
report-limit = Límite diario ({ $limit })
report-money-axis = BYN gastados por día
report-top-title = Usuarios con más pistas en los últimos { $days } días
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } pista
        [many] { $tracks } de pistas
       *[other] { $tracks } pistas
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = Escribe de quién es el cupo y cuántas pistas al día: <code>/limit 123456789 3</code> para una persona (sus canciones en todos los chats), <code>/limit -1001234567890 5</code> para un grupo (lo comparten sus miembros), <code>0</code> para ninguna pista, <code>off</code> para quitar el cupo. En un grupo, <code>/limit 5</code> sin más se refiere a este grupo. Añade <code>lyrics</code> para fijar en su lugar un cupo diario de letras escritas por el modelo de texto: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = «{ $value }» no es un id de chat: el id de una persona es un número como <code>123456789</code>, y el de un grupo empieza con un signo menos, como <code>-1001234567890</code>.
limit-bad-number = «{ $value }» no es un número de pistas: escribe un número entero de 0 a { $max }, u <code>off</code> para quitar el cupo.
limit-negative = Un cupo no puede ser negativo ({ $value }): escribe <code>0</code> para ninguna pista, u <code>off</code> para quitar el cupo.
limit-set = ✅ { $whose ->
        [group] El grupo <code>{ $id }</code> puede iniciar { $tracks } { $tracks ->
            [one] pista
            [many] de pistas
           *[other] pistas
        } al día, compartidas entre sus miembros.
       *[user] <code>{ $id }</code> puede iniciar { $tracks } { $tracks ->
            [one] pista
            [many] de pistas
           *[other] pistas
        } al día, en todos los chats.
    } Usadas hoy: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] Nadie del grupo <code>{ $id }</code> puede iniciar pistas allí por ahora.
       *[user] <code>{ $id }</code> no puede iniciar pistas por ahora.
    } Sus canciones esperan en la cola; <code>/limit { $id } off</code> quita el cupo.
limit-off = ✅ Se ha quitado el cupo de <code>{ $id }</code>. { $fallback ->
        [default] Vuelve a aplicarse USER_DAILY_LIMIT: { $default } al día.
        [chat] Lo que el chat pida en su propio nombre vuelve a tener USER_DAILY_LIMIT: { $default } al día; sus miembros, en conjunto, no tienen cupo.
       *[none] Solo se aplica el límite de la organización.
    }
limit-off-none = <code>{ $id }</code> no tenía cupo propio; no ha cambiado nada.
limits-header = 🎟 <b>Cupos diarios de las pistas de la organización</b>
limits-default = { $fallback ->
        [default] Todos los demás, incluidos los canales y los chats que piden en su propio nombre: { $default } al día cada uno (USER_DAILY_LIMIT). Los miembros de un grupo, en conjunto, solo tienen el cupo que se fije aquí.
       *[none] Todos los demás: sin cupo propio (USER_DAILY_LIMIT=0), solo el límite de la organización.
    }
limits-none = Aún no hay cupos: <code>/limit 123456789 3</code> fija uno.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(grupo)
       *[user] {""}
    }: { $used } de { $tracks } usadas hoy
quota-shares = <b>Cupos diarios</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Letras hoy (llamadas al modelo de texto): { $used } { $limited ->
        [yes] de { $limit } (quedan { $left }, ORG_TEXT_DAILY_LIMIT)
       *[no] (sin límite diario: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] { $own } al día por cada persona o chat que pide en su propio nombre (USER_TEXT_DAILY_LIMIT)
       *[no] sin límite por persona (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Quién ha pedido más letras hoy</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = Hoy no se ha escrito ninguna letra.
limit-lyrics-set = ✅ <code>{ $id }</code> puede hacer { $calls } { $calls ->
        [one] llamada
        [many] de llamadas
       *[other] llamadas
    } al día al modelo de texto (letras escritas o reescritas), en todos los chats. Usadas hoy: { $used }.
limit-lyrics-off = ✅ Se ha quitado el cupo de letras de <code>{ $id }</code>. { $fallback ->
        [default] Vuelve a aplicarse USER_TEXT_DAILY_LIMIT: { $default } al día.
       *[none] Solo se aplica el límite de la organización (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code> no tenía cupo de letras propio; no ha cambiado nada.
report-tracks-bars = Pistas iniciadas
report-lyrics-bars = Letras escritas (llamadas al modelo de texto)
