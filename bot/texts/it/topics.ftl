## /song: lyrics written by the text model on a topic

song-usage =
    Dimmi di cosa deve parlare la canzone, per esempio:
    <code>/song una domenica di pioggia a Minsk</code>
    Scrivo il testo e te lo mostro prima di usare qualsiasi traccia.
song-disabled = Su questo bot la scrittura di testi a partire da un tema non è configurata. Manda invece un tuo testo: /help mostra come.
song-busy = Sto ancora scrivendo il tuo testo in questa chat; prima arriverà qui la sua anteprima. Manda di nuovo questo tema quando sarà arrivata.
song-busy-here = ✋ Questo testo non è stato scritto: nello stesso momento qui se ne stava scrivendo un altro per te. Manda di nuovo il tema, per favore.
song-topic-too-long = Questo tema ha { $length } caratteri; il massimo è { $limit }. Scrivilo più in breve, oppure manda un testo già pronto con i tag di sezione.
song-writing = ✍️ Scrivo un testo su «{ $topic }»…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ Il modello linguistico ha rifiutato la chiave del bot, quindi al momento non posso scrivere testi. Non è stata usata nessuna traccia. Avvisa l'admin del bot; intanto puoi mandare un tuo testo.
song-error-budget = ❌ Il budget del bot per il modello linguistico è esaurito, quindi al momento non posso scrivere testi. Non è stata usata nessuna traccia. Puoi comunque mandare un tuo testo con i tag di sezione.
song-error-timeout = ⌛ Il modello linguistico ci ha messo troppo a rispondere. Non è stata usata nessuna traccia; riprova tra un minuto.
song-error-unavailable = ❌ Il modello linguistico al momento non è disponibile. Non è stata usata nessuna traccia; riprova più tardi.
song-error-no-lyrics = 🤔 Il modello linguistico non ha restituito un testo utilizzabile. Non è stata usata nessuna traccia; prova a formulare il tema in un altro modo.

## The preview of a draft

untagged-offer = Sembra un testo senza tag di sezione. Ecco come lo canterei:
preview-title = 📝 <b>{ $title }</b>
preview-topic = Tema: { $topic }
preview-shortened = … e { $more ->
        [one] ancora { $more } carattere, non mostrato qui, che verrà cantato
        [many] ancora { $more } di caratteri, non mostrati qui, che verranno tutti cantati
       *[other] ancora { $more } caratteri, non mostrati qui, che verranno tutti cantati
    }. Il testo finisce così:
preview-style-chat = 🎨 Stile (di questa chat): { $style }
preview-style-model = 🎨 Stile (suggerito): { $style }
preview-style-none = 🎨 Stile: lo sceglie il servizio musicale
preview-duration = ⏱ Fino a { $seconds } secondi
preview-hint = «🎵 Crea la canzone» usa una traccia (tracce rimaste oggi: { $left }). Per cambiare le parole, rispondi a questo messaggio con il tuo testo.
draft-footer-sent = ✅ Approvato: la canzone è in arrivo.
draft-footer-cancelled = 🗑 Annullato. Non è stata usata nessuna traccia.
draft-footer-writing = ✍️ Scrivo un nuovo testo…

## The preview's buttons and their answers

button-draft-go = 🎵 Crea la canzone
button-draft-again = 🔄 Riscrivi
button-draft-drop = ✖️ Annulla
button-untagged-lyrics = 🎵 Usa come testo
button-untagged-topic = ✍️ Usa come tema
draft-answer-sent = In arrivo!
draft-answer-writing = Scrivo un nuovo testo…
draft-answer-cancelled = Annullato; non è stata usata nessuna traccia.
draft-answer-busy = Sto ancora scrivendo questo testo; un momento.

## A reply to the preview

draft-replaced = ✅ Testo sostituito: ora lo vedi nell'anteprima qui sopra. Quando ti va bene, premi lì «🎵 Crea la canzone».
draft-reply-gone = Questa anteprima non è più aperta. Ricomincia con /song.
draft-reply-not-yours = Solo chi ha chiesto questa canzone può cambiarne il testo.
draft-reply-busy = Sto ancora scrivendo un nuovo testo per questa anteprima; manda il tuo quando compare.
draft-reply-hint = Per sostituire il testo, rispondi all'anteprima con il nuovo testo completo, su più righe.

