"""A delivered song as its chat sees it: the audio's name, filename and caption, the buttons
under it (👍 / 👎, "🔁 Another take", the lossless original `lossless:<request id>`, its words
`lyrics:<request id>` and its video `video:<request id>`), and the words when the lossless file
or the video cannot go."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, SwitchInlineQueryChosenChat
from telegram.constants import MessageLimit

from bot.lyrics import first_line
from bot.shorten import fit, shorten, shown_length, shown_prefix
from bot.store.models import Gift, Request
from bot.store.votes import Tally
from bot.texts import clock_text, plain, t
from bot.ui.buttons import RequestPress, number
from bot.ui.status import price_text
from bot.ui.takes import take_button
from bot.ui.votes import vote_row

PERFORMER = "Songbot"
SHARE_MARK = "#"  # an inline query "#12" offers song 12 alone (a gift's share button)
NAME_LIMIT = 200  # a song's name in its caption is a line, not a page (all of it: fit())
STYLE_LIMIT = 300
FILENAME_STEM_LIMIT = 60


@dataclass(frozen=True)
class LosslessPress(RequestPress, prefix="lossless"):
    """The lossless original: `lossless:<request id>`."""


@dataclass(frozen=True)
class LyricsPress(RequestPress, prefix="lyrics"):
    """A song's words as text: `lyrics:<request id>`."""


@dataclass(frozen=True)
class VideoPress(RequestPress, prefix="video"):
    """A song as a video for sharing: `video:<request id>`."""


class InlineMode:
    """Whether the bot answers inline queries (getMe's supports_inline_queries, read at each
    start: bot/app.py). A gift's share button works only through them, so it is shown only
    while they are on; one bot runs per process, so this is said once for all its keyboards."""

    on: bool = False

    @classmethod
    def set(cls, on: bool) -> None:
        cls.on = on


def song_name(request: Request) -> str:
    """What the song is called in its caption: the topic it was written on, else its first line;
    a later take by its title, which says which take it is (a gift's topic is its questions'
    answers, not a name)."""
    if request.take:
        return shorten(request.title, NAME_LIMIT, one_line=True)
    topic = None if request.gift else request.topic
    name = topic or first_line(request.lyrics) or request.title or "Song"
    return shorten(name, NAME_LIMIT, one_line=True)


def audio_caption(
    request: Request, seconds: float | None = None, room: int = MessageLimit.CAPTION_LENGTH
) -> str:
    """The caption, showing at most `room`; `seconds` is the sent file's length (else the
    job's, for a re-send). People's words in it (a gift's answers, the song's name, its style,
    who asked) are cut by what they show, never its markup (bot/shorten.py)."""
    lang, gift = request.language, request.gift
    style = shorten(request.style or "", STYLE_LIMIT, one_line=True)
    length = clock_text(seconds or request.service_duration_sec or request.duration_sec)

    def render(title: str, style: str, requester: str, name: str = "", occasion: str = "") -> str:
        caption = t(
            lang,
            "audio-caption",
            title=title,
            style=style or "-",
            length=length,
            price=price_text(request),
            has_style="yes" if style else "no",
            in_group="no" if request.chat_type == "private" else "yes",
            requester=requester,
        )
        if gift is None:
            return caption
        # the recipient reads this first
        return f"{t(lang, 'gift-caption', name=name, occasion=occasion)}\n{caption}"

    texts = {"title": song_name(request), "style": style, "requester": request.user_name}
    if gift is not None:
        texts |= {"name": gift.recipient, "occasion": gift.occasion}
    return fit(render, room, **texts)


def gift_caption(language: str, gift: Gift, room: int = MessageLimit.CAPTION_LENGTH) -> str:
    """A gift's dedication (the caption of its shared copy), showing at most `room`."""
    return fit(
        lambda name, occasion: t(language, "gift-caption", name=name, occasion=occasion),
        room,
        name=gift.recipient,
        occasion=gift.occasion,
    )


def audio_filename(request: Request) -> str:
    """A name every system accepts, ending in .mp3 so Telegram plays it as music."""
    stem = re.sub(r"[^\w\- ]+", "", request.title or "", flags=re.UNICODE).strip()
    return f"{stem[:FILENAME_STEM_LIMIT].strip() or 'song'}.mp3"


def lossless_filename(request: Request, kind: str) -> str:
    """The lossless file's name: the song's, ending in its own format (wav, flac)."""
    return audio_filename(request).removesuffix(".mp3") + f".{kind}"


