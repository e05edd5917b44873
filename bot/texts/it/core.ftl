## Greeting and help

start =
    Ciao{ $has_name ->
        [yes] , { $name }
       *[no] {""}
    }! Trasformo i testi in canzoni cantate. 🎤

    Mandami un testo con i tag di sezione, ognuno su una riga a sé:
    <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.
    Oppure scrivi <code>/lyrics</code> e metti il testo nelle righe successive.
    Non hai ancora un testo? Scrivi <code>/song</code> e un tema: lo scrivo io e prima te lo mostro.

    /style imposta il sound (strumenti, atmosfera, voce), /duration la durata,
    /status mostra a che punto sono le tue canzoni. In /help trovi i dettagli.

help =
    <b>Come ottenere una canzone</b>
    Manda un testo con i tag di sezione su righe a sé, per esempio:
    <code>[verse]
    Luce del mattino alla finestra
    {"["}chorus]
    Canta forte, canta adesso</code>
    oppure scrivi <code>/lyrics</code> e il testo nelle righe successive.

    <b>Comandi</b>
    /lyrics — crea una canzone dal testo sotto il comando
    /song — un testo scritto per te su un tema (<code>/song una domenica di pioggia</code>), mostrato prima di usare qualsiasi traccia
    /style — mostra o imposta lo stile (<code>/style synth pop sognante, voce femminile</code>; <code>/style reset</code>), oppure scegli un genere e un'atmosfera con i pulsanti
    /duration — mostra o imposta la durata massima della traccia, 10–300 secondi
    /status — le tue richieste qui e a che punto sono
    /cancel — annulla le richieste ancora in coda
    /lang — scegli la lingua in cui ti rispondo

    Le canzoni vengono create una o due alla volta e richiedono qualche minuto; ti tengo al corrente.
    📤 Per condividere in qualsiasi chat una canzone che hai creato, scrivi <code>@{ $bot }</code> nel campo del messaggio e scegli la canzone: non viene usata nessuna nuova traccia.

help-group =
    <b>Canzoni in questo gruppo</b>
    Usa <code>/lyrics</code> con il testo nelle righe successive, oppure rispondi a un mio messaggio con un testo con i tag.
    <code>/song</code> e un tema: scrivo io il testo e lo mostro prima di usare qualsiasi traccia.
    /style e /duration valgono per tutto il gruppo; /status mostra le richieste del gruppo.
    📤 Per condividere una canzone che hai creato, scrivi <code>@{ $bot }</code> nel campo del messaggio di qualsiasi chat e sceglila.

    Vedo solo i comandi e le risposte ai miei messaggi (modalità privacy di Telegram), quindi il resto delle conversazioni resta privato.

## Asking for songs

lyrics-usage =
    Metti il testo nelle righe dopo <code>/lyrics</code>, per esempio:
    <code>/lyrics
    {"["}verse]
    Luce del mattino alla finestra
    {"["}chorus]
    Canta forte, canta adesso</code>
lyrics-empty = Questo testo è vuoto: non ci sono parole da cantare. Manda le parole con righe <code>[verse]</code> o <code>[chorus]</code>.
lyrics-no_words = Ci sono tag di sezione, ma nessuna parola da cantare. Metti le parole sotto i tag.
lyrics-trimmed = Il tuo testo aveva { $length } caratteri; il servizio ne accetta al massimo { $limit }, quindi ho tenuto le sezioni che ci stanno.
access-refused =
    Mi dispiace, questo bot crea canzoni solo per le persone autorizzate dai suoi admin.
    Il tuo id è <code>{ $user_id }</code>: mandalo a un admin di questo bot per chiedere l'accesso.
untagged-hint =
    Per creare una canzone, manda un testo con i tag di sezione su righe a sé (<code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>), oppure scrivi <code>/lyrics</code> con il testo sotto. /help mostra un esempio.
