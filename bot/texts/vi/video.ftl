## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Video
video-making = 🎬 Đang làm video: sẽ mất một lúc…
video-busy = 🎬 Video vẫn đang được làm: video sẽ được gửi đến đây khi xong.
video-sending = 🎬 Đang gửi lại video…
video-caption = 🎬 “{ $title }”
video-failed = Xin lỗi, hiện mình chưa làm hoặc gửi được video. Vui lòng thử lại nút này sau.
video-too-large = Video lớn hơn mức { $limit } MB mà bot được phép tải lên, nên không gửi được ở đây.
