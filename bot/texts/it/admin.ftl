## For the bot's admins only (ADMIN_USER_IDS)

admin-only = Questo comando è riservato agli admin del bot.

## /quota

quota-header = 📊 <b>L'organizzazione oggi</b>
quota-tracks = Tracce oggi: { $used } su { $limit } (rimanenti: { $left })
quota-active = In generazione ora: { $active } su { $limit }
quota-waiting = In attesa nella coda del bot: { $waiting }
quota-spent = Speso: { $today } BYN oggi, { $month } BYN questo mese
quota-submissions = { $reason ->
        [wallet] ⏸ Invii sospesi dal servizio: il saldo è esaurito (402). Riprendono da soli quando, dopo una ricarica, il servizio accetta una canzone; /resume ci riprova subito.
        [key] ⏸ Invii sospesi: il servizio rifiuta la chiave API (401). Controlla API_KEY.
        [address] ⏸ Invii sospesi: MUSIC_API_URL non indica nessun servizio musicale (404 a una nuova canzone). Correggi l'indirizzo e riavvia.
        [admin] ⏸ Invii sospesi da un admin. /resume li fa ripartire.
        [token] ⏸ Le nuove canzoni sono in attesa: Telegram rifiuta il token del bot (401). Imposta un TELEGRAM_BOT_TOKEN valido e riavvia; nulla di ciò che è in sospeso va perso.
        [telegram] ⏸ Le nuove canzoni sono in attesa: Telegram non risponde. Ripartono da sole quando torna a rispondere.
        [disk] ⏸ Le nuove canzoni sono in attesa: sul disco di DATA_DIR non c'è spazio per la prossima traccia. Libera un po' di spazio; ripartono da sole.
       *[none] ▶️ Gli invii sono attivi.
    }
quota-jobs-failing = ⚠️ Le generazioni continuano a non riuscire o a scadere presso il servizio.
quota-top-chats = <b>Chat più attive del mese</b>
quota-top-users = <b>Utenti più attivi del mese</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } traccia
        [many] { $tracks } di tracce
       *[other] { $tracks } tracce
    }, { $byn } BYN
quota-top-none = Ancora nessuna traccia.

## /allow, /deny, /access

access-usage = Scrivi l'id della chat dopo il comando, ad es. <code>/{ $command } 123456789</code> per una persona o <code>/{ $command } -1001234567890</code> per un gruppo. In un gruppo, <code>/{ $command }</code> da solo indica questo gruppo.
access-allowed = ✅ <code>{ $chat_id }</code> ora può chiedere canzoni.
access-denied = 🚫 <code>{ $chat_id }</code> non può più chiedere canzoni.
access-denied-admin = 🚫 La chat <code>{ $chat_id }</code> risulta bloccata, ma è anche uno degli admin del bot (ADMIN_USER_IDS), che possono chiedere canzoni ovunque.
access-header = 🔐 <b>Chi può chiedere canzoni</b> (ACCESS={ $mode ->
        [open] open: tutti; gli elenchi qui sotto valgono quando ACCESS è private
       *[private] private: gli admin e le chat qui sotto
    })
access-denied-ended = { $count ->
        [one] Una canzone in coda in quella chat è stata annullata; non è stato speso nulla.
        [many] { $count } di canzoni in coda in quella chat sono state annullate; non è stato speso nulla.
       *[other] { $count } canzoni in coda in quella chat sono state annullate; non è stato speso nulla.
    }
access-open-note = Nota: con ACCESS=open tutti possono chiedere canzoni, quindi questa modifica vale solo quando ACCESS è private.
access-admins = Admin: { $ids }
access-configured = Da ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>Consentite con /allow:</b>
access-list-denied = <b>Bloccate con /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …e altre { $count }.

## /pause and /resume

