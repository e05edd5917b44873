## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Many files are being made right now. Please press the button again in a few minutes.
files-no-room = Sorry, there is no room on the bot's disk for this file just now: new songs come first. Please try the button again later.