not-text = Posso lavorare solo con messaggi di testo: mandami il testo di una canzone, oppure /help per vedere come.
unknown-command = Non conosco questo comando. /help elenca cosa so fare.
error-generic = Qualcosa è andato storto da parte mia. Non è andato perso nulla di ciò che hai mandato; riprova tra un attimo.
error-storage = Al momento non riesco a salvare nulla (la memoria è piena o non funziona). Non è andato perso nulla di ciò che avevi mandato prima; riprova tra qualche minuto.
error-service = Il servizio musicale al momento non risponde come dovrebbe. Viene addebitata solo una canzone completata; riprova tra qualche minuto.

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ Ricevuto! La tua canzone è in coda: posizione { $place }, pronta tra circa { $minutes } min.
    Tracce ancora disponibili oggi per l'organizzazione: { $left }.
place-exact = { $place }
place-far = { $step }+
waiting-far =
    ⏳ Ricevuto! La tua canzone è in coda: posizione { $place }.
    Avanza man mano che vengono create le canzoni prima di lei; posizione esatta e tempo compaiono qui quando sarà tra le prime { $exact }.
waiting-busy = ⏳ Il servizio musicale ora è occupato. La tua canzone mantiene la sua posizione ({ $place }) e parte automaticamente appena si libera.
waiting-unavailable = ⏳ Il servizio musicale è temporaneamente non disponibile. La tua canzone mantiene la sua posizione ({ $place }) e parte automaticamente quando il servizio torna attivo.
waiting-wallet = ⏳ Il saldo dell'organizzazione per le canzoni è esaurito, quindi le canzoni sono in pausa. La tua mantiene la sua posizione ({ $place }) e parte appena il saldo viene ricaricato; gli admin sono stati avvisati.
waiting-key = ⏳ Il bot per ora è fuori servizio (il suo accesso al servizio musicale è stato rifiutato). La tua canzone mantiene la sua posizione ({ $place }); gli admin sono stati avvisati.
waiting-address = ⏳ Nel bot è impostato un indirizzo sbagliato per il servizio musicale, quindi le nuove canzoni sono in pausa. La tua canzone mantiene la sua posizione ({ $place }); gli admin sono stati avvisati.
waiting-user-limit = ⏳ Hai usato tutte le tue canzoni di oggi. Questa mantiene la sua posizione ({ $place }) e parte all'inizio del prossimo giorno di conteggio, alle { $starts }.
waiting-chat-limit = ⏳ Questo gruppo ha usato tutte le sue canzoni di oggi. La tua mantiene la sua posizione ({ $place }) e parte all'inizio del prossimo giorno di conteggio, alle { $starts }.
share-left = { $whose ->
        [group] 👥 La quota del gruppo
       *[own] 🎟 La tua quota
    }: oggi { $left } su { $tracks } ancora da usare.
waiting-admin = ⏳ Un admin ha messo in pausa le nuove canzoni per un po'. La tua mantiene la sua posizione ({ $place }) e parte quando la pausa finisce.
waiting-token = ⏳ Il bot al momento non riesce a comunicare bene con Telegram, quindi le nuove canzoni sono in pausa. La tua mantiene la sua posizione ({ $place }); gli admin sono stati avvisati.
waiting-telegram = ⏳ Telegram al momento non risponde al bot, quindi le nuove canzoni sono in pausa (non potrebbero essere inviate). La tua mantiene la sua posizione ({ $place }) e parte da sola quando Telegram torna a rispondere.
waiting-disk = ⏳ Il bot non ha più spazio per salvare nuove canzoni, quindi sono in pausa. La tua mantiene la sua posizione ({ $place }) e parte da sola quando si libera spazio; gli admin sono stati avvisati.
waiting-tomorrow = ⏳ Le tracce di oggi sono esaurite. La tua canzone mantiene la sua posizione ({ $place }) e parte all'inizio del prossimo giorno di conteggio, alle { $starts }.
progress-submitting = 📤 Invio la tua canzone al servizio musicale…
progress-queued = 🎼 La tua canzone è in attesa presso il servizio musicale. ({ $elapsed })
progress-running = 🎙 La tua canzone è in generazione; ci vogliono alcuni minuti. ({ $elapsed })
progress-sending = 📦 La tua canzone è pronta; preparo il file…
progress-not-known = ❔ Il servizio musicale dice di non conoscere «{ $title }». Potrebbe starla ancora creando, quindi continuo a controllare per { $hours } ore dall'invio: se la canzone compare, arriva qui. Viene addebitata solo una canzone completata.

## How a request ended without a song

