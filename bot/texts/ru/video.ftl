## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Видео
video-making = 🎬 Делаю видео: это займёт немного времени…
video-busy = 🎬 Видео ещё делается: оно придёт сюда, когда будет готово.
video-sending = 🎬 Отправляю видео ещё раз…
video-caption = 🎬 «{ $title }»
video-failed = Не получилось сделать или отправить видео. Попробуйте нажать кнопку позже.
video-too-large = Видео больше { $limit } МБ, которые бот может загрузить, поэтому отправить его сюда нельзя.
