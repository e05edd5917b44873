## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ «{ $title }» è stata creata e addebitata ({ $price } BYN), ma dopo molti tentativi non è stato possibile consegnarla in questa chat. Avvisa gli admin del bot.
delivery-file-gone = ❌ «{ $title }» è stata creata e addebitata ({ $price } BYN), ma il servizio musicale non ha più il suo file: continuava a rispondere che il file non esiste, quindi non è stato possibile scaricarlo. Avvisa gli admin del bot.
delivery-file-incomplete = ❌ «{ $title }» è stata creata e addebitata ({ $price } BYN), ma il file fornito dal servizio musicale è incompleto: contiene { $got } su { $length }. L'ho scaricato { $tries } volte senza mai ottenerlo intero, quindi non ho inviato una canzone difettosa. Avvisa gli admin del bot.
delivery-file-unreadable = ❌ «{ $title }» è stata creata e addebitata ({ $price } BYN), ma il file fornito dal servizio musicale è danneggiato: l'ho scaricato { $tries } volte e non è stato possibile leggerlo. Avvisa gli admin del bot.
mytracks-header = { $count ->
        [1] 🎵 La tua canzone in questa chat. Toccala per riaverla:
       *[other] 🎵 Le tue ultime { $count } canzoni in questa chat. Toccane una per riaverla:
    }
mytracks-empty = Non hai ancora canzoni consegnate in questa chat. Manda un testo per crearne una.
mytracks-button = { $title } · { $length }
track-sending = La reinvio…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 Testo
lyrics-header = 📝 Il testo di «{ $title }»:
song-words-none = Questa canzone non ha parole da mostrare.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>, il tuo argomento è stato chiuso o eliminato, quindi questo messaggio arriva qui:
topic-gone-chat = { $name }, il tuo argomento è stato chiuso o eliminato, quindi questo messaggio arriva qui:
topic-closed-private = ℹ️ Il gruppo in cui hai chiesto la canzone è chiuso per me, anche il suo argomento Generale, quindi questo messaggio arriva qui:
topic-closed-admins = ℹ️ Non è stato possibile inviare un messaggio per <a href="tg://user?id={ $id }">{ $name }</a> nella chat { $chat }: il suo argomento e l'argomento Generale sono chiusi, e non posso scrivere in privato a questa persona. Eccolo:
song-waits-admins = ℹ️ La canzone «{ $title }» per <a href="tg://user?id={ $id }">{ $name }</a>, chiesta nella chat <code>{ $chat }</code>, è in attesa: lì il suo argomento e l'argomento Generale sono chiusi, e questa persona non ha avviato il bot, quindi non posso inviargliela in privato. Le arriverà appena mi scriverà.
song-waits-admins-chat = ℹ️ La canzone «{ $title }» per { $name }, chiesta nella chat <code>{ $chat }</code>, è in attesa: lì il suo argomento e l'argomento Generale sono chiusi. Partirà appena uno dei due verrà riaperto.
topic-closed-admins-chat = ℹ️ Non è stato possibile inviare un messaggio per { $name } nella chat { $chat }: il suo argomento e l'argomento Generale sono chiusi. Eccolo:
