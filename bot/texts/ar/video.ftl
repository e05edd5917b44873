## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 فيديو
video-making = 🎬 جارٍ صنع الفيديو: يستغرق ذلك بعض الوقت…
video-busy = 🎬 لا يزال الفيديو قيد الصنع: سيصل إلى هنا حين يجهز.
video-sending = 🎬 جارٍ إرسال الفيديو من جديد…
video-caption = 🎬 «{ $title }»
video-failed = عذرًا، تعذّر صنع الفيديو أو إرساله الآن. جرّب الزر مجددًا لاحقًا.
video-too-large = الفيديو أكبر من الحد المسموح للبوت برفعه ({ $limit } ميغابايت)، لذا لا يمكن إرساله هنا.
