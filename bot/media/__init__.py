"""A song's files: the service's WAV streamed to disk and to MP3 at once, the lossless FLAC, the
cover, and the cache under DATA_DIR that holds them. Knows nothing of requests' states or of
Telegram; the pipeline's delivery uses it.

    audio.py      WAV headers, MP3 encoding in a stream (lameenc), FLAC, a file's duration
    streaming.py  download_as_mp3: the WAV from the service, to disk and to MP3 in one pass
    cover.py      draw_cover: a square picture with the song's title (Pillow, a bundled font)
    files.py      AudioFiles: the cache under DATA_DIR, its paths, bounds and cleaning
    video.py      render_video: a song as an MP4 (cover, title, lyrics, progress; PyAV)
    video_worker.py VideoWorker: the one spawned process that renders videos
    turns.py      FileTurns: the bounded line of files made on demand (🎬, 💿)
"""