outcome-failed = ❌ La generazione di «{ $title }» non è riuscita presso il servizio musicale. Una generazione non riuscita non viene addebitata. Manda di nuovo il testo per riprovare.
outcome-lost = ❌ Il servizio musicale dice ancora di non conoscere «{ $title }», a un giorno dall'invio, quindi ho smesso di aspettarla. Non l'ha mai segnalata come completata, e vengono addebitate solo le canzoni completate. Manda di nuovo il testo per riprovare.
outcome-expired = ⌛ «{ $title }» sta richiedendo più di { $minutes } minuti. La sto ancora aspettando: se il servizio musicale la crea, te la mando qui, anche in ritardo; se no, te lo dico. Viene addebitata solo una canzone completata.
outcome-never-finished = ⌛ Il servizio musicale non aveva ancora finito «{ $title }» { $hours } ore dopo l'invio, quindi ho smesso di aspettarla. Non l'ha mai segnalata come completata, e vengono addebitate solo le canzoni completate. Manda di nuovo il testo per riprovare.
outcome-rejected = 🚫 Il servizio musicale ha rifiutato «{ $title }»: { $reason }. Modifica il testo o le impostazioni e mandalo di nuovo.
outcome-unknown = ❓ Ho inviato «{ $title }» al servizio musicale, ma non ho ricevuto risposta, quindi non so se sia stata accettata. Non la reinvierò di mia iniziativa, così non ti verrà mai addebitata due volte. Tocca «Riprova» per inviarla di nuovo.
outcome-cancelled = 🗑 «{ $title }» è stata annullata.
outcome-chat-gone = 🚫 «{ $title }» è stata annullata: non posso mandarti canzoni nella chat privata con me (la chat è bloccata, oppure non hai ancora avviato il bot). Non è stato addebitato nulla. Avvia una chat con me, poi chiedi di nuovo.
outcome-denied = 🚫 «{ $title }» è stata annullata: questa chat non può più chiedere canzoni. Non è stato addebitato nulla.

## Buttons and their answers

