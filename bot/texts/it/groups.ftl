## Groups and supergroups

groups-hint =
    Per creare una canzone qui, scrivi <code>/lyrics@{ $bot }</code> con il testo nelle righe successive, oppure rispondi a un mio messaggio con un testo con i tag <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.{ $topics ->
        [yes] {" "}Con <code>/song@{ $bot } un tema</code> scrivo prima io il testo.
       *[no] {""}
    }
groups-settings-refused = In un gruppo, solo i suoi admin possono cambiare lo stile e la durata delle canzoni.
groups-welcome =
    Ciao! Trasformo i testi in canzoni cantate. Scrivi <code>/lyrics@{ $bot }</code> con il testo nelle righe successive, e la canzone arriva qui come risposta.
    Con la modalità privacy di Telegram vedo solo i comandi e le risposte ai miei messaggi; in /help@{ $bot } trovi i dettagli.
groups-welcome-closed = Le canzoni costano denaro all'organizzazione, quindi questo gruppo ha prima bisogno del permesso di un admin: chiedi a un admin del bot di autorizzare l'id del gruppo <code>{ $chat_id }</code>.
access-refused-group =
    Mi dispiace, questo gruppo non può ancora chiedere canzoni: gli admin del bot non l'hanno autorizzato.
    L'id del gruppo è <code>{ $chat_id }</code> e il tuo è <code>{ $user_id }</code>: mandali a un admin di questo bot per chiedere l'accesso.
