## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 Canzone in regalo
gift-ask-recipient =
    🎁 <b>Una canzone in regalo.</b> Per chi è? Mandami il nome.
    { $in_group ->
        [yes] Rispondi a questo messaggio.{" "}
       *[no] {""}
    }/cancel interrompe in qualsiasi momento; non si spende nulla finché non premi «🎵 Crea la canzone».
gift-ask-occasion =
    Qual è l'occasione per { $name }? Per esempio: buon compleanno, auguri per il matrimonio, in bocca al lupo per il nuovo lavoro.
gift-ask-details =
    Raccontami qualcosa su { $name }: cosa ama, un ricordo insieme, una battuta che conoscete solo voi due. Basta un messaggio.
gift-answer-words = Rispondi con qualche parola di testo, per favore.
gift-answer-too-long = È un po' lungo: al massimo { $limit } caratteri, per favore.
gift-cancelled = Regalo annullato. Non è stato speso nulla.
# What the text model is asked for (as the topic of a /song).
gift-topic = una canzone per { $name }, occasione: { $occasion }. Su { $name }: { $details }. Nomina { $name } nel testo e rivolgiti a questa persona.
gift-caption = 🎁 Per <b>{ $name }</b>, { $occasion }!
gift-share-button = 🎁 Mandala a { $name }
gift-busy = Sto ancora scrivendo il tuo testo in questa chat. Manda di nuovo quest'ultima risposta quando arriva l'anteprima: le altre risposte del regalo restano salvate.
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 Nomi cantati come: { $names }
preview-sung-typed = 🎤 I nomi vengono cantati così come sono scritti.
button-sung-fix = 🎤 Correggi la pronuncia
sung-ask = 🎤 Come va cantato <b>{ $name }</b>? Rispondi a questo messaggio con il nome scritto come si pronuncia, per esempio <i>Sci-vòn</i>. Per un altro nome, scrivi <i>Nome = grafia</i>.
sung-asked = Rispondi alla mia domanda con la grafia.
sung-set = 🎤 Fatto: l'anteprima qui sopra ora mostra come viene cantato il nome. Questa grafia la riceve solo chi canta; la didascalia mantiene il nome come l'hai scritto.
sung-words = Rispondi con il nome scritto come si pronuncia, in poche lettere (al massimo { $limit }).
sung-too-long = Con questa grafia il testo supererebbe i { $limit } caratteri del servizio musicale. Mandane una più corta, per favore.
sung-too-many = Una canzone può avere una grafia propria per al massimo { $most } nomi, quindi ho lasciato i nomi come li mostra l'anteprima. Per cambiarne uno, rispondi con <i>Nome = grafia</i>; un nome scritto così come l'hai digitato torna a essere cantato com'è.
sung-not-shown = Non è stato possibile mostrare la nuova grafia nell'anteprima, quindi i nomi restano come li mostra. Riprova.
