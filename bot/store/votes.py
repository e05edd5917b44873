"""👍 / 👎 under delivered songs (migration 016): one vote per person per song, which its person
may change; and what /report reads of them, per style."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

import aiosqlite

from bot.store.sql import first, rows

LIKE, DISLIKE = 1, -1


class Cast(StrEnum):
    """What a press did to the person's vote on the song."""

    NEW = "new"  # their first vote on it
    CHANGED = "changed"  # 👍 became 👎 or back
    SAME = "same"  # the vote they had already (a press met twice counts once)


@dataclass(frozen=True)
class Tally:
    likes: int = 0
    dislikes: int = 0


@dataclass(frozen=True)
class StyleVotes:
    """The songs made with one style (as the service was sent it) since a moment: how many, how
    many their listeners liked more than not, and how many the other way round."""

    style: str | None
    made: int
    liked: int
    disliked: int


class VotesRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._now = clock

    async def cast(self, request_id: int, user_id: int, value: int) -> Cast:
        """The person's vote on the song is `value` (LIKE or DISLIKE) from now."""
        before = await first(
            self._conn,
            "SELECT value FROM votes WHERE request_id = ? AND user_id = ?",
            (request_id, user_id),
        )
        if before is not None and before[0] == value:
            return Cast.SAME
        # One statement whatever was there: two presses never leave two votes.
        await self._conn.execute(
            "INSERT INTO votes (request_id, user_id, value, voted_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (request_id, user_id) DO UPDATE"
            " SET value = excluded.value, voted_at = excluded.voted_at",
            (request_id, user_id, value, self._now()),
        )
        return Cast.NEW if before is None else Cast.CHANGED

    async def tally(self, request_id: int) -> Tally:
        row = await first(
            self._conn,
            "SELECT COALESCE(SUM(value = 1), 0), COALESCE(SUM(value = -1), 0) FROM votes"
            " WHERE request_id = ?",
            (request_id,),
        )
        return Tally(int(row[0]), int(row[1])) if row else Tally()

    async def per_style(self, since: float) -> list[StyleVotes]:
        """Songs made (completed at the service) since `since`, per style, most made first.
        Each song's votes are read by its key, so a month costs its own songs, not every vote."""
        found = await rows(
            self._conn,
            "WITH made (style, likes, dislikes) AS ("
            " SELECT style,"
            "  (SELECT COUNT(*) FROM votes WHERE request_id = r.id AND value = 1),"
            "  (SELECT COUNT(*) FROM votes WHERE request_id = r.id AND value = -1)"
            " FROM requests AS r WHERE completed_at >= ?)"
            " SELECT style, COUNT(*), SUM(likes > dislikes), SUM(dislikes > likes) FROM made"
            " GROUP BY style ORDER BY COUNT(*) DESC, style",
            (since,),
        )
        return [StyleVotes(row[0], int(row[1]), int(row[2]), int(row[3])) for row in found]
