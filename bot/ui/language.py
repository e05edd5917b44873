"""/lang as its user sees it: the chooser (each language named in itself, `lang:<choice>`) and
the words that confirm a choice."""

from __future__ import annotations

from dataclasses import dataclass

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.texts import LANGUAGES, own_name, plain, t
from bot.ui.buttons import CallbackData

AUTO = "auto"  # back to the language of the user's Telegram


@dataclass(frozen=True)
class LangPress(CallbackData, prefix="lang"):
    """A language chosen: `lang:<language|auto>`."""

    choice: str  # a language, or AUTO

    def makes_sense(self) -> bool:
        return self.choice in (*LANGUAGES, AUTO)


def chooser_text(language: str) -> str:
    return t(language, "lang-current", name=plain(language, "lang-name"))


# Languages side by side: a phone shows two names of up to 16 characters ("Bahasa Indonesia")
# in a row uncut; three would cut the longest.
CHOOSER_ROW = 2


def chooser_keyboard() -> InlineKeyboardMarkup:
    """Each language named in itself, so anyone finds their own."""
    buttons = [
        InlineKeyboardButton(own_name(language), callback_data=LangPress(language).pack())
        for language in LANGUAGES
    ]
    rows = [buttons[start : start + CHOOSER_ROW] for start in range(0, len(buttons), CHOOSER_ROW)]
    return InlineKeyboardMarkup(rows)


def chosen_text(language: str, automatic: bool) -> str:
    """The confirmation, in the language now chosen (`automatic`: Telegram's own)."""
    key = "lang-auto" if automatic else "lang-set"
    return t(language, key, name=plain(language, "lang-name"))
