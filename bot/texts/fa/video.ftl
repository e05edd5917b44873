## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 ویدیو
video-making = 🎬 در حال ساخت ویدیو: کمی طول می‌کشد…
video-busy = 🎬 ویدیو هنوز در حال ساخت است: وقتی آماده شد، اینجا می‌آید.
video-sending = 🎬 در حال فرستادن دوبارهٔ ویدیو…
video-caption = 🎬 «{ $title }»
video-failed = متأسفم، الان نتوانستم ویدیو را بسازم یا بفرستم. لطفاً بعداً دوباره دکمه را بزنید.
video-too-large = ویدیو از { $limit } مگابایتی که ربات می‌تواند بارگذاری کند بزرگ‌تر است، پس نمی‌شود اینجا فرستادش.
