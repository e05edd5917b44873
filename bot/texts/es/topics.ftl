## /song: lyrics written by the text model on a topic

song-usage =
    Dime de qué debe tratar la canción, por ejemplo:
    <code>/song un domingo lluvioso en Minsk</code>
    Escribiré la letra y te la mostraré antes de gastar ninguna pista.
song-disabled = En este bot no está configurada la escritura de letras a partir de un tema. Envía tu propia letra: /help muestra cómo.
song-busy = Todavía estoy escribiendo tu letra en este chat; primero llegará aquí su vista previa. Vuelve a enviar este tema cuando haya llegado.
song-busy-here = ✋ Esta letra no se escribió: se estaba escribiendo otra tuya aquí al mismo tiempo. Vuelve a enviar el tema, por favor.
song-topic-too-long = Ese tema tiene { $length } caracteres; el máximo es { $limit }. Dilo de forma más breve, o envía una letra terminada con etiquetas de sección.
song-writing = ✍️ Escribiendo la letra sobre «{ $topic }»…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ El modelo de texto rechazó la clave del bot, así que ahora no puedo escribir letras. No se gastó ninguna pista. Avisa al administrador del bot; mientras tanto, puedes enviar tu propia letra.
song-error-budget = ❌ Se agotó el presupuesto del bot para el modelo de texto, así que ahora no puedo escribir letras. No se gastó ninguna pista. Aún puedes enviar tu propia letra con etiquetas de sección.
song-error-timeout = ⌛ El modelo de texto tardó demasiado en responder. No se gastó ninguna pista; vuelve a intentarlo en un minuto.
song-error-unavailable = ❌ El modelo de texto no está disponible ahora mismo. No se gastó ninguna pista; vuelve a intentarlo más tarde.
song-error-no-lyrics = 🤔 El modelo de texto no devolvió una letra que yo pudiera usar. No se gastó ninguna pista; prueba a plantear el tema de otra forma.

## The preview of a draft

untagged-offer = Parece una letra sin etiquetas de sección. Así es como la cantaría:
preview-title = 📝 <b>{ $title }</b>
preview-topic = Tema: { $topic }
preview-shortened = … y { $more } { $more ->
        [one] carácter más, que no se muestra aquí pero también se cantará
        [many] de caracteres más, que no se muestran aquí pero se cantarán todos
       *[other] caracteres más, que no se muestran aquí pero se cantarán todos
    }. La letra termina con:
preview-style-chat = 🎨 Estilo (el de este chat): { $style }
preview-style-model = 🎨 Estilo (sugerido): { $style }
preview-style-none = 🎨 Estilo: lo elige el servicio de música
preview-duration = ⏱ Hasta { $seconds } segundos
preview-hint = «🎵 Crear la canción» gasta una pista (pistas restantes hoy: { $left }). Para cambiar la letra, responde a este mensaje con tu versión.
draft-footer-sent = ✅ Aprobada: la canción está en camino.
draft-footer-cancelled = 🗑 Cancelada. No se gastó ninguna pista.
draft-footer-writing = ✍️ Escribiendo una letra nueva…

## The preview's buttons and their answers

button-draft-go = 🎵 Crear la canción
button-draft-again = 🔄 Reescribir
button-draft-drop = ✖️ Cancelar
button-untagged-lyrics = 🎵 Usar como letra
button-untagged-topic = ✍️ Usar como tema
draft-answer-sent = ¡En camino!
draft-answer-writing = Escribiendo una letra nueva…
draft-answer-cancelled = Cancelada; no se gastó ninguna pista.
draft-answer-busy = Todavía estoy escribiendo esta letra; un momento.

## A reply to the preview

draft-replaced = ✅ Letra sustituida: la vista previa de arriba ya la muestra. Toca ahí «🎵 Crear la canción» cuando te convenza.
draft-reply-gone = Esa vista previa ya no está abierta. Empieza de nuevo con /song.
draft-reply-not-yours = Solo quien pidió esta canción puede cambiar su letra.
draft-reply-busy = Todavía estoy escribiendo una letra nueva para esta vista previa; envía tu versión cuando aparezca.
draft-reply-hint = Para sustituir la letra, responde a la vista previa con la letra nueva completa, de varias líneas.

