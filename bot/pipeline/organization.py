"""The organization's standing at the service: how many tracks and slots it has left, counted the
way the service counts them (bot/pipeline/quota.py), and whether submissions are paused (an empty
wallet, a bad key, an admin's /pause). One object that needs only the store, settings and clock,
so that the scheduler, the words people see and the admin views ask the same one."""

from __future__ import annotations

import logging
from collections.abc import Callable

from bot.config import Settings
from bot.pipeline.quota import Capacity, day_start, org_capacity
from bot.store import Store

log = logging.getLogger(__name__)

PAUSE_FLAG = "paused"  # value: wallet | key | admin
LAST_PROBE_FLAG = "last_probe_at"


class Organization:
    def __init__(self, settings: Settings, store: Store, clock: Callable[[], float]) -> None:
        self._settings = settings
        self._store = store
        self._clock = clock
        self._probes = 0  # failed probes since the pause began: each waits twice as long

    async def capacity(self) -> Capacity:
        return await org_capacity(self._settings, self._store, self._clock())

    async def over_user_limit(self, user_id: int) -> bool:
        """The user has started all the tracks USER_DAILY_LIMIT gives them today."""
        limit = self._settings.USER_DAILY_LIMIT
        return bool(limit) and await self.user_submissions_today(user_id) >= limit

    async def user_submissions_today(self, user_id: int) -> int:
        since = day_start(self._clock(), self._settings.quota_zone)
        return await self._store.requests.submissions_since(since, user_id)

    # --- pauses ------------------------------------------------------------------------

    async def paused(self) -> str | None:
        return await self._store.flags.get(PAUSE_FLAG)

    async def pause(self, reason: str) -> str | None:
        """Pause submissions (the service refused the wallet or the key); the reason if this
        began a pause, so that its admins are alerted once."""
        flags = self._store.flags
        current = await flags.get(PAUSE_FLAG)
        await flags.set(LAST_PROBE_FLAG, str(self._clock()))
        if current == reason:
            return None
        await flags.set(PAUSE_FLAG, reason)
        self._probes = 0
        log.warning("submissions paused: %s", reason)
        return reason

    async def pause_by_admin(self) -> None:
        await self._store.flags.set(PAUSE_FLAG, "admin")

    async def resume(self) -> str | None:
        """Lift a pause (an admin's /resume or a successful probe); says what was lifted."""
        flags = self._store.flags
        reason = await flags.get(PAUSE_FLAG)
        if reason is None:
            return None
        await flags.clear(PAUSE_FLAG)
        await flags.clear(LAST_PROBE_FLAG)
        self._probes = 0
        log.warning("submissions resumed after: %s", reason)
        return reason

    async def probe_due(self, interval_after: Callable[[int], float]) -> bool:
        """While paused by the service, one request may try it when the interval after the
        failed probes so far has passed (20 s, then twice as long each time, Tuning)."""
        now = self._clock()
        last = float(await self._store.flags.get(LAST_PROBE_FLAG) or 0)
        if now - last < interval_after(self._probes):
            return False
        await self._store.flags.set(LAST_PROBE_FLAG, str(now))
        self._probes += 1
        return True
