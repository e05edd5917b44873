## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Video
video-making = 🎬 Creo il video: ci vuole un po'…
video-busy = 🎬 Il video è ancora in preparazione: arriverà qui quando sarà pronto.
video-sending = 🎬 Reinvio il video…
video-caption = 🎬 «{ $title }»
video-failed = Mi dispiace, al momento non riesco a creare o inviare il video. Premi di nuovo il pulsante più tardi.
video-too-large = Il video supera i { $limit } MB che un bot può caricare, quindi non posso inviarlo qui.
