"""What people see: one module per feature, each owning its keyboards, its callback data and its
message rendering, as pure functions over plain values (no services, no awaits, no store or
network). The pipeline and the handlers decide what happens and call these to say it.

- buttons.py   the one callback-data codec (`Callback`: prefix, encode, decode, pattern)
- status.py    a request's waiting, progress and outcome words, "Try again", /status
- preview.py   a draft's preview, its three keyboards, and which draft a message previews
- song.py      a delivered song's caption and filename, the lossless button and its words
- tracks.py    /mytracks and its buttons
- votes.py     👍 / 👎 under a song, and /report's styles with how they were liked
- takes.py     "🔁 Another take", its question and the title that tells takes apart
- language.py  /lang: the chooser and its confirmation
- styles.py    style presets: genres and moods as buttons, and the words the service is sent
- admin.py     /quota and /access

Imports point down only: store models, texts, lyrics, shorten, config; never the pipeline,
the handlers, the services or the Telegram transport.
"""

from bot.ui.buttons import Callback
from bot.ui.language import LANG
from bot.ui.preview import DRAFT
from bot.ui.song import LOSSLESS, LYRICS
from bot.ui.status import RETRY
from bot.ui.styles import STYLE
from bot.ui.takes import TAKE
from bot.ui.tracks import TRACK
from bot.ui.votes import VOTE

# Every kind of button the bot shows, by the prefix of its callback data.
BUTTONS: tuple[Callback, ...] = (
    RETRY,
    LOSSLESS,
    LYRICS,
    TRACK,
    DRAFT,
    LANG,
    STYLE,
    VOTE,
    TAKE,
)

__all__ = [
    "BUTTONS",
    "DRAFT",
    "LANG",
    "LOSSLESS",
    "LYRICS",
    "RETRY",
    "STYLE",
    "TAKE",
    "TRACK",
    "VOTE",
    "Callback",
]
