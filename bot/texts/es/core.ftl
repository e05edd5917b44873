## Greeting and help

start =
    ¡Hola{ $has_name ->
        [yes] , { $name }
       *[no] {""}
    }! Convierto letras en canciones cantadas. 🎤

    Envíame una letra con etiquetas de sección, cada una en su propia línea:
    <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.
    O escribe <code>/lyrics</code> y pon la letra en las líneas siguientes.
    ¿Aún no tienes letra? Escribe <code>/song</code> y un tema: la escribo yo y te la muestro primero.

    /style fija el sonido (instrumentos, ambiente, voz), /duration la duración,
    /status muestra cómo van tus canciones. En /help tienes los detalles.

help =
    <b>Cómo conseguir una canción</b>
    Envía la letra con etiquetas de sección en líneas propias, por ejemplo:
    <code>[verse]
    Luz de la mañana en la ventana
    {"["}chorus]
    Cántalo fuerte, cántalo ya</code>
    o escribe <code>/lyrics</code> y la letra en las líneas siguientes.

    <b>Comandos</b>
    /lyrics — crea una canción con la letra que va debajo del comando
    /song — una letra escrita para ti sobre un tema (<code>/song un domingo lluvioso</code>), que ves antes de gastar ninguna pista
    /style — muestra o fija el estilo (<code>/style synth pop soñador, voz femenina</code>; <code>/style reset</code>), o elige un género y un ambiente con sus botones
    /duration — muestra o fija la duración máxima de la pista, de 10 a 300 segundos
    /status — tus solicitudes aquí y en qué punto está cada una
    /cancel — cancela las solicitudes que aún esperan en la cola
    /lang — elige el idioma en que te respondo

    Las canciones se hacen de una en una o de dos en dos y tardan unos minutos; te iré avisando.
    📤 Para compartir una canción tuya en cualquier chat, escribe <code>@{ $bot }</code> en el campo de mensaje y elige la canción: no se gasta ninguna pista nueva.

help-group =
    <b>Canciones en este grupo</b>
    Usa <code>/lyrics</code> con la letra en las líneas siguientes, o responde a uno de mis mensajes con una letra con etiquetas.
    <code>/song</code> y un tema: escribo la letra y la muestro antes de gastar ninguna pista.
    /style y /duration se aplican a todo el grupo; /status muestra las solicitudes del grupo.
    📤 Para compartir una canción tuya, escribe <code>@{ $bot }</code> en el campo de mensaje de cualquier chat y elígela.

    Solo veo los comandos y las respuestas a mis mensajes (modo de privacidad de Telegram), así que el resto de la conversación queda en privado.

## Asking for songs

lyrics-usage =
    Pon la letra en las líneas que van después de <code>/lyrics</code>, por ejemplo:
    <code>/lyrics
    {"["}verse]
    Luz de la mañana en la ventana
    {"["}chorus]
    Cántalo fuerte, cántalo ya</code>
lyrics-empty = Esta letra está vacía: no hay palabras que cantar. Envía la letra con líneas <code>[verse]</code> o <code>[chorus]</code>.
lyrics-no_words = Encontré etiquetas de sección, pero ninguna palabra que cantar. Pon la letra debajo de las etiquetas.
lyrics-trimmed = Tu letra tenía { $length } caracteres; el servicio admite como máximo { $limit }, así que conservé las secciones que caben.
access-refused =
    Lo siento, este bot solo hace canciones para las personas que han autorizado sus administradores.
    Tu id es <code>{ $user_id }</code>: envíaselo a un administrador de este bot para pedir acceso.
untagged-hint =
    Para crear una canción, envía una letra con etiquetas de sección en líneas propias (<code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>), o escribe <code>/lyrics</code> con la letra debajo. /help muestra un ejemplo.
