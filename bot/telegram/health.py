"""Whether the bot is well, in one answer that a supervisor or a monitoring system can act on:
healthy only while updates flow, the database answers and Telegram accepts the token. Served as
`GET /healthz` by the metrics server (bot/monitoring/server.py), in both modes.

Updates flow in polling mode while getUpdates keeps being answered (a long poll comes back at
least every 30 s, with updates or without). A webhook is called only when there is something to
send, so a quiet webhook is well unless Telegram says updates are waiting for it
(getWebhookInfo's `pending_update_count`), asked at most once per `quiet_sec`."""

from __future__ import annotations

import time
from collections.abc import Callable

from telegram.error import TelegramError

from bot.store import Store
from bot.telegram.app_data import FLOW_KEY, REACH_KEY, STORE_KEY, TUNING_KEY, App
from bot.telegram.lanes import Lane
from bot.telegram.reach import Reach, TelegramReach
from bot.tuning import Tuning


class UpdateFlow:
    """When updates last came in (a getUpdates answered, or a webhook call), on the monotonic
    clock, and whether that is recent enough."""

    def __init__(self, quiet_sec: float, monotonic: Callable[[], float] = time.monotonic) -> None:
        self.quiet_sec = quiet_sec
        self.webhook = False  # set by the webhook when it starts
        self._monotonic = monotonic
        self._heard = monotonic()  # a start counts: nothing was expected before it
        self._asked_at: float | None = None
        self._waiting_at_telegram = 0

    def heard(self) -> None:
        self._heard = self._monotonic()

    def quiet_for(self) -> float:
        return self._monotonic() - self._heard

    async def stalled(self, app: App) -> str | None:
        """Why updates do not flow, or None."""
        quiet = self.quiet_for()
        if quiet < self.quiet_sec:
            return None
        if not self.webhook:
            return f"no answer to getUpdates for {quiet:.0f} s"
        waiting = await self._pending_at_telegram(app)
        if waiting:
            return f"{waiting} updates wait at Telegram; none came for {quiet:.0f} s"
        return None

    async def _pending_at_telegram(self, app: App) -> int:
        now = self._monotonic()
        if self._asked_at is None or now - self._asked_at >= self.quiet_sec:
            self._asked_at = now
            try:
                info = await app.bot.get_webhook_info(rate_limit_args={"lane": Lane.HOUSEKEEPING})
            except TelegramError:
                return self._waiting_at_telegram  # Telegram's own failure is the reach's to say
            self._waiting_at_telegram = info.pending_update_count
        return self._waiting_at_telegram


def flow_of(app: App) -> UpdateFlow:
    """The application's UpdateFlow (bot/app.py makes it; an application built otherwise, as in
    the stand-in's own tests, gets one with the default patience)."""
    flow = app.bot_data.get(FLOW_KEY)
    if not isinstance(flow, UpdateFlow):
        flow = app.bot_data[FLOW_KEY] = UpdateFlow(Tuning().updates_quiet_sec)
    return flow


async def unhealthy(app: App) -> str | None:
    """Why the bot is not well, or None when it is."""
    if not app.running:
        return "not running"
    store: Store | None = app.bot_data.get(STORE_KEY)
    tuning: Tuning = app.bot_data[TUNING_KEY]
    if store is None or not await store.answers(tuning.health_database_timeout_sec):
        return "the database does not answer"
    reach = app.bot_data.get(REACH_KEY)
    if isinstance(reach, TelegramReach) and reach.state is Reach.TOKEN:
        return "Telegram refuses the bot's token"
    return await flow_of(app).stalled(app)
