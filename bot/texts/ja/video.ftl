## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 動画
video-making = 🎬 動画を作成しています。少しお待ちください…
video-busy = 🎬 動画はまだ作成中です。完成したらここに届きます。
video-sending = 🎬 動画をもう一度送っています…
video-caption = 🎬 「{ $title }」
video-failed = 申し訳ありません。今は動画を作成・送信できませんでした。後でもう一度ボタンを押してください。
video-too-large = 動画がボットのアップロード上限 { $limit } MB を超えているため、ここには送れません。