not-text = Solo puedo trabajar con texto: envíame una letra, o /help para ver cómo.
unknown-command = No conozco ese comando. /help muestra lo que sé hacer.
error-generic = Algo ha fallado por mi parte. No se ha perdido nada de lo que enviaste; vuelve a intentarlo en un momento.
error-storage = Ahora mismo no puedo guardar nada (mi almacenamiento está lleno o falla). No se ha perdido nada de lo que enviaste antes; vuelve a intentarlo en unos minutos.
error-service = El servicio de música no está respondiendo como debería. Solo se cobran las canciones terminadas; vuelve a intentarlo en unos minutos.

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ ¡Recibido! Tu canción está en la cola: puesto { $place }, lista en unos { $minutes } min.
    Pistas que le quedan hoy a la organización: { $left }.
place-exact = { $place }
place-far = { $step }+
waiting-far =
    ⏳ ¡Recibido! Tu canción está en la cola: puesto { $place }.
    Avanza a medida que se hacen las canciones que van delante; el puesto y la hora exactos aparecerán aquí cuando esté entre las { $exact } primeras.
waiting-busy = ⏳ El servicio de música está ocupado ahora mismo. Tu canción conserva su puesto ({ $place }) y empezará automáticamente cuando se libere.
waiting-unavailable = ⏳ El servicio de música no está disponible temporalmente. Tu canción conserva su puesto ({ $place }) y empezará automáticamente cuando el servicio vuelva.
waiting-wallet = ⏳ Se agotó el saldo de la organización para canciones, así que las canciones están en espera. Tu canción conserva su puesto ({ $place }) y empezará en cuanto se recargue el saldo; ya se avisó a los administradores.
waiting-key = ⏳ El bot está fuera de servicio por ahora (se le denegó el acceso al servicio de música). Tu canción conserva su puesto ({ $place }); ya se avisó a los administradores.
waiting-address = ⏳ El bot tiene configurada una dirección incorrecta del servicio de música, así que las canciones nuevas están en espera. Tu canción conserva su puesto ({ $place }); ya se avisó a los administradores.
waiting-user-limit = ⏳ Ya usaste todas tus canciones de hoy. Esta conserva su puesto ({ $place }) y empezará cuando se renueve el cupo diario, a las { $starts }.
waiting-chat-limit = ⏳ Este grupo ya usó todas sus canciones de hoy. La tuya conserva su puesto ({ $place }) y empezará cuando se renueve el cupo diario, a las { $starts }.
share-left = { $whose ->
        [group] 👥 Cupo del grupo
       *[own] 🎟 Tu cupo
    }: quedan { $left } de { $tracks } hoy.
waiting-admin = ⏳ Un administrador ha pausado las canciones nuevas por un tiempo. Tu canción conserva su puesto ({ $place }) y empezará cuando se reanuden.
waiting-token = ⏳ Ahora mismo el bot no consigue comunicarse bien con Telegram, así que las canciones nuevas están en espera. La tuya conserva su puesto ({ $place }); ya se avisó a los administradores.
waiting-telegram = ⏳ Telegram no le responde al bot ahora mismo, así que las canciones nuevas están en espera (no se pudieron enviar). La tuya conserva su puesto ({ $place }) y empezará sola cuando Telegram vuelva.
waiting-disk = ⏳ El bot no tiene espacio para guardar canciones nuevas, así que están en espera. La tuya conserva su puesto ({ $place }) y empezará sola cuando haya espacio; ya se avisó a los administradores.
waiting-tomorrow = ⏳ Ya se usaron todas las pistas de hoy. Tu canción conserva su puesto ({ $place }) y empezará cuando se renueve el cupo diario, a las { $starts }.
progress-submitting = 📤 Enviando tu canción al servicio de música…
progress-queued = 🎼 Tu canción está en espera en el servicio de música. ({ $elapsed })
progress-running = 🎙 Se está generando tu canción; tarda unos minutos. ({ $elapsed })
progress-sending = 📦 Tu canción está lista; preparando el archivo…
progress-not-known = ❔ El servicio de música dice que no conoce «{ $title }». Puede que aún la esté haciendo, así que sigo comprobándolo durante { $hours } horas desde que la envié: si la canción aparece, llegará aquí. Solo se cobran las canciones terminadas.

## How a request ended without a song

