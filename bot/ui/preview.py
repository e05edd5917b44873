"""A draft's preview: its lyrics, style and length, the words around them, and its buttons
(make the song / rewrite / cancel / 🎨 style; use as lyrics / write on this topic; sing the cut
version). The buttons carry `draft:<action>:<request id>` (DraftPress);
bot/pipeline/drafts/actions.py decides what a press does. "🎨 Style" swaps them for the style
presets (bot/ui/styles.py) and back."""

from __future__ import annotations

import html
from dataclasses import dataclass
from enum import StrEnum

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Message
from telegram.constants import MessageLimit

from bot.limits import LYRICS_LIMIT, STYLE_LIMIT
from bot.lyrics import PreparedLyrics
from bot.shorten import fit_made, shorten, shown_length, shown_length_of, shown_prefix
from bot.store.models import Request
from bot.texts import plain, t
from bot.ui import styles, sung_names
from bot.ui.buttons import CallbackData

PREVIEW_LYRICS_LIMIT = 3000  # the rest of a 4096-character message holds style and buttons
PREVIEW_TAIL_LIMIT = 600  # of those, the end of long lyrics: where they stop must be seen
SHOWN_TOPIC_LIMIT = 80


class Action(StrEnum):
    """What a preview's button asks for."""

    GO = "go"  # start the generation
    AGAIN = "again"  # new lyrics on the same topic
    TOPIC = "topic"  # untagged text: lyrics written on it as a topic
    DROP = "drop"  # cancel


@dataclass(frozen=True)
class DraftPress(CallbackData, prefix="draft"):
    """A preview's button: `draft:<action>:<request id>`."""

    action: Action
    request_id: int


class Keyboard(StrEnum):
    """Which buttons a preview shows."""

    PREVIEW = "preview"  # make the song / rewrite / cancel / 🎨 style
    STYLES = "styles"  # make the song, then the style presets for this draft
    OFFER = "offer"  # untagged text: use as lyrics / write lyrics on this topic
    CUT = "cut"  # lyrics over the limit: sing the shortened version / cancel
    NONE = "none"


class Footer(StrEnum):
    """The last line of a preview whose buttons are gone or wait: what became of the draft."""

    SENT = "sent"
    CANCELLED = "cancelled"
    WRITING = "writing"
    EXPIRED = "expired"
    DENIED = "denied"


FOOTER_KEYS = {
    Footer.SENT: "draft-footer-sent",
    Footer.CANCELLED: "draft-footer-cancelled",
    Footer.WRITING: "draft-footer-writing",
    Footer.EXPIRED: "draft-footer-expired",
    Footer.DENIED: "draft-footer-denied",
}


# A take's question (bot/ui/takes.py) is a draft too; where a preview's words would not fit it.
TAKE_FOOTER_KEYS = {
    Footer.CANCELLED: "take-footer-declined",
    Footer.EXPIRED: "take-footer-expired",
}


def footer_text(language: str, footer: Footer, take: bool = False) -> str:
    """`take`: the footer of a take's question."""
    key = TAKE_FOOTER_KEYS.get(footer) if take else None
    return t(language, key or FOOTER_KEYS[footer])


def writing_text(language: str, topic: str) -> str:
    """The message that stands in for the preview while the lyrics are written."""
    return t(language, "song-writing", topic=shorten(topic, SHOWN_TOPIC_LIMIT, one_line=True))


def cut_notice(language: str, lyrics: PreparedLyrics, key: str = "lyrics-too-long") -> str:
    """The length of the lyrics, the service's limit, and how much of them the cut keeps."""
    return t(
        language,
        key,
        length=lyrics.original_length,
        limit=LYRICS_LIMIT,
        kept=len(lyrics.text),
    )


def preview_text(
    request: Request,
    chat_style: str | None,
    left_today: int,
    keyboard: Keyboard = Keyboard.PREVIEW,
    footer: str | None = None,
    head: str | None = None,
) -> str:
    """The preview, showing at most Telegram's 4096: a head (the cut's notice) takes its room
    from the lyrics, and so does whatever else shows more than the rest of the message holds
    (bot/shorten.py counts what it shows, never its markup)."""
    room = PREVIEW_LYRICS_LIMIT - shown_length_of(head or "")
    text = _preview(request, chat_style, left_today, keyboard, footer, head, room)
    over = shown_length_of(text) - MessageLimit.MAX_TEXT_LENGTH
    if over > 0:
        text = _preview(request, chat_style, left_today, keyboard, footer, head, room - over)
    return fit_made(text, MessageLimit.MAX_TEXT_LENGTH)


