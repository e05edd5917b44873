"""Daily shares of the organization's tracks (/limit) in words: the line a person reads under
their song's place in line and in /status, and the admins' lines in /limits and /quota. What a
share has used today is counted by bot/accounting/organization.py and handed in."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.texts import t


@dataclass(frozen=True)
class ShareUse:
    """One share and its use today: a person's (positive id: their tracks in every chat) or a
    group's (negative id: its members' tracks there, together), or a chat's own default share
    (`as_itself`: what a channel or an anonymous admin asked as itself, USER_DAILY_LIMIT)."""

    target_id: int
    tracks: int  # a day; 0: none at all
    used: int  # started today
    as_itself: bool = False

    @property
    def for_group(self) -> bool:
        return self.target_id < 0 and not self.as_itself

    @property
    def left(self) -> int:
        return max(0, self.tracks - self.used)

    @property
    def spent(self) -> bool:
        return self.used >= self.tracks


def share_lines(language: str, shares: Sequence[ShareUse]) -> list[str]:
    """What the person who asked reads of the shares their songs count against."""
    return [
        t(
            language,
            "share-left",
            whose="group" if share.for_group else "own",
            left=share.left,
            tracks=share.tracks,
        )
        for share in shares
    ]


def share_entry(language: str, share: ShareUse, name: str) -> str:
    """One share in an admin's list: who, how many a day, how many used today."""
    return t(
        language,
        "limits-entry",
        id=str(share.target_id),  # as text: a number would get group separators
        name=name,
        has_name="yes" if name else "no",
        whose="group" if share.for_group else "user",
        used=share.used,
        tracks=share.tracks,
    )


def share_entries(language: str, shares: Sequence[ShareUse], names: Mapping[int, str]) -> list[str]:
    return [share_entry(language, share, names.get(share.target_id, "")) for share in shares]
