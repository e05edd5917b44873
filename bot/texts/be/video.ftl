## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Відэа
video-making = 🎬 Раблю відэа: гэта зойме трохі часу…
video-busy = 🎬 Відэа яшчэ робіцца: яно прыйдзе сюды, калі будзе гатовае.
video-sending = 🎬 Дасылаю відэа яшчэ раз…
video-caption = 🎬 «{ $title }»
video-failed = Не ўдалося зрабіць або даслаць відэа. Паспрабуйце націснуць кнопку пазней.
video-too-large = Відэа большае за { $limit } МБ, якія бот можа загрузіць, таму даслаць яго сюды нельга.
