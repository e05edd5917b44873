"""A song's files: its MP3 and the files made for it on demand, and the one way each is sent.

sender.py     send_made: the one way a file made for a song goes (to its place, or to a
              chat that keeps files), by its file id once Telegram holds it
song_file.py  SongFile: the song's MP3 with its cover thumbnail, as a made file
on_demand.py  files made on demand (🎬, 💿) in their turn, leaving a new song its room
lossless.py   the lossless original, sent when its button is pressed
video.py      the song as a video, made once and sent when its button is pressed
"""
