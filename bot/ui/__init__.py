"""What people see: one module per feature, each owning its keyboards, its callback data and its
message rendering, as pure functions over plain values (no services, no awaits, no store or
network). The pipeline and the handlers decide what happens and call these to say it.

- buttons.py   the one callback-data codec: `CallbackData`, the base of every kind of button
               (a frozen dataclass: pack, unpack, pattern), and the registry of kinds
- status.py    a request's waiting, progress and outcome words, "Try again", /status
- preview.py   a draft's preview, its three keyboards, and which draft a message previews
- song.py      a delivered song's caption and filename, the lossless button and its words
- tracks.py    /mytracks and its buttons
- votes.py     👍 / 👎 under a song (alone under a guest mode's song), and /report's styles
               with how they were liked
- takes.py     "🔁 Another take", its question and the title that tells takes apart
- language.py  /lang: the chooser and its confirmation
- styles.py    style presets: genres and moods as buttons, and the words the service is sent
- sung_names.py  a gift's names as they are sung, and the button to correct them
- gift.py      the gift's button under /start
- shares.py    daily shares (/limit) in words
- text_limits.py  the words of a text-model call not made
- admin.py     /quota and /access

Imports point down only: store models, texts, lyrics, shorten, config; never the pipeline,
the handlers, the services or the Telegram transport.

Importing this package registers every kind of button the bot shows (`kinds()`): each kind is
made in its feature's module, and every module that makes one is imported here.
"""

from bot.ui.buttons import CallbackData, kinds, unpack_any
from bot.ui.gift import GiftPress
from bot.ui.language import LangPress
from bot.ui.preview import DraftPress
from bot.ui.song import LosslessPress, LyricsPress, VideoPress
from bot.ui.status import RetryPress
from bot.ui.styles import StylePress
from bot.ui.sung_names import SungPress
from bot.ui.takes import TakePress
from bot.ui.tracks import TrackPress
from bot.ui.votes import VotePress

__all__ = [
    "CallbackData",
    "DraftPress",
    "GiftPress",
    "LangPress",
    "LosslessPress",
    "LyricsPress",
    "RetryPress",
    "StylePress",
    "SungPress",
    "TakePress",
    "TrackPress",
    "VideoPress",
    "VotePress",
    "kinds",
    "unpack_any",
]