## /lang

lang-name = Español
lang-current = Idioma: { $name }. Para cambiarlo, toca un botón de abajo o escribe <code>/lang auto</code> para seguir el idioma de tu Telegram.
lang-set = Hecho: te hablaré en español.
lang-auto = Hecho: seguiré el idioma de tu Telegram ({ $name }).
lang-unknown = No conozco ese idioma. Escribe <code>/lang</code> y toca un botón para elegir uno, o <code>/lang auto</code> para seguir el idioma de tu Telegram.

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ Tu letra tiene { $length } caracteres, pero el servicio de música admite como máximo { $limit }. Abajo está la parte que cabe ({ $kept } caracteres), cortada antes de una sección. No se envía nada hasta que toques «🎵 Cantar versión corta».
preview-hint-cut = «🎵 Cantar versión corta» gasta una pista (pistas restantes hoy: { $left }). Para cantar otra letra, responde a este mensaje con una letra de { $limit } caracteres como máximo.
button-cut-go = 🎵 Cantar versión corta
draft-footer-expired = ⌛ Esta vista previa caducó tras un día sin respuesta. No se gastó ninguna pista; vuelve a enviar la letra o /song.
draft-answer-expired = Esta vista previa caducó; vuelve a enviar la letra o /song.
preview-failed = ❌ No pude mostrarte la vista previa, así que no se cantará nada de ella. No se gastó ninguna pista; inténtalo de nuevo.
draft-replaced-cut = ✂️ Tu letra tiene { $length } caracteres, pero el servicio de música admite como máximo { $limit }. La vista previa de arriba ya muestra la parte que cabe ({ $kept } caracteres), cortada antes de una sección: toca ahí «🎵 Cantar versión corta» para cantarla.

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ Ya te escribí hoy todas las letras que puedo ({ $limit }). Puedo volver a escribir a partir de las { $until }. Las letras terminadas se siguen aceptando: envía la tuya, con o sin etiquetas de sección, o usa /lyrics.
text-refused-org = ✋ El bot ya escribió todas las letras que puede hoy ({ $limit } para todos). Puedo volver a escribir a partir de las { $until }. Las letras terminadas se siguen aceptando: envía la tuya, con o sin etiquetas de sección, o usa /lyrics.
text-refused-paused = ⏸ Las canciones están en pausa por ahora, así que no puedo escribir letras. Las letras terminadas se siguen aceptando: esperan en la cola y empiezan cuando se reanuden las canciones.
text-refused-denied = 🚫 Este chat no puede pedir letras ahora, así que no se escribió ninguna. Pide acceso a un administrador del bot.
text-answer-own = Ya te escribí las { $limit } letras de hoy; puedo volver a escribir a partir de las { $until }. Tus propias letras terminadas se siguen aceptando.
text-answer-org = El bot ya escribió las { $limit } letras que puede hoy; volverá a escribir a partir de las { $until }. Tus propias letras terminadas se siguen aceptando.
text-answer-paused = Las canciones están en pausa por ahora, así que no puedo escribir letras. Tus propias letras terminadas se siguen aceptando.
text-answer-denied = Este chat no puede pedir letras ahora; no se escribió nada.
draft-footer-rewrite-stopped = ⚠️ Me reiniciaron mientras escribía una letra nueva, así que esta sigue siendo la que tenías. Toca 🔄 Reescribir para intentarlo de nuevo.
song-error-too-slow = ⌛ Al modelo de texto se le acabó el tiempo cuando aún estaba escribiendo, y lo que llevaba no era una canción, así que lo detuve. No se gastó ninguna pista; puedes volver a pedirla ahora mismo.
song-error-too-long = 📜 La respuesta del modelo de texto se alargó mucho más que una canción, así que dejé de leerla. No se gastó ninguna pista; puedes volver a pedirla ahora mismo.
