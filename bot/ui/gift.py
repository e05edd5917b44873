"""/gift's button under /start's greeting (`gift:start`), for people who came for a gift. The
talk itself (its questions and answers) is bot/handlers/gift.py's."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.texts import plain
from bot.ui.buttons import CallbackData


class GiftAction(StrEnum):
    START = "start"  # the first question


@dataclass(frozen=True)
class GiftPress(CallbackData, prefix="gift"):
    """`gift:start`."""

    action: GiftAction


def start_keyboard(language: str) -> InlineKeyboardMarkup:
    """Under /start's greeting: the gift, for people who came for one."""
    label = plain(language, "gift-start-button")
    data = GiftPress(GiftAction.START).pack()
    return InlineKeyboardMarkup([[InlineKeyboardButton(label, callback_data=data)]])
