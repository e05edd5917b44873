## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Зараз робиться багато файлів. Натисніть кнопку ще раз за кілька хвилин.
files-no-room = На жаль, зараз на диску бота немає місця для цього файлу: нові пісні важливіші. Спробуйте натиснути кнопку пізніше.
