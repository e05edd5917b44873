## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Video
video-making = 🎬 Video hazırlanıyor: bu biraz sürebilir…
video-busy = 🎬 Video hâlâ hazırlanıyor: hazır olunca buraya gelecek.
video-sending = 🎬 Video yeniden gönderiliyor…
video-caption = 🎬 “{ $title }”
video-failed = Üzgünüm, videoyu şu anda hazırlayamadım ya da gönderemedim. Lütfen düğmeyi daha sonra tekrar deneyin.
video-too-large = Video, bir botun yükleyebileceği { $limit } MB sınırından büyük, bu yüzden buraya gönderilemiyor.
