## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Цяпер робіцца шмат файлаў. Націсніце кнопку яшчэ раз праз некалькі хвілін.
files-no-room = На жаль, цяпер на дыску бота няма месца для гэтага файла: новыя песні важнейшыя. Паспрабуйце націснуць кнопку пазней.
