"""The figures an operator's monitoring reads (bot/monitoring/), counted from the database so
that they survive restarts: requests by state, POSTs by what their answer proved, the tracks
charged and the money they cost, songs delivered, text-model calls made, how long delivered
songs spent in each part of their way, and since when the line has waited for the music service
itself."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import aiosqlite

from bot.store.models import Reason
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


@dataclass(frozen=True)
class Totals:
    requests_by_state: dict[str, int]
    submissions_by_outcome: dict[str, int]
    tracks_charged: int
    money_spent_byn: float
    text_calls: int


class FiguresRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Callable[[], float]) -> None:
        self._conn = conn

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
        assert charged is not None and calls is not None
        return Totals(
            requests_by_state={state: count for state, count in states},
            submissions_by_outcome={outcome: count for outcome, count in outcomes},
            tracks_charged=charged[0],
            money_spent_byn=float(charged[1]),
            text_calls=calls[0],
        )

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
