## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Video
video-making = 🎬 Membuat videonya: butuh sedikit waktu…
video-busy = 🎬 Videonya masih dibuat: akan dikirim ke sini begitu siap.
video-sending = 🎬 Mengirim videonya lagi…
video-caption = 🎬 “{ $title }”
video-failed = Maaf, saya belum bisa membuat atau mengirim videonya sekarang. Silakan coba tombolnya lagi nanti.
video-too-large = Video ini lebih besar dari batas unggahan bot { $limit } MB, jadi tidak bisa dikirim ke sini.
