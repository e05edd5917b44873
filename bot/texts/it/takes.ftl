## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 Un'altra versione
take-title = { $title } (versione { $number })
take-question = 🔁 Un'altra versione di «{ $title }»: stesse parole e stesso stile, cantate di nuovo come versione { $number }. Usa una traccia.
    { $mine ->
        [0] Oggi non hai più tracce, quindi resterebbe in coda finché non ne avrai di nuovo una
        [one] Oggi ti resta { $mine } traccia
        [many] Oggi ti restano { $mine } di tracce
       *[other] Oggi ti restano { $mine } tracce
    }; { $everyone ->
        [0] per tutti non ne resta nessuna
        [one] per tutti resta { $everyone } traccia
        [many] per tutti restano { $everyone } di tracce
       *[other] per tutti restano { $everyone } tracce
    }.
button-take-go = ✅ Crea versione { $number }
button-take-no = ✖️ No, grazie
take-footer-declined = 🗑 Nessuna nuova versione. Non è stata usata nessuna traccia.
take-footer-expired = ⌛ Questa domanda è scaduta dopo un giorno senza risposta. Non è stata usata nessuna traccia; premi 🔁 Un'altra versione sotto la canzone per chiedere di nuovo.
take-answer-asked = Rispondi alla domanda sotto la canzone.
take-answer-already = Ti ho già chiesto di un'altra versione di questa canzone: rispondi a quella domanda.
take-answer-no-words = Le parole di questa canzone non sono più conservate, quindi non può essere cantata di nuovo.
take-answer-not-shown = Non è stato possibile mostrare la domanda, quindi non verrà cantato nulla e non è stata usata nessuna traccia. Riprova.
take-answer-declined = Nessuna nuova versione; non è stata usata nessuna traccia.
take-answer-expired = Questa domanda è scaduta; premi di nuovo 🔁 Un'altra versione sotto la canzone.

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
        [up] 👍 Registrato. Grazie!
       *[down] 👎 Registrato. Grazie per avercelo detto!
    }
vote-answer-changed = { $vote ->
        [up] Cambiato in 👍.
       *[down] Cambiato in 👎.
    }
vote-answer-same = { $vote ->
        [up] Le hai già dato 👍.
       *[down] Le hai già dato 👎.
    }
styles-report-header = 🎚 Stili delle canzoni create negli ultimi { $days } giorni: quante canzoni, quante hanno ricevuto più 👍 che 👎 e quante il contrario.
styles-report-line = { $name }: { $made } { $made ->
        [one] canzone
        [many] di canzoni
       *[other] canzoni
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ «{ $style }»
styles-report-none = ∅ Nessuno stile (ha scelto il servizio)
styles-report-more = …e { $count ->
        [one] { $count } altro stile
        [many] altri { $count } di stili
       *[other] altri { $count } stili
    }
