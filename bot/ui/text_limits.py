"""The words of a text-model call not made: the person's or the organization's daily limit of
calls reached, lyrics paused by an admin, or access gone. Each says when lyrics can be written
again and that finished lyrics are still taken. bot/accounting/text_budget.py decides."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.texts import plain, t


class Holdup(StrEnum):
    DENIED = "denied"  # this chat, or this asker, may not ask now
    PAUSED = "paused"  # submissions are paused (an admin, the wallet, the key)
    OWN = "own"  # the asker's own calls today are used up
    ORG = "org"  # the organization's calls today are used up


@dataclass(frozen=True)
class TextRefusal:
    """Why no call is made; `limit` the calls a day that are used up, `until` the local time
    the next quota day begins (when a limit allows calls again)."""

    holdup: Holdup
    limit: int = 0
    until: str = ""


REFUSAL_KEYS = {
    Holdup.DENIED: "text-refused-denied",
    Holdup.PAUSED: "text-refused-paused",
    Holdup.OWN: "text-refused-own",
    Holdup.ORG: "text-refused-org",
}
# Answers to a pressed button (answerCallbackQuery holds at most 200 characters).
REFUSAL_ANSWERS = {
    Holdup.DENIED: "text-answer-denied",
    Holdup.PAUSED: "text-answer-paused",
    Holdup.OWN: "text-answer-own",
    Holdup.ORG: "text-answer-org",
}


def refusal_text(language: str, refusal: TextRefusal) -> str:
    """A message's words (HTML)."""
    return t(language, REFUSAL_KEYS[refusal.holdup], limit=refusal.limit, until=refusal.until)


def refusal_answer(language: str, refusal: TextRefusal) -> str:
    """A button press's answer (plain)."""
    return plain(
        language, REFUSAL_ANSWERS[refusal.holdup], limit=refusal.limit, until=refusal.until
    )
