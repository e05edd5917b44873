## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 동영상
video-making = 🎬 동영상을 만드는 중이에요. 조금 걸려요…
video-busy = 🎬 아직 동영상을 만드는 중이에요. 완성되면 여기로 보내 드려요.
video-sending = 🎬 동영상을 다시 보내는 중…
video-caption = 🎬 “{ $title }”
video-failed = 죄송해요, 지금은 동영상을 만들거나 보낼 수 없어요. 나중에 버튼을 다시 눌러 주세요.
video-too-large = 동영상이 봇이 올릴 수 있는 { $limit }MB보다 커서 여기로 보낼 수 없어요.
