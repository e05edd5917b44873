"""Whether Telegram can carry what the bot has to say, learnt from the answers to its own calls.

Every Bot API call (getUpdates included) reports here from TelegramHttp: an answer of any kind
(a message sent, a 400, a 403, a 429) proves that Telegram works; a 5xx, a timeout or a lost
connection says it is failing; a 401 (or a 404 on a method: Telegram's answer to a token it does
not know) says it refuses the bot's token. The pipeline asks it before it spends a track (a song
that cannot be delivered is not made) and waits on it to send what an outage held back.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from enum import StrEnum

log = logging.getLogger(__name__)

# Telegram failing this long with no answer in between is down, and shuts the gate before every
# POST (bot/accounting/gate.py): a song made now could not be brought. A passing 502 between two
# answers shuts nothing.
TELEGRAM_DOWN_AFTER_SEC = 30.0


class Reach(StrEnum):
    WORKS = "works"
    DOWN = "telegram"  # failing for TELEGRAM_DOWN_AFTER_SEC with no answer in between
    TOKEN = "token"  # the token is refused


class TelegramReach:
    """What the latest calls said; intervals on the monotonic clock (a step of the wall clock
    must not make an outage look older or newer than it is)."""

    def __init__(
        self,
        down_after_sec: float = TELEGRAM_DOWN_AFTER_SEC,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._down_after = down_after_sec
        self._clock = clock
        self._failing_since: float | None = None
        self._refused = False
        self._said_refused = False
        self._sent = 0  # tickets of calls sent so far
        self._failed_ticket = 0  # the ticket of the latest call that failed or was refused
        self.comebacks = 0  # how often Telegram came back: a tick that sees it grow sends all

    # --- what the calls report ----------------------------------------------------------

    def sending(self) -> int:
        """A call leaves: its ticket, which says whether its answer is newer than a failure."""
        self._sent += 1
        return self._sent

    def answered(self, ticket: int) -> None:
        """A call got an answer. One sent before the latest failure proves nothing of now (a
        long poll that left before the token was revoked still comes back with 200)."""
        if ticket <= self._failed_ticket:
            return
        if self._failing_since is None and not self._refused:
            return
        log.warning("Telegram answers again")
        self._failing_since = None
        self._refused = False
        self.comebacks += 1

    def failed(self, ticket: int) -> None:
        self._failed_ticket = max(self._failed_ticket, ticket)
        if self._failing_since is None:
            self._failing_since = self._clock()

    def refused(self, ticket: int) -> None:
        self._failed_ticket = max(self._failed_ticket, ticket)
        if not self._refused:
            # Critical once a process: a revoked token never comes back, and a call answered
            # after the refusal (sent before it) must not make it say so again.
            level = logging.WARNING if self._said_refused else logging.CRITICAL
            self._said_refused = True
            log.log(
                level,
                "Telegram refuses the bot's token (401): no new song is started until a start "
                "with a valid TELEGRAM_BOT_TOKEN; everything pending is kept for it",
            )
        self._refused = True

    # --- what the bot asks ---------------------------------------------------------------

    @property
    def state(self) -> Reach:
        if self._refused:
            return Reach.TOKEN
        since = self._failing_since
        if since is not None and self._clock() - since >= self._down_after:
            return Reach.DOWN
        return Reach.WORKS

    @property
    def failing(self) -> bool:
        """The last call failed (or was refused) and none has succeeded since."""
        return self._refused or self._failing_since is not None
