"""Small helpers the end-to-end tests share: lyrics that tell songs apart, and what the Bot API
stand-in saw the bot do."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from mutagen.mp3 import MPEGInfo

from botapi_standin import BotApiStandIn
from music_emulator import SeenRequest


def lyrics(name: object) -> str:
    """Lyrics of their own for each `name` (a number or a word), so that songs tell apart."""
    return f"[verse]\nA song for {name}\n[chorus]\nLa la {name}"


def successful(stand: BotApiStandIn, method: str, chat_id: int | None = None) -> int:
    """Calls of `method` that Telegram took (into one chat, if given)."""
    return sum(
        1
        for call in stand.calls_of(method)
        if call.ok and (chat_id is None or int(call.params["chat_id"]) == chat_id)
    )


def answers(stand: BotApiStandIn) -> list[str]:
    """The texts of every answer to a button press, in order."""
    return [call.params.get("text", "") for call in stand.calls_of("answerCallbackQuery")]


# The buttons under a song, in reading order: 👍 👎 / 🔁 Another take / lossless, lyrics.
LIKE_BUTTON, DISLIKE_BUTTON, TAKE_BUTTON, LOSSLESS_BUTTON, LYRICS_BUTTON = range(5)


class Mp3Stream(NamedTuple):
    length: float
    bitrate: int
    channels: int
    sample_rate: int


def mp3_info(path: Path) -> Mp3Stream:
    """An MP3's stream as players see it, read from its frames (mutagen leaves these untyped)."""
    with path.open("rb") as file:
        info = vars(MPEGInfo(file))
    return Mp3Stream(info["length"], info["bitrate"], info["channels"], info["sample_rate"])


def lyrics_of(post: SeenRequest) -> str:
    """The lyrics a POST /generate carried ("" when its body had none)."""
    return str((post.body or {}).get("lyrics", ""))
