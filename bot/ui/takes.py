"""Another take as its asker sees it: "🔁 Another take" under a song (`take:ask:<song id>`), the
question it asks (how many tracks are left to the person and to everyone today) with its two
answers (`take:go:<take id>`, `take:no:<take id>`), and the title that tells the takes apart.
bot/pipeline/drafts/takes.py decides what a press does."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.shorten import shorten
from bot.store.models import Request
from bot.texts import plain, t
from bot.ui.buttons import CallbackData
from bot.ui.tracks import BUTTON_TITLE_LIMIT


class TakeAction(StrEnum):
    ASK = "ask"  # under a song: the id is the song's
    GO = "go"  # under the question: the id is the new take's, a draft until this press
    NO = "no"


@dataclass(frozen=True)
class TakePress(CallbackData, prefix="take"):
    """`take:<action>:<request id>`: the song's id to ask, the take's to answer."""

    action: TakeAction
    request_id: int


def take_button(request: Request) -> InlineKeyboardButton:
    return InlineKeyboardButton(
        plain(request.language, "button-take"),
        callback_data=TakePress(TakeAction.ASK, request.id).pack(),
    )


def take_title(language: str, first_title: str, take: int) -> str:
    """The title "<title> (take 2)", short enough to be read whole on a /mytracks button: the
    takes are told apart there, in inline results (the audio's own title) and in every word
    about them."""
    room = BUTTON_TITLE_LIMIT - len(plain(language, "take-title", title="", number=take))
    title = shorten(first_title or "…", max(room, 1), one_line=True)
    return plain(language, "take-title", title=title, number=take)


def question_text(
    request: Request, first_title: str, mine: int, everyone: int, footer: str | None = None
) -> str:
    """The question a take's draft is: the song, which take this is, and the tracks left today
    to its asker (their share, within the organization's) and to the organization."""
    text = t(
        request.language,
        "take-question",
        title=shorten(first_title or "…", BUTTON_TITLE_LIMIT, one_line=True),
        number=request.take or 2,
        mine=mine,
        everyone=everyone,
    )
    return f"{text}\n{footer}" if footer else text


def question_keyboard(request: Request) -> InlineKeyboardMarkup:
    """Its first button makes the take (docs/guarantees_in_chats.md §Previews)."""
    lang = request.language
    return InlineKeyboardMarkup(
        [
            [
                InlineKeyboardButton(
                    plain(lang, "button-take-go", number=request.take or 2),
                    callback_data=TakePress(TakeAction.GO, request.id).pack(),
                ),
                InlineKeyboardButton(
                    plain(lang, "button-take-no"),
                    callback_data=TakePress(TakeAction.NO, request.id).pack(),
                ),
            ]
        ]
    )
