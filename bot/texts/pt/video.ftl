## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Vídeo
video-making = 🎬 Fazendo o vídeo: leva um tempinho…
video-busy = 🎬 O vídeo ainda está sendo feito: ele vem para cá quando ficar pronto.
video-sending = 🎬 Enviando o vídeo de novo…
video-caption = 🎬 “{ $title }”
video-failed = Desculpe, não consegui fazer ou enviar o vídeo agora. Toque no botão de novo mais tarde.
video-too-large = O vídeo passa dos { $limit } MB que um bot pode enviar, então não dá para enviá-lo aqui.