pause-done = ⏸ Invii sospesi. Le nuove richieste vengono accettate e restano in coda; le canzoni già presso il servizio arrivano comunque. /resume li fa ripartire.
pause-already = Gli invii sono già sospesi da un admin. /resume li fa ripartire.
resume-done = { $reason ->
        [admin] ▶️ Gli invii sono di nuovo attivi.
        [lifted] ▶️ La pausa degli admin è stata tolta.
       *[none] Gli invii non erano stati sospesi da un admin.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ Le nuove canzoni aspettano ancora il servizio musicale: il saldo è esaurito (402). Ci riprovo adesso; ripartono da sole appena il servizio accetta una canzone.
       *[key] ⏸ Le nuove canzoni aspettano ancora il servizio musicale: rifiuta la chiave API (401). Ci riprovo adesso; ripartono da sole appena il servizio accetta una canzone.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ { $count } generazioni di fila non si sono concluse: { $failed } non riuscite presso il servizio musicale, { $expired } oltre i { $minutes } min. Gli utenti sono stati avvisati (una generazione non riuscita non viene addebitata). Controlla lo stato del servizio.
alert-jobs-over = ✅ Le generazioni tornano a concludersi: una è appena stata completata.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = Negli ultimi { $days } giorni non è partita nessuna traccia e non è stato speso nulla, quindi non c'è ancora un grafico da disegnare. /quota mostra i dati di oggi.
report-caption = 📈 Gli ultimi { $days } giorni: { $tracks ->
        [one] { $tracks } traccia avviata
        [many] { $tracks } di tracce avviate
       *[other] { $tracks } tracce avviate
    }, { $byn } BYN spesi. /quota mostra i dati di oggi.
report-title = Gli ultimi { $days } giorni
report-tracks-axis = Al giorno
report-limit = Limite giornaliero ({ $limit })
report-money-axis = BYN spesi al giorno
report-top-title = Utenti più attivi degli ultimi { $days } giorni
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } traccia
        [many] { $tracks } di tracce
       *[other] { $tracks } tracce
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = Scrivi di chi è la quota e quante tracce al giorno: <code>/limit 123456789 3</code> per una persona (le sue canzoni in tutte le chat), <code>/limit -1001234567890 5</code> per un gruppo (i membri se la dividono), <code>0</code> per nessuna traccia, <code>off</code> per togliere la quota. In un gruppo, <code>/limit 5</code> da solo indica questo gruppo. Aggiungi <code>lyrics</code> per impostare invece una quota giornaliera di testi scritti dal modello linguistico: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = «{ $value }» non è un id di chat: l'id di una persona è un numero come <code>123456789</code>, quello di un gruppo inizia con il segno meno, come <code>-1001234567890</code>.
limit-bad-number = «{ $value }» non è un numero di tracce: scrivi un numero intero da 0 a { $max }, oppure <code>off</code> per togliere la quota.
limit-negative = Una quota non può essere negativa ({ $value }): scrivi <code>0</code> per nessuna traccia, oppure <code>off</code> per togliere la quota.
limit-set = ✅ { $whose ->
        [group] Il gruppo <code>{ $id }</code> può avviare { $tracks } { $tracks ->
            [one] traccia
            [many] di tracce
           *[other] tracce
        } al giorno, da dividere tra i membri.
       *[user] <code>{ $id }</code> può avviare { $tracks } { $tracks ->
            [one] traccia
            [many] di tracce
           *[other] tracce
        } al giorno, in tutte le chat.
    } Usate oggi: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] Nessuno nel gruppo <code>{ $id }</code> può più avviare tracce lì.
       *[user] <code>{ $id }</code> non può più avviare tracce.
    } Le sue canzoni restano in coda; <code>/limit { $id } off</code> toglie la quota.
limit-off = ✅ La quota di <code>{ $id }</code> è stata tolta. { $fallback ->
        [default] Torna a valere USER_DAILY_LIMIT: { $default } al giorno.
        [chat] Ciò che chiede a proprio nome torna sotto USER_DAILY_LIMIT: { $default } al giorno; i suoi membri insieme non hanno una quota.
       *[none] Vale solo il limite dell'organizzazione.
    }
limit-off-none = <code>{ $id }</code> non aveva una quota propria; non è cambiato nulla.
limits-header = 🎟 <b>Quote giornaliere delle tracce dell'organizzazione</b>
limits-default = { $fallback ->
        [default] Tutti gli altri, compresi canali e chat che chiedono a proprio nome: { $default } al giorno ciascuno (USER_DAILY_LIMIT). I membri di un gruppo hanno una quota comune solo se è impostata qui.
       *[none] Tutti gli altri: nessuna quota propria (USER_DAILY_LIMIT=0), solo il limite dell'organizzazione.
    }
limits-none = Ancora nessuna quota: <code>/limit 123456789 3</code> ne imposta una.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(gruppo)
       *[user] {""}
    }: { $used } su { $tracks } usate oggi
quota-shares = <b>Quote giornaliere</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Testi oggi (chiamate al modello linguistico): { $used } { $limited ->
        [yes] su { $limit } (rimanenti: { $left }, ORG_TEXT_DAILY_LIMIT)
       *[no] (nessun limite giornaliero: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] { $own } al giorno per ogni persona o chat che chiede a proprio nome (USER_TEXT_DAILY_LIMIT)
       *[no] nessun limite per persona (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Chi ha chiesto più testi oggi</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = Nessun testo scritto oggi.
limit-lyrics-set = ✅ <code>{ $id }</code> può fare { $calls } { $calls ->
        [one] chiamata
        [many] di chiamate
       *[other] chiamate
    } al giorno al modello linguistico (testi scritti o riscritti), in tutte le chat. Usate oggi: { $used }.
limit-lyrics-off = ✅ La quota di testi di <code>{ $id }</code> è stata tolta. { $fallback ->
        [default] Torna a valere USER_TEXT_DAILY_LIMIT: { $default } al giorno.
       *[none] Vale solo il limite dell'organizzazione (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code> non aveva una quota di testi propria; non è cambiato nulla.
report-tracks-bars = Tracce avviate
report-lyrics-bars = Testi scritti (chiamate al modello linguistico)