button-retry = 🔁 Riprova
button-lossless = 💿 Lossless
button-stale = Questo pulsante non è più attivo.
button-not-yours = Questo pulsante è di chi ha chiesto la canzone.
retry-queued = Rimessa in coda.
lossless-preparing = Preparo il file lossless…
lossless-failed = Mi dispiace, al momento non riesco a inviare il file lossless. Premi di nuovo il pulsante più tardi.
lossless-too-large = Il file lossless supera i { $limit } MB che un bot può caricare, anche in FLAC, quindi non posso inviarlo qui.

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] Stile: { $style }
       *[no] Stile: predefinito
    }
    Durata: { $length } · Prezzo: { $price } BYN{ $in_group ->
        [yes] {"\u000A"}Richiesta da: { $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = In questa chat non è ancora stata chiesta nessuna canzone. Manda un testo per iniziare.
status-header = <b>Canzoni in questa chat</b>
status-line = #{ $id } «{ $title }» — { $state ->
        [draft] 📝 testo mostrato, aspetta il tuo OK
        [waiting] ⏳ in coda, posizione { $place }
        [submitting] 📤 in invio al servizio
        [queued] 🎼 in attesa presso il servizio
        [running] 🎙 in generazione
        [completed] 📦 in consegna
        [delivered] ✅ consegnata
        [failed] ❌ non riuscita (non addebitata)
        [expired] ⌛ in ritardo, ancora in attesa
        [rejected] 🚫 rifiutata dal servizio
        [unknown] ❓ nessuna risposta dal servizio
        [cancelled] 🗑 annullata
       *[other] { $state }
    }
cancel-done = { $count ->
        [one] Annullata 1 canzone in attesa.
        [many] Annullate { $count } di canzoni in attesa.
       *[other] Annullate { $count } canzoni in attesa.
    }
cancel-nothing = Non hai canzoni in coda qui. Le canzoni già presso il servizio musicale non si possono annullare.

## /style and /duration

style-current = Stile in questa chat: <i>{ $style }</i>
style-none = Nessuno stile impostato in questa chat: sceglie il servizio. Impostane uno con <code>/style synth pop sognante, voce femminile</code>.
style-set = Stile impostato: <i>{ $style }</i>
style-reset = Stile rimosso: da ora sceglie il servizio.
style-too-long = Questo stile ha { $length } caratteri; il massimo è { $limit }. Resta lo stile precedente.
duration-current = Qui le canzoni durano al massimo { $seconds } secondi. Per cambiare: <code>/duration 90</code> (10–300).
duration-set = Qui le canzoni dureranno al massimo { $seconds } secondi.
duration-invalid = La durata deve essere un numero intero di secondi da { $low } a { $high }, ad es. <code>/duration 90</code>.

## Alerts to the bot's admins

alert-wallet = ⚠️ Il servizio musicale dice che il saldo dell'organizzazione è esaurito (402). Le nuove canzoni sono in pausa e restano in coda; ricarica dalla console. Riprendo automaticamente quando il servizio accetta una canzone; dopo una ricarica, /resume mi fa riprovare subito.
alert-wallet-over = ✅ Il saldo funziona di nuovo: le canzoni tornano a essere create.
alert-key = ⚠️ Il servizio musicale ha rifiutato la chiave API del bot (401). Le nuove canzoni sono in pausa; controlla API_KEY nella configurazione del bot.
alert-key-over = ✅ La chiave API è di nuovo accettata: le canzoni tornano a essere create.
alert-address = ⚠️ L'indirizzo del servizio musicale ha risposto 404 a una nuova canzone: a MUSIC_API_URL non c'è nessun servizio musicale (l'indirizzo deve terminare con /api/v1/music). Le nuove canzoni sono in pausa e non è stato addebitato nulla; correggi MUSIC_API_URL e riavvia il bot.
alert-address-over = ✅ Il servizio musicale accetta di nuovo canzoni al suo indirizzo: le canzoni tornano a essere create.
alert-token = ⚠️ Telegram ha rifiutato il token del bot (401). Nel frattempo non è partita nessuna nuova canzone; le canzoni già pagate sono state conservate.
alert-token-over = ✅ Telegram accetta di nuovo il token del bot. Le nuove canzoni ripartono e quelle create nel frattempo vengono inviate ora.
alert-disk = ⚠️ Il disco di DATA_DIR è pieno: { $free } MB liberi, la prossima traccia ne richiede { $needed } MB. Le nuove canzoni restano in coda e non viene usata nessuna traccia; le canzoni già pagate vengono conservate e inviate appena c'è spazio. Libera un po' di spazio: tutto riparte da solo.
alert-disk-over = ✅ C'è di nuovo spazio sul disco: le nuove canzoni ripartono e quelle in attesa vengono inviate.
alert-text-key = ⚠️ Il modello linguistico ha rifiutato la chiave API del bot (401), quindi /song non può scrivere testi; alle persone viene detto di mandare i propri. Controlla API_KEY e TEXT_MODEL nella configurazione del bot.
alert-text-key-over = ✅ Il modello linguistico accetta di nuovo la chiave: /song torna a scrivere testi.
alert-text-budget = ⚠️ Il budget del modello linguistico è esaurito, quindi /song non può scrivere testi; alle persone viene detto di mandare i propri. Ricaricalo dalla console.
alert-text-budget-over = ✅ Il modello linguistico risponde di nuovo: /song torna a scrivere testi.

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = Questa chat al momento non può chiedere canzoni, quindi non è stato inviato nulla e non è stata usata nessuna traccia. Chiedi l'accesso a un admin del bot.
draft-footer-denied = 🚫 Non creata: questa chat al momento non può chiedere canzoni, e non è stata usata nessuna traccia. Quando un admin del bot la autorizza, premi di nuovo il primo pulsante.

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = Non hai ancora canzoni: tocca qui per crearne una
inline-none-found = Nessuna delle tue canzoni ha «{ $words }» nel titolo
inline-share-hint = 📤 Per condividere una canzone in qualsiasi chat, scrivi <code>@{ $bot }</code> nel campo del messaggio e scegli la canzone: viene reinviata, senza creare una nuova traccia.
inline-off-admin = ℹ️ La modalità inline è disattivata per questo bot, quindi le persone non possono condividere le proprie canzoni in altre chat. Attivala in @BotFather: /setinline.
