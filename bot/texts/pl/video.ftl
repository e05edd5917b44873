## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Wideo
video-making = 🎬 Tworzę wideo: to chwilę potrwa…
video-busy = 🎬 Wideo wciąż powstaje: trafi tutaj, gdy będzie gotowe.
video-sending = 🎬 Wysyłam wideo ponownie…
video-caption = 🎬 „{ $title }”
video-failed = Przepraszam, nie udało się teraz stworzyć ani wysłać wideo. Spróbuj nacisnąć przycisk później.
video-too-large = Wideo jest większe niż { $limit } MB, które bot może wysłać, więc nie da się go tu wysłać.
