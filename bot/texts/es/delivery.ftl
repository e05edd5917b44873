## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ «{ $title }» se hizo y se cobró ({ $price } BYN), pero tras muchos intentos no pude traerla a este chat. Avisa a los administradores del bot, por favor.
delivery-file-gone = ❌ «{ $title }» se hizo y se cobró ({ $price } BYN), pero el servicio de música ya no tiene su archivo: respondía una y otra vez que el archivo no existe, así que no pude descargarlo. Avisa a los administradores del bot, por favor.
delivery-file-incomplete = ❌ «{ $title }» se hizo y se cobró ({ $price } BYN), pero el archivo que entrega el servicio de música está incompleto: contiene { $got } de { $length }. Lo descargué { $tries } veces y nunca llegó entero, así que no envié una canción rota. Avisa a los administradores del bot, por favor.
delivery-file-unreadable = ❌ «{ $title }» se hizo y se cobró ({ $price } BYN), pero el archivo que entrega el servicio de música está dañado: lo descargué { $tries } veces y no pude leerlo. Avisa a los administradores del bot, por favor.
mytracks-header = { $count ->
        [1] 🎵 Tu canción en este chat. Tócala para recibirla otra vez:
       *[other] 🎵 Tus últimas { $count } canciones en este chat. Toca una para recibirla otra vez:
    }
mytracks-empty = Aún no tienes canciones entregadas en este chat. Envía una letra para crear una.
mytracks-button = { $title } · { $length }
track-sending = Enviándola de nuevo…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 Letra
lyrics-header = 📝 La letra de «{ $title }»:
song-words-none = Esta canción no tiene letra que mostrar.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>, tu tema del foro se cerró o se eliminó, así que esto llega aquí:
topic-gone-chat = { $name }, tu tema del foro se cerró o se eliminó, así que esto llega aquí:
topic-closed-private = ℹ️ El grupo donde lo pediste está cerrado para mí, incluido su tema General, así que esto llega aquí:
topic-closed-admins = ℹ️ No se pudo enviar un mensaje para <a href="tg://user?id={ $id }">{ $name }</a> en el chat { $chat }: su tema del foro y el tema General están cerrados, y no puedo escribirle en privado. Aquí está:
song-waits-admins = ℹ️ La canción «{ $title }» para <a href="tg://user?id={ $id }">{ $name }</a>, pedida en el chat <code>{ $chat }</code>, está esperando: allí su tema del foro y el tema General están cerrados, y esa persona no ha abierto un chat conmigo, así que no puedo enviársela en privado. Le llegará en cuanto me escriba.
song-waits-admins-chat = ℹ️ La canción «{ $title }» para { $name }, pedida en el chat <code>{ $chat }</code>, está esperando: allí su tema del foro y el tema General están cerrados. Se enviará en cuanto se abra uno de los dos.
topic-closed-admins-chat = ℹ️ No se pudo enviar un mensaje para { $name } en el chat { $chat }: su tema del foro y el tema General están cerrados. Aquí está:
