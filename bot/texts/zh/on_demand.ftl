## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ 当前正在制作的文件很多。请过几分钟再点一次按钮。
files-line-full-after-stop = ⏳ 你的文件还没准备好，我就被重启了；而当前正在制作的文件很多。请过几分钟再点一次按钮。
files-no-room = 抱歉，机器人的磁盘暂时没有空间存放这个文件：新歌优先。请稍后再点一次按钮。
