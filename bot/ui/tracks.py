"""/mytracks as its user sees it: the header and one button per delivered song
(`track:<request id>`), whose press sends that song again."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.shorten import shorten
from bot.store.models import Request
from bot.texts import clock_text, plain, t
from bot.ui.buttons import RequestPress

BUTTON_TITLE_LIMIT = 40


@dataclass(frozen=True)
class TrackPress(RequestPress, prefix="track"):
    """A delivered song, sent again: `track:<request id>`."""


def track_button(request: Request) -> InlineKeyboardButton:
    title = shorten(request.title or "…", BUTTON_TITLE_LIMIT)
    length = clock_text(request.service_duration_sec or request.duration_sec)
    label = plain(request.language, "mytracks-button", title=title, length=length)
    return InlineKeyboardButton(label, callback_data=TrackPress(request.id).pack())


def tracks_keyboard(tracks: Sequence[Request]) -> InlineKeyboardMarkup:
    return InlineKeyboardMarkup([[track_button(request)] for request in tracks])


def tracks_text(language: str, tracks: Sequence[Request]) -> str:
    if not tracks:
        return t(language, "mytracks-empty")
    return t(language, "mytracks-header", count=len(tracks))
