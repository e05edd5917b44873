"""The music service's published limits (docs/service.md §7 Limits and §4 The file), named once.
They are facts of the platform, not choices: the operator's limits are Settings (bot/config.py), the
bot's pacing is Tuning (bot/tuning.py) or a constant where it is used, and Telegram's limits come
from python-telegram-bot's `telegram.constants`. Nothing here imports anything."""

from __future__ import annotations

# `lyrics` and `prompt` (the style) of a POST /generate; longer is a 422. The service gives no
# unit: the bot counts characters (docs/service.md §Unsaid).
LYRICS_LIMIT = 4000
STYLE_LIMIT = 600

# `duration_sec` of a POST /generate: an upper bound of the track's length; outside is a 422.
SHORTEST_TRACK_SEC = 10
LONGEST_TRACK_SEC = 300

# What one organization may have of the service: more is a 429 to the POST.
ACTIVE_JOBS_AT_MOST = 2
TRACKS_A_DAY_AT_MOST = 20

# The finished file: a WAV at 44.1 kHz, stereo. The service does not say how many bytes a
# sample takes: room is kept for the widest WAV may carry (32-bit samples), never the 16 bits
# a file of today's happens to have.
WAV_SAMPLE_RATE = 44_100
WAV_CHANNELS = 2
WAV_SAMPLE_BYTES_AT_MOST = 4
