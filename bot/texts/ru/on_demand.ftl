## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Сейчас делается много файлов. Нажмите кнопку ещё раз через несколько минут.
files-no-room = К сожалению, сейчас на диске бота нет места для этого файла: новые песни важнее. Попробуйте нажать кнопку позже.