def _preview(
    request: Request,
    chat_style: str | None,
    left_today: int,
    keyboard: Keyboard,
    footer: str | None,
    head: str | None,
    room: int,
) -> str:
    lang = request.language
    # A gift's sung names are shown whole (the POST sings exactly them): their room, like the
    # head's (preview_text), comes from the lyrics.
    sung = sung_names.sung_line(lang, request.gift) if request.gift is not None else None
    room -= shown_length_of(sung or "")
    lyrics, more, tail = _shown_lyrics(request.lyrics, room)
    parts = [head] if head else []
    if keyboard == Keyboard.OFFER:
        parts.append(t(lang, "untagged-offer"))
    parts.append(t(lang, "preview-title", title=request.title or "…"))
    if request.topic and keyboard != Keyboard.OFFER:
        shown_topic = shorten(request.topic, SHOWN_TOPIC_LIMIT, one_line=True)
        parts.append(t(lang, "preview-topic", topic=shown_topic))
    # Not through t(): Fluent refuses an argument over 1000 characters, and lyrics reach 3000.
    parts.append(f"<blockquote>{html.escape(lyrics, quote=False)}</blockquote>")
    if more:
        parts.append(t(lang, "preview-shortened", more=more))
        parts.append(f"<blockquote>{html.escape(tail, quote=False)}</blockquote>")
    if sung is not None:
        parts.append(sung)
    parts.append(_style_line(lang, request.style, chat_style))
    parts.append(t(lang, "preview-duration", seconds=request.duration_sec))
    if keyboard == Keyboard.PREVIEW:
        parts.append(t(lang, "preview-hint", left=left_today))
    elif keyboard == Keyboard.STYLES:
        parts.append(t(lang, "preview-hint-styles", left=left_today))
    elif keyboard == Keyboard.CUT:
        parts.append(t(lang, "preview-hint-cut", left=left_today, limit=LYRICS_LIMIT))
    if footer:
        parts.append(footer)
    return "\n".join(parts)


def _style_line(lang: str, style: str | None, chat_style: str | None) -> str:
    if not style:
        return t(lang, "preview-style-none")
    if chat_style and style == chat_style:
        key = "preview-style-chat"
    else:
        key = "preview-style-chosen" if styles.is_preset(style) else "preview-style-model"
    return t(lang, key, style=shorten(style, STYLE_LIMIT))


def keyboard_of(request: Request, keyboard: Keyboard) -> InlineKeyboardMarkup | None:
    lang = request.language

    def button(key: str, action: Action) -> InlineKeyboardButton:
        return InlineKeyboardButton(
            plain(lang, key), callback_data=DraftPress(action, request.id).pack()
        )

    if keyboard == Keyboard.PREVIEW:
        # A gift's names may be sung wrong: its giver can say how (bot/ui/sung_names.py).
        fix = [[sung_names.fix_button(lang, request.id)]] if request.gift is not None else []
        return InlineKeyboardMarkup(
            [
                [button("button-draft-go", Action.GO)],
                [
                    button("button-draft-again", Action.AGAIN),
                    button("button-draft-drop", Action.DROP),
                ],
                [styles.open_button(lang, request.id)],
                *fix,
            ]
        )
    # The first button makes the song (docs/guarantees_in_chats.md §Previews).
    if keyboard == Keyboard.STYLES:
        presets = styles.preset_rows(lang, request.style, request.id)
        return InlineKeyboardMarkup([[button("button-draft-go", Action.GO)], *presets])
    if keyboard == Keyboard.OFFER:
        return InlineKeyboardMarkup(
            [
                [button("button-untagged-lyrics", Action.GO)],
                [button("button-untagged-topic", Action.TOPIC)],
            ]
        )
    if keyboard == Keyboard.CUT:
        return InlineKeyboardMarkup(
            [[button("button-cut-go", Action.GO)], [button("button-draft-drop", Action.DROP)]]
        )
    return None


def _presses_under(message: Message | None) -> list[DraftPress]:
    markup = message.reply_markup if message else None
    buttons = [button for row in markup.inline_keyboard for button in row] if markup else []
    return [
        press
        for button in buttons
        if (press := DraftPress.unpack(button.callback_data)) is not None
    ]


def draft_of_preview(message: Message | None) -> int | None:
    """The draft a message previews, read from its buttons (Telegram hands the buttons along
    with a replied-to message, so this needs no lookup)."""
    return next((press.request_id for press in _presses_under(message)), None)


def keyboard_shown(message: Message | None) -> Keyboard:
    """The buttons under the preview now: untagged text offers "write on this topic"."""
    actions = {press.action for press in _presses_under(message)}
    return Keyboard.OFFER if Action.TOPIC in actions else Keyboard.PREVIEW


def _shown_lyrics(lyrics: str, limit: int = PREVIEW_LYRICS_LIMIT) -> tuple[str, int, str]:
    """Lyrics as the preview shows them: whole, or when showing more than `limit` (Telegram's
    count) their start and their end (whole lines where possible), and how many characters
    between them are not shown."""
    if shown_length(lyrics) <= limit:
        return lyrics, 0, ""
    from_line = lyrics.find("\n", len(lyrics) - PREVIEW_TAIL_LIMIT) + 1
    tail = lyrics[from_line or len(lyrics) - PREVIEW_TAIL_LIMIT :]
    if not tail.strip():  # no line starts near the end: its last characters, then
        tail = lyrics[-PREVIEW_TAIL_LIMIT:]
    room = len(shown_prefix(lyrics, max(0, limit - shown_length(tail))))
    cut = lyrics.rfind("\n", 0, room)
    head = lyrics[: cut if cut > 0 else room].rstrip()
    return head, len(lyrics) - len(head) - len(tail), tail.strip()