## /lang

lang-name = Italiano
lang-current = Lingua: { $name }. Per cambiarla, premi un pulsante qui sotto, oppure scrivi <code>/lang auto</code> per seguire la lingua del tuo Telegram.
lang-set = Fatto: ti parlerò in italiano.
lang-auto = Fatto: seguirò la lingua del tuo Telegram ({ $name }).
lang-unknown = Non conosco questa lingua. Scrivi <code>/lang</code> e premi un pulsante per sceglierne una, oppure <code>/lang auto</code> per seguire la lingua del tuo Telegram.

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ Il tuo testo ha { $length } caratteri, ma il servizio musicale ne accetta al massimo { $limit }. Qui sotto c'è la parte che ci sta ({ $kept } caratteri), tagliata prima di una sezione. Non viene inviato nulla finché non premi «🎵 Canta testo ridotto».
preview-hint-cut = «🎵 Canta testo ridotto» usa una traccia (tracce rimaste oggi: { $left }). Per cantare altre parole, rispondi a questo messaggio con un testo di al massimo { $limit } caratteri.
button-cut-go = 🎵 Canta testo ridotto
draft-footer-expired = ⌛ Questa anteprima è scaduta dopo un giorno senza risposta. Non è stata usata nessuna traccia; manda di nuovo il testo o /song.
draft-answer-expired = Questa anteprima è scaduta; manda di nuovo il testo o /song.
preview-failed = ❌ Non è stato possibile mostrarti l'anteprima, quindi non verrà cantato nulla. Non è stata usata nessuna traccia; riprova.
draft-replaced-cut = ✂️ Il tuo testo ha { $length } caratteri, ma il servizio musicale ne accetta al massimo { $limit }. L'anteprima qui sopra ora mostra la parte che ci sta ({ $kept } caratteri), tagliata prima di una sezione: premi lì «🎵 Canta testo ridotto» per cantarla.

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ Oggi ho già scritto per te tutti i testi che potevo ({ $limit }). Posso scriverne di nuovo dalle { $until }. I testi già pronti sono sempre accettati: manda il tuo, con o senza tag di sezione, oppure usa /lyrics.
text-refused-org = ✋ Il bot ha scritto tutti i testi che poteva oggi ({ $limit } per tutti). Posso scriverne di nuovo dalle { $until }. I testi già pronti sono sempre accettati: manda il tuo, con o senza tag di sezione, oppure usa /lyrics.
text-refused-paused = ⏸ Le canzoni per ora sono in pausa, quindi non posso scrivere testi. I testi già pronti sono sempre accettati: restano in coda e partono quando le canzoni riprendono.
text-refused-denied = 🚫 Questa chat al momento non può chiedere testi, quindi non ne è stato scritto nessuno. Chiedi l'accesso a un admin del bot.
text-answer-own = Oggi ho già scritto per te tutti i testi previsti ({ $limit }); posso scriverne di nuovo dalle { $until }. I tuoi testi già pronti sono sempre accettati.
text-answer-org = Il bot ha scritto tutti i testi che poteva oggi ({ $limit }); di nuovo dalle { $until }. I tuoi testi già pronti sono sempre accettati.
text-answer-paused = Le canzoni per ora sono in pausa, quindi non posso scrivere testi. I tuoi testi già pronti sono sempre accettati.
text-answer-denied = Questa chat al momento non può chiedere testi; non è stato scritto nulla.
draft-footer-rewrite-stopped = ⚠️ Il bot è stato riavviato mentre scriveva un nuovo testo, quindi questo è ancora quello di prima. Premi 🔄 Riscrivi per riprovare.
song-error-too-slow = ⌛ Il modello linguistico stava ancora scrivendo quando è scaduto il tempo, e quello che aveva scritto fino a quel momento non era una canzone, quindi l'ho fermato. Non è stata usata nessuna traccia; puoi chiedere di nuovo subito.
song-error-too-long = 📜 La risposta del modello linguistico andava ben oltre la lunghezza di una canzone, quindi ho smesso di leggerla. Non è stata usata nessuna traccia; puoi chiedere di nuovo subito.
