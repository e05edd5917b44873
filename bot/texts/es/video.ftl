## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Video
video-making = 🎬 Haciendo el video: tardará un poco…
video-busy = 🎬 El video aún se está haciendo: llegará aquí cuando esté listo.
video-sending = 🎬 Enviando el video de nuevo…
video-caption = 🎬 «{ $title }»
video-failed = Lo siento, ahora mismo no pude hacer ni enviar el video. Vuelve a tocar el botón más tarde.
video-too-large = El video supera los { $limit } MB que un bot puede subir, así que no se puede enviar aquí.
