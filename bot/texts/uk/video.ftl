## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Відео
video-making = 🎬 Роблю відео: це займе трохи часу…
video-busy = 🎬 Відео ще робиться: воно прийде сюди, коли буде готове.
video-sending = 🎬 Надсилаю відео ще раз…
video-caption = 🎬 «{ $title }»
video-failed = Не вдалося зробити або надіслати відео. Спробуйте натиснути кнопку пізніше.
video-too-large = Відео більше за { $limit } МБ, які бот може завантажити, тому надіслати його сюди не можна.
