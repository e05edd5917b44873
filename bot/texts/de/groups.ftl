## Groups and supergroups

groups-hint =
    Für einen Song hier schreib <code>/lyrics@{ $bot }</code> und den Text in die nächsten Zeilen oder antworte auf eine meiner Nachrichten mit einem Songtext mit den Tags <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.{ $topics ->
        [yes] {" "}Mit <code>/song@{ $bot } ein Thema</code> schreibe ich zuerst den Text.
       *[no] {""}
    }
groups-settings-refused = In einer Gruppe können nur ihre Admins den Stil und die Länge ihrer Songs ändern.
groups-welcome =
    Hallo! Ich mache aus Songtexten gesungene Songs. Schreib <code>/lyrics@{ $bot }</code> und den Text in die nächsten Zeilen, und der Song kommt hier als Antwort.
    Wegen des Privatsphäre-Modus von Telegram sehe ich nur Befehle und Antworten auf meine Nachrichten; Details unter /help@{ $bot }.
groups-welcome-closed = Songs kosten die Organisation Geld, daher braucht diese Gruppe zuerst die Erlaubnis eines Admins: Bitte einen Admin des Bots, die Gruppen-ID <code>{ $chat_id }</code> freizugeben.
access-refused-group =
    Leider darf diese Gruppe noch keine Songs anfragen: Die Admins des Bots haben sie nicht freigegeben.
    Die ID der Gruppe ist <code>{ $chat_id }</code> und deine ist <code>{ $user_id }</code>: Schick sie einem Admin dieses Bots, um Zugang zu bekommen.
