## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Video
video-making = 🎬 Das Video wird erstellt: Das dauert einen Moment…
video-busy = 🎬 Das Video wird noch erstellt: Es kommt hierher, sobald es fertig ist.
video-sending = 🎬 Das Video wird erneut gesendet…
video-caption = 🎬 „{ $title }“
video-failed = Leider konnte ich das Video gerade nicht erstellen oder senden. Bitte tippe später noch einmal auf den Button.
video-too-large = Das Video ist größer als die { $limit } MB, die ein Bot hochladen darf, daher kann es hier nicht gesendet werden.