def lossless_keyboard(request: Request, tally: Tally | None = None) -> InlineKeyboardMarkup:
    """Under every song: 👍 / 👎 with the votes so far (`tally`), "🔁 Another take", then its
    lossless original and its words as text, then its video (last: the rows above keep their
    places). Short rows: each label is read whole on a phone.
    Under a gift, first a button that sends it on to another chat (inline mode: no new
    generation, no track), while inline mode is on: else the button would do nothing."""
    lang = request.language
    lossless = plain(lang, "button-lossless")
    words = plain(lang, "button-lyrics")
    rows = [
        vote_row(request.id, lang, tally or Tally()),
        [take_button(request)],
        [
            InlineKeyboardButton(lossless, callback_data=LosslessPress(request.id).pack()),
            InlineKeyboardButton(words, callback_data=LyricsPress(request.id).pack()),
        ],
        [
            InlineKeyboardButton(
                plain(lang, "button-video"), callback_data=VideoPress(request.id).pack()
            )
        ],
    ]
    if (gift := request.gift) and InlineMode.on:
        share = plain(lang, "gift-share-button", name=shorten(gift.recipient, 30, one_line=True))
        where = SwitchInlineQueryChosenChat(
            query=share_query(request.id),
            allow_user_chats=True,
            allow_group_chats=True,
            allow_channel_chats=True,
        )
        rows.insert(0, [InlineKeyboardButton(share, switch_inline_query_chosen_chat=where)])
    return InlineKeyboardMarkup(rows)


def share_query(request_id: int) -> str:
    """The inline query that offers exactly this song (bot/handlers/inline.py)."""
    return f"{SHARE_MARK}{request_id}"


def share_query_id(query: str) -> int | None:
    """The song a share query names, if it is one."""
    text = query.strip()
    if text.startswith(SHARE_MARK) and text[1:].isdigit():
        return number(text[1:])
    return None


def video_filename(request: Request) -> str:
    return audio_filename(request).removesuffix(".mp3") + ".mp4"


def video_caption(request: Request, room: int = MessageLimit.CAPTION_LENGTH) -> str:
    """The video's caption, showing at most `room`."""
    lang = request.language
    return fit(lambda title: t(lang, "video-caption", title=title), room, title=song_name(request))


def video_failed_text(language: str) -> str:
    return t(language, "video-failed")


def video_too_large_text(language: str, limit_mb: int) -> str:
    return t(language, "video-too-large", limit=limit_mb)


def lossless_failed_text(language: str) -> str:
    return t(language, "lossless-failed")


def lossless_too_large_text(language: str, limit_mb: int) -> str:
    return t(language, "lossless-too-large", limit=limit_mb)


def files_no_room_text(language: str) -> str:
    """A file asked on demand would take the room a new song needs
    (bot/pipeline/song_files/on_demand.py)."""
    return t(language, "files-no-room")


def files_line_full_text(language: str) -> str:
    """A press served again after a stop found the line of files full: press again later."""
    return t(language, "files-line-full-after-stop")


def lyrics_messages(
    language: str, request: Request, limit: int = MessageLimit.MAX_TEXT_LENGTH
) -> list[str]:
    """A song's words as text: a header, then the user's lyrics escaped (never read as markup),
    in messages of at most `limit` (counted escaped, in UTF-16 units: never less than Telegram
    counts).
    Cut at line ends; a line longer than a message is cut where it must be, never inside an HTML
    entity."""
    lines = [html.escape(line, quote=False) for line in (request.lyrics or "").strip().splitlines()]
    if not lines:
        return [t(language, "song-words-none")]
    parts: list[str] = []
    current = t(language, "lyrics-header", title=request.title or "…")
    for line in lines:
        for piece in _pieces(line, limit):
            joined = f"{current}\n{piece}" if current else piece
            if shown_length(joined) <= limit:
                current = joined
            else:
                parts.append(current)
                current = piece
    parts.append(current)
    return parts


def _pieces(line: str, limit: int) -> list[str]:
    """An escaped line in pieces of at most `limit` characters, not splitting an entity."""
    pieces = []
    while shown_length(line) > limit:
        cut = len(shown_prefix(line, limit))
        entity = line.rfind("&", cut - 6, cut)  # &amp; &lt; &gt; are at most 5 characters
        if entity != -1 and ";" not in line[entity:cut]:
            cut = entity
        pieces.append(line[:cut])
        line = line[cut:]
    pieces.append(line)
    return pieces
