## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Video
video-making = 🎬 Video tayyorlanmoqda: bu biroz vaqt oladi…
video-busy = 🎬 Video hali tayyorlanmoqda: tayyor boʻlgach, shu yerga keladi.
video-sending = 🎬 Video qayta yuborilmoqda…
video-caption = 🎬 «{ $title }»
video-failed = Kechirasiz, videoni hozir tayyorlay yoki yubora olmadim. Tugmani keyinroq yana bosib koʻring.
video-too-large = Video bot yuklay oladigan { $limit } MB chegarasidan katta, shuning uchun uni bu yerga yuborib boʻlmaydi.