outcome-failed = ❌ Falló la generación de «{ $title }» en el servicio de música. Una generación fallida no se cobra. Vuelve a enviar la letra para intentarlo otra vez.
outcome-lost = ❌ El servicio de música sigue diciendo que no conoce «{ $title }», un día después de que se la enviara, así que dejé de esperarla. Nunca informó de que la canción estuviera terminada, y solo se cobran las canciones terminadas. Vuelve a enviar la letra para intentarlo otra vez.
outcome-expired = ⌛ «{ $title }» está tardando más de { $minutes } minutos. Sigo esperándola: si el servicio de música la hace, te la enviaré aquí, aunque sea tarde, y si no, te avisaré. Solo se cobran las canciones terminadas.
outcome-never-finished = ⌛ El servicio de música aún no había terminado «{ $title }» { $hours } horas después de que se la enviara, así que dejé de esperarla. Nunca informó de que la canción estuviera terminada, y solo se cobran las canciones terminadas. Vuelve a enviar la letra para intentarlo otra vez.
outcome-rejected = 🚫 El servicio de música rechazó «{ $title }»: { $reason }. Cambia la letra o los ajustes y vuelve a enviarla.
outcome-unknown = ❓ Envié «{ $title }» al servicio de música, pero no obtuve respuesta, así que no sé si la aceptó. No la reenviaré por mi cuenta, para que nunca se te cobre dos veces. Toca «Reintentar» para enviarla otra vez.
outcome-cancelled = 🗑 Se canceló «{ $title }».
outcome-chat-gone = 🚫 Se canceló «{ $title }»: no puedo enviarte canciones por privado (me bloqueaste o aún no has iniciado un chat conmigo). No se cobró nada. Inicia un chat conmigo y vuelve a pedirla.
outcome-denied = 🚫 Se canceló «{ $title }»: este chat ya no puede pedir canciones. No se cobró nada.

## Buttons and their answers

