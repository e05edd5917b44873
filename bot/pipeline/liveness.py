"""A song being made looks alive: its status message is refreshed every
STATUS_REFRESH_EVERY_SEC (the words, with the time elapsed, come from status.show_state; the
Notifier skips unchanged text)."""

from __future__ import annotations

from bot.context import Services
from bot.pipeline import status
from bot.store import State

BEING_MADE = (State.SUBMITTING, State.QUEUED, State.RUNNING, State.COMPLETED)
# A song being made has its status message shown anew this often (bot/app.py runs the ticker so),
# with the time so far: Telegram tolerates it easily, and a user sees the clock move.
STATUS_REFRESH_EVERY_SEC = 10.0


class ProgressTicker:
    """Status messages show the time passing: every tick, each song being made shows anew how
    long it has been at it."""

    def __init__(self, services: Services) -> None:
        self._services = services

    async def tick(self) -> None:
        """Refresh the status message of every song being made in a chat that still hears us."""
        for request in await self._services.store.requests.being_made(BEING_MADE):
            await status.show_state(self._services, request.id)
