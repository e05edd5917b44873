"""How a gift's names are sung: the preview's line ("🎤 Sung as: Siobhan → Shi-vawn"), its
button to correct it (`sung:<request id>`) and the question that asks for the spelling. The
spelling is kept on the request (Gift.sung) and used only in the lyrics POSTed
(Request.sung_lyrics): the caption and the share name the person as typed."""

from __future__ import annotations

from dataclasses import dataclass

from telegram import InlineKeyboardButton

from bot.lyrics import SUNG_NAME_LIMIT, SungNames, parse_sung_pairs, sung_pair_too_long
from bot.store.models import Gift
from bot.texts import plain, t
from bot.ui.buttons import RequestPress


@dataclass(frozen=True)
class SungPress(RequestPress, prefix="sung"):
    """A preview's "🎤 Fix how a name sounds": `sung:<request id>`."""


def sung_line(language: str, gift: Gift) -> str:
    """The preview's line: each name and how it is sung, or that names are sung as typed."""
    if not gift.sung:
        return t(language, "preview-sung-typed")
    names = ", ".join(f"{name} → {sung}" for name, sung in gift.sung)
    return t(language, "preview-sung", names=names)


def fix_button(language: str, request_id: int) -> InlineKeyboardButton:
    return InlineKeyboardButton(
        plain(language, "button-sung-fix"), callback_data=SungPress(request_id).pack()
    )


def ask_text(language: str, gift: Gift) -> str:
    return t(language, "sung-ask", name=gift.name_to_fix)


def spelling_of(text: str, gift: Gift) -> SungNames | None:
    """The giver's answer: "Name = spelling" for any name, else a spelling of the name the
    question asked about; None when it holds no word, or a name or spelling too long to be one
    (`SUNG_NAME_LIMIT`): then nothing of it is taken."""
    text = " ".join(text.split())
    if not any(char.isalpha() for char in text) or sung_pair_too_long(text):
        return None
    if pairs := parse_sung_pairs(text):
        return pairs
    if "=" in text or len(text) > SUNG_NAME_LIMIT:
        return None
    return ((gift.name_to_fix, text),)
