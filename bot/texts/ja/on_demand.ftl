## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ 現在、多くのファイルを作成中です。数分後にもう一度ボタンを押してください。
files-line-full-after-stop = ⏳ ファイルの準備が終わる前にボットが再起動し、現在多くのファイルを作成中です。数分後にもう一度ボタンを押してください。
files-no-room = 申し訳ありません。新しい曲を優先しているため、今はボットのディスクにこのファイルを置く空きがありません。後でもう一度ボタンを押してください。