button-retry = 🔁 Reintentar
button-lossless = 💿 Sin pérdidas
button-stale = Este botón ya no está activo.
button-not-yours = Este botón es de la persona que pidió la canción.
retry-queued = De vuelta en la cola.
lossless-preparing = Preparando el archivo sin pérdidas…
lossless-failed = Lo siento, ahora mismo no pude enviar el archivo sin pérdidas. Vuelve a tocar el botón más tarde.
lossless-too-large = El archivo sin pérdidas supera los { $limit } MB que un bot puede subir, incluso en FLAC, así que no se puede enviar aquí.

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] Estilo: { $style }
       *[no] Estilo: predeterminado
    }
    Duración: { $length } · Precio: { $price } BYN{ $in_group ->
        [yes] {"\u000A"}Pedida por: { $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = Aún no se han pedido canciones en este chat. Envía una letra para empezar.
status-header = <b>Canciones de este chat</b>
status-line = #{ $id } «{ $title }» — { $state ->
        [draft] 📝 letra mostrada, esperando tu visto bueno
        [waiting] ⏳ esperando en la cola, puesto { $place }
        [submitting] 📤 enviándose al servicio
        [queued] 🎼 en espera en el servicio
        [running] 🎙 generándose
        [completed] 📦 entregándose
        [delivered] ✅ entregada
        [failed] ❌ falló (no se cobra)
        [expired] ⌛ tarda mucho, aún se espera
        [rejected] 🚫 rechazada por el servicio
        [unknown] ❓ sin respuesta del servicio
        [cancelled] 🗑 cancelada
       *[other] { $state }
    }
cancel-done = { $count ->
        [one] Se canceló 1 canción en espera.
        [many] Se cancelaron { $count } de canciones en espera.
       *[other] Se cancelaron { $count } canciones en espera.
    }
cancel-nothing = No tienes canciones esperando en la cola aquí. Las canciones que ya están en el servicio de música no se pueden cancelar.

## /style and /duration

style-current = Estilo en este chat: <i>{ $style }</i>
style-none = No hay estilo fijado en este chat: lo elige el servicio. Fija uno con <code>/style synth pop soñador, voz femenina</code>.
style-set = Estilo fijado: <i>{ $style }</i>
style-reset = Estilo borrado: a partir de ahora lo elige el servicio.
style-too-long = Ese estilo tiene { $length } caracteres; el máximo es { $limit }. Se mantiene el estilo anterior.
duration-current = Aquí las canciones duran como máximo { $seconds } segundos. Cámbialo con <code>/duration 90</code> (10–300).
duration-set = Aquí las canciones durarán como máximo { $seconds } segundos.
duration-invalid = La duración debe ser un número entero de segundos de { $low } a { $high }, p. ej. <code>/duration 90</code>.

## Alerts to the bot's admins

alert-wallet = ⚠️ El servicio de música dice que se agotó el saldo de la organización (402). Las canciones nuevas están en espera en la cola; recarga el saldo en la consola. Reanudaré los envíos por mi cuenta cuando el servicio acepte una canción; tras una recarga, /resume hace que lo intente al instante.
alert-wallet-over = ✅ Vuelve a haber saldo: las canciones se están haciendo de nuevo.
alert-key = ⚠️ El servicio de música rechazó la clave de API del bot (401). Las canciones nuevas están en espera; revisa API_KEY en la configuración del bot.
alert-key-over = ✅ La clave de API vuelve a ser aceptada: las canciones se están haciendo de nuevo.
alert-address = ⚠️ La dirección del servicio de música respondió 404 a una canción nueva: en MUSIC_API_URL no hay ningún servicio de música (la dirección debe terminar en /api/v1/music). Las canciones nuevas están en espera y no se cobró nada; corrige MUSIC_API_URL y reinicia el bot.
alert-address-over = ✅ El servicio de música vuelve a aceptar canciones en su dirección: las canciones se están haciendo de nuevo.
alert-token = ⚠️ Telegram rechazó el token del bot (401). Mientras tanto no se inició ninguna canción nueva; las canciones ya pagadas se conservaron.
alert-token-over = ✅ Telegram vuelve a aceptar el token del bot. Las canciones nuevas vuelven a empezar, y las que se hicieron entretanto se están enviando ahora.
alert-disk = ⚠️ El disco de DATA_DIR está lleno: quedan { $free } MB libres y la siguiente pista necesita { $needed } MB. Las canciones nuevas esperan en la cola y no se gasta ninguna pista; las canciones ya pagadas se conservan y se enviarán cuando haya espacio. Libera espacio: todo se reanudará solo.
alert-disk-over = ✅ Vuelve a haber espacio en el disco: las canciones nuevas vuelven a empezar y las que esperaban se están enviando.
alert-text-key = ⚠️ El modelo de texto rechazó la clave de API del bot (401), así que /song no puede escribir letras; se pide a la gente que envíe las suyas. Revisa API_KEY y TEXT_MODEL en la configuración del bot.
alert-text-key-over = ✅ El modelo de texto vuelve a aceptar la clave: /song vuelve a escribir letras.
alert-text-budget = ⚠️ Se agotó el presupuesto del modelo de texto, así que /song no puede escribir letras; se pide a la gente que envíe las suyas. Recárgalo en la consola.
alert-text-budget-over = ✅ El modelo de texto vuelve a responder: /song vuelve a escribir letras.

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = Este chat no puede pedir canciones ahora, así que no se envió nada ni se gastó ninguna pista. Pide acceso a un administrador del bot.
draft-footer-denied = 🚫 No se hizo: este chat no puede pedir canciones ahora, y no se gastó ninguna pista. Cuando un administrador del bot lo autorice, vuelve a tocar el primer botón.

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = Aún no tienes canciones: toca aquí para crear una
inline-none-found = Ninguna de tus canciones tiene «{ $words }» en el título
inline-share-hint = 📤 Para compartir una canción en cualquier chat, escribe <code>@{ $bot }</code> en el campo de mensaje y elige la canción: se envía de nuevo, sin crear ninguna pista nueva.
inline-off-admin = ℹ️ El modo inline está desactivado en este bot, así que la gente no puede compartir sus canciones en otros chats. Actívalo en @BotFather: /setinline.
