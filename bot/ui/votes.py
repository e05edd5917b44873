"""👍 / 👎 under a delivered song (`vote:<request id>:<up|down>`), the answer to a vote, and the
list /report adds of the styles songs were made in and how their listeners liked them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.shorten import shorten
from bot.store.votes import DISLIKE, LIKE, Cast, StyleVotes, Tally
from bot.texts import plain, t
from bot.ui import styles
from bot.ui.buttons import CallbackData

STYLES_SHOWN = 12  # /report's styles: the most made, then how many more there were
STYLE_SHOWN_LIMIT = 60


class Vote(StrEnum):
    UP = "up"
    DOWN = "down"

    @property
    def value_stored(self) -> int:
        return LIKE if self == Vote.UP else DISLIKE


@dataclass(frozen=True)
class VotePress(CallbackData, prefix="vote"):
    """👍 or 👎 under a song: `vote:<request id>:<up|down>`."""

    request_id: int
    vote: Vote


def vote_row(request_id: int, language: str, tally: Tally) -> list[InlineKeyboardButton]:
    """👍 n / 👎 n: the counts so far (none shown while there are none)."""
    return [
        InlineKeyboardButton(
            plain(language, "button-like", count=tally.likes),
            callback_data=VotePress(request_id, Vote.UP).pack(),
        ),
        InlineKeyboardButton(
            plain(language, "button-dislike", count=tally.dislikes),
            callback_data=VotePress(request_id, Vote.DOWN).pack(),
        ),
    ]


def vote_answer(language: str, vote: Vote, cast: Cast) -> str:
    return plain(language, f"vote-answer-{cast}", vote=vote.value)


def styles_report_text(language: str, days: int, found: Sequence[StyleVotes]) -> str:
    """/report's styles: per preset (by its names in the reader's language) and per typed style
    (as typed), how many songs were made and how many their listeners liked or disliked."""
    lines = [t(language, "styles-report-header", days=days)]
    for entry in found[:STYLES_SHOWN]:
        lines.append(
            t(
                language,
                "styles-report-line",
                name=style_name(language, entry.style),
                made=entry.made,
                liked=entry.liked,
                disliked=entry.disliked,
            )
        )
    if len(found) > STYLES_SHOWN:
        lines.append(t(language, "styles-report-more", count=len(found) - STYLES_SHOWN))
    return "\n".join(lines)


def style_name(language: str, style: str | None) -> str:
    """A style as an admin reads it (plain: `t` escapes it where it goes): a preset by its
    names, a typed style by its words, shortened."""
    if not style:
        return plain(language, "styles-report-none")
    if styles.is_preset(style):
        genre, mood, _ = styles.chosen(style)
        names = [plain(language, f"style-genre-{genre}")] if genre else []
        names += [plain(language, f"style-mood-{mood}")] if mood else []
        return plain(language, "styles-report-preset", name=" · ".join(names))
    shown = shorten(style, STYLE_SHOWN_LIMIT, one_line=True)
    return plain(language, "styles-report-typed", style=shown)


def guest_song_keyboard(request_id: int, language: str, tally: Tally) -> InlineKeyboardMarkup:
    """Under a song in guest mode's inline message: 👍 / 👎 only. Anyone in that chat may like
    it; the other buttons of a song (another take, its files, its words, its video) would send
    into a chat the bot is not in, so they live under the song's copy in the asker's private
    chat, in /mytracks."""
    return InlineKeyboardMarkup([vote_row(request_id, language, tally)])
