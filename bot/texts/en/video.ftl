## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 Video
video-making = 🎬 Making the video: it takes a little while…
video-busy = 🎬 The video is still being made: it will come here when it is ready.
video-sending = 🎬 Sending the video again…
video-caption = 🎬 “{ $title }”
video-failed = Sorry, I couldn't make or send the video just now. Please try the button again later.
video-too-large = The video is larger than the { $limit } MB a bot may upload, so it can't be sent here.
