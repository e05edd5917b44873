## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Właśnie powstaje wiele plików. Naciśnij przycisk ponownie za kilka minut.
files-line-full-after-stop = ⏳ Bot został uruchomiony ponownie, zanim Twój plik był gotowy, a teraz powstaje wiele plików. Naciśnij przycisk ponownie za kilka minut.
files-no-room = Przepraszam, na dysku bota nie ma teraz miejsca na ten plik: pierwszeństwo mają nowe piosenki. Spróbuj nacisnąć przycisk później.
