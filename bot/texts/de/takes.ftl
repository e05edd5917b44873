## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 Noch ein Take
take-title = { $title } (Take { $number })
take-question = 🔁 Noch ein Take von „{ $title }“: derselbe Text und derselbe Stil, neu gesungen als Take { $number }. Das verbraucht einen Track.
    { $mine ->
        [0] Du hast heute keine Tracks mehr, daher würde er in der Warteschlange warten, bis du wieder einen hast
        [one] Du hast heute noch { $mine } Track
       *[other] Du hast heute noch { $mine } Tracks
    }; für alle { $everyone ->
        [one] bleibt noch { $everyone } Track
       *[other] bleiben noch { $everyone } Tracks
    }.
button-take-go = ✅ Take { $number } machen
button-take-no = ✖️ Nein, danke
take-footer-declined = 🗑 Kein neuer Take. Es wurde kein Track verbraucht.
take-footer-expired = ⌛ Diese Frage ist nach einem Tag ohne Antwort abgelaufen. Es wurde kein Track verbraucht; tippe unter dem Song auf 🔁 Noch ein Take, um erneut zu fragen.
take-answer-asked = Beantworte die Frage unter dem Song.
take-answer-already = Ich habe schon nach einem weiteren Take dieses Songs gefragt: Beantworte bitte diese Frage.
take-answer-no-words = Der Text dieses Songs ist nicht mehr gespeichert, daher kann er nicht neu gesungen werden.
take-answer-not-shown = Ich konnte die Frage nicht anzeigen, daher wird nichts gesungen und kein Track verbraucht. Bitte versuch es noch einmal.
take-answer-declined = Kein neuer Take; es wurde kein Track verbraucht.
take-answer-expired = Diese Frage ist abgelaufen; tippe noch einmal unter dem Song auf 🔁 Noch ein Take.

## Likes that teach the admins: 👍 / 👎 under a song (bot/ui/votes.py), and /report's styles

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 Gezählt. Danke!
       *[down] 👎 Gezählt. Danke für dein Feedback!
    }
vote-answer-changed = { $vote ->
        [up] Geändert zu 👍.
       *[down] Geändert zu 👎.
    }
vote-answer-same = { $vote ->
        [up] Du hast schon 👍 gegeben.
       *[down] Du hast schon 👎 gegeben.
    }
styles-report-header = 🎚 Stile der Songs aus den letzten { $days } Tagen: wie viele Songs, wie viele mehr 👍 als 👎 bekamen und wie viele umgekehrt.
styles-report-line = { $name }: { $made } { $made ->
        [one] Song
       *[other] Songs
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ „{ $style }“
styles-report-none = ∅ Kein Stil (der Dienst hat gewählt)
styles-report-more = …und { $count } { $count ->
        [one] weiterer Stil
       *[other] weitere Stile
    }
