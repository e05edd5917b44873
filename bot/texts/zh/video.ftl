## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 视频
video-making = 🎬 正在制作视频，需要一点时间…
video-busy = 🎬 视频还在制作中：做好后会发到这里。
video-sending = 🎬 正在重新发送视频…
video-caption = 🎬 “{ $title }”
video-failed = 抱歉，暂时无法制作或发送视频。请稍后再点一次按钮。
video-too-large = 视频超过了机器人可上传的 { $limit } MB 上限，因此无法在这里发送。
