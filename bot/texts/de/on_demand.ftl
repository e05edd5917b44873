## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Gerade werden viele Dateien erstellt. Bitte tippe in ein paar Minuten noch einmal auf den Button.
files-line-full-after-stop = ⏳ Ich wurde neu gestartet, bevor deine Datei fertig war, und gerade werden viele Dateien erstellt. Bitte tippe in ein paar Minuten noch einmal auf den Button.
files-no-room = Leider ist auf dem Datenträger des Bots gerade kein Platz für diese Datei: Neue Songs gehen vor. Bitte tippe später noch einmal auf den Button.
