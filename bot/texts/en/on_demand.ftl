## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Many files are being made right now. Please press the button again in a few minutes.
files-line-full-after-stop = ⏳ I was restarted before your file was ready, and many files are being made now. Please press the button again in a few minutes.
files-no-room = Sorry, there is no room on the bot's disk for this file just now: new songs come first. Please try the button again later.
