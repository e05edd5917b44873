"""The figures an operator's monitoring reads (bot/monitoring/), counted from the database so
that they survive restarts: requests by state, POSTs by what their answer proved, the tracks
charged and the money they cost, songs delivered, text-model calls made, how long delivered
songs spent in each part of their way, and since when the line has waited for the music service
itself."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal, TypeAlias, get_args

import aiosqlite

from bot.store.flags import FlagsRepo
from bot.store.models import Reason, State
from bot.store.sql import first, rows

# Why a request waits again after a POST the service refused (bot/pipeline/scheduler.py
# `waiting_reason`): the service itself, not the organization's limits, a share or a pause.
SERVICE_REASONS = (Reason.WALLET, Reason.KEY, Reason.ADDRESS, Reason.BUSY, Reason.UNAVAILABLE)


@dataclass(frozen=True)
class Durations:
    """Seconds each delivered song spent: in the bot's line (asked to POSTed), at the service
    (taken to made) and from made to delivered."""

    in_line: list[float]
    at_service: list[float]
    to_chat: list[float]


# The counters /metrics exports from the database (bot/monitoring/metrics.py).
Counted: TypeAlias = Literal[
    "submissions_taken",
    "submissions_maybe",
    "submissions_refused",
    "tracks_charged",
    "money_spent_byn",
    "songs_delivered",
    "text_calls",
]
COUNTED: tuple[Counted, ...] = get_args(Counted)
# Flags (this prefix and a counter's name) holding what a restore's replaced database had
# counted beyond the copy put in its place (bot/store/restore.py): a counter never goes back.
COUNTED_BEFORE = "counted_before_restore:"


@dataclass(frozen=True)
class Totals:
    requests_by_state: dict[str, int]
    submissions_by_outcome: dict[str, int]
    tracks_charged: int
    money_spent_byn: float
    text_calls: int
    carried: dict[Counted, float] = field(default_factory=dict)  # by restores (COUNTED_BEFORE)

    def counted(self, name: Counted) -> float:
        """A counter as /metrics exports it: the database's rows, and what restores carried."""
        return self._in_rows()[name] + self.carried.get(name, 0.0)

    def carried_across(self, replaced: Totals) -> dict[Counted, float]:
        """What these totals, a restored copy's, must carry so that no counter falls below
        what the `replaced` database exported."""
        rows = self._in_rows()
        return {
            name: max(self.carried.get(name, 0.0), replaced.counted(name) - rows[name])
            for name in COUNTED
        }

    def _in_rows(self) -> dict[Counted, float]:
        outcomes = self.submissions_by_outcome
        return {
            "submissions_taken": outcomes.get("taken", 0),
            "submissions_maybe": outcomes.get("maybe", 0),
            "submissions_refused": outcomes.get("refused", 0),
            "tracks_charged": self.tracks_charged,
            "money_spent_byn": self.money_spent_byn,
            "songs_delivered": self.requests_by_state.get(State.DELIVERED.value, 0),
            "text_calls": self.text_calls,
        }


class FiguresRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._flags = FlagsRepo(conn, clock)  # where a restore's carried counts are kept

    async def totals(self) -> Totals:
        states = await rows(self._conn, "SELECT state, COUNT(*) FROM requests GROUP BY state")
        outcomes = await rows(
            self._conn, "SELECT outcome, COUNT(*) FROM submissions GROUP BY outcome"
        )
        charged = await first(
            self._conn,
            "SELECT COUNT(*), COALESCE(SUM(price_byn), 0) FROM requests"
            " WHERE price_byn IS NOT NULL",
        )
        calls = await first(self._conn, "SELECT COUNT(*) FROM text_calls")
        carried = await self._flags.starting_with(COUNTED_BEFORE)
        assert charged is not None and calls is not None
        return Totals(
            requests_by_state={state: count for state, count in states},
            submissions_by_outcome={outcome: count for outcome, count in outcomes},
            tracks_charged=charged[0],
            money_spent_byn=float(charged[1]),
            text_calls=calls[0],
            carried={
                name: float(value)
                for flag, value in carried.items()
                if (name := flag.removeprefix(COUNTED_BEFORE)) in COUNTED
            },
        )

    async def carry(self, carried: dict[Counted, float]) -> None:
        """Keep what a restore carries over (Totals.carried_across); the caller commits."""
        for name, value in carried.items():
            await self._flags.set(COUNTED_BEFORE + name, repr(value))

    async def delivered_durations(self) -> Durations:
        found = await rows(
            self._conn,
            "SELECT submitted_at - created_at, completed_at - accepted_at,"
            " finished_at - completed_at FROM requests WHERE state = 'delivered'",
        )
        return Durations(
            in_line=[row[0] for row in found if row[0] is not None],
            at_service=[row[1] for row in found if row[1] is not None],
            to_chat=[row[2] for row in found if row[2] is not None],
        )

    async def service_wait_since(self) -> float | None:
        """When the oldest wait for the music service itself began: the first refused POST
        (401, 402, 429, 503, or the service not reached) of a request that waits after such a
        refusal, counted since the service last took a POST (one taken proves it works); None
        when no request waits for the service."""
        marks = ", ".join("?" for _ in SERVICE_REASONS)
        found = await first(
            self._conn,
            "SELECT MIN(s.sent_at) FROM submissions s JOIN requests r ON r.id = s.request_id"
            f" WHERE r.state = 'waiting' AND r.reason IN ({marks}) AND s.outcome = 'refused'"
            " AND s.sent_at > COALESCE("
            "(SELECT MAX(sent_at) FROM submissions WHERE outcome = 'taken'), 0)",
            tuple(reason.value for reason in SERVICE_REASONS),
        )
        return None if found is None else found[0]
