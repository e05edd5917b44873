"""Whether updates flow: told by polling (each getUpdates answered) and the webhook (each call),
read by /healthz (health.py) and /metrics.

Updates flow in polling mode while getUpdates keeps being answered (a long poll comes back at
least every 30 s, with updates or without). A webhook is called only when there is something to
send, so a quiet webhook is well unless Telegram says updates are waiting for it
(getWebhookInfo's `pending_update_count`), asked at most once per `quiet_sec`."""

from __future__ import annotations

import time
from collections.abc import Callable

from telegram import Bot
from telegram.error import TelegramError

from bot.telegram.lanes import Lane, calls_in


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

    async def stalled(self, bot: Bot) -> str | None:
        """Why updates do not flow, or None; `bot` asks Telegram what waits for a webhook."""
        quiet = self.quiet_for()
        if quiet < self.quiet_sec:
            return None
        if not self.webhook:
            return f"no answer to getUpdates for {quiet:.0f} s"
        waiting = await self._pending_at_telegram(bot)
        if waiting:
            return f"{waiting} updates wait at Telegram; none came for {quiet:.0f} s"
        return None

    async def _pending_at_telegram(self, bot: Bot) -> int:
        now = self._monotonic()
        if self._asked_at is None or now - self._asked_at >= self.quiet_sec:
            self._asked_at = now
            try:
                with calls_in(Lane.HOUSEKEEPING):
                    info = await bot.get_webhook_info()
            except TelegramError:
                return self._waiting_at_telegram  # Telegram's own failure is the reach's to say
            self._waiting_at_telegram = info.pending_update_count
        return self._waiting_at_telegram
