"""Telling Telegram's failures apart, and retrying the passing ones with backoff.

PTB's error tree matters here: `BadRequest` and `TimedOut` are both `NetworkError`s, so every
`except` clause below names the narrow class first. `RetryAfter` (a flood limit) is retried by
the LaneLimiter (lanes.py) before it reaches us; what still arrives says how long to wait.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import TypeVar

import aiohttp
from telegram.error import BadRequest, InvalidToken, NetworkError, RetryAfter, TimedOut

log = logging.getLogger(__name__)

T = TypeVar("T")

# A call that must not wait for a tick (a message, an upload) is made this many times in all,
# the second after the first delay, then twice as long: a passing fault is waited out for 1.5 s.
CALL_ATTEMPTS = 3
CALL_RETRY_FIRST_SEC = 0.5


def retry_after_sec(error: RetryAfter) -> float:
    """The wait a flood limit asks for, in seconds: a timedelta, as PTB gives it with
    PTB_TIMEDELTA set (bot/__main__.py, and the tests); an int without it."""
    value = error.retry_after
    return value.total_seconds() if isinstance(value, timedelta) else float(value)


def may_have_arrived(error: TimedOut) -> bool:
    """A timeout while waiting for the answer: the whole request went out, so Telegram may have
    acted on it (an upload may be in the chat). A connect or pool timeout cannot have; an
    upload's total timeout may have come after the last byte went out."""
    cause = error.__cause__
    if isinstance(cause, aiohttp.ConnectionTimeoutError):
        return False
    return isinstance(cause, TimeoutError)


def telegram_unreachable(error: BaseException) -> bool:
    """Telegram itself failing, not the chat or the message: a 5xx, a timeout, a lost
    connection, a flood wait, a refused token. What failed so is sent again once it works; it
    never counts against the song or the word it carried."""
    if isinstance(error, BadRequest):
        return False  # an answer about this call (a file rejected, a message gone)
    return isinstance(error, NetworkError | RetryAfter | InvalidToken)


def delay_for(error: Exception, attempt: int, first_delay: float, most: float = math.inf) -> float:
    """How long to wait before attempt number `attempt + 1`: the flood limit's own wait, or an
    exponential backoff (up to `most`) for everything else."""
    if isinstance(error, RetryAfter):
        return retry_after_sec(error)
    return min(most, first_delay * 2.0 ** max(0, attempt - 1))


async def through_flood_control(call: Callable[[], Awaitable[T]], what: str) -> T:
    """Run one call of the start (deleteWebhook, setWebhook) until Telegram's flood control
    lets it through: a bot restarted in a loop meets it, and it heals by itself, so it never
    stops a start. Each wait is a WARNING that names it."""
    while True:
        try:
            return await call()
        except RetryAfter as error:
            wait = retry_after_sec(error)
            log.warning("Telegram's flood control holds %s: the start waits %.0f s", what, wait)
            await asyncio.sleep(wait)


async def with_retries(call: Callable[[], Awaitable[T]], *, what: str = "telegram call") -> T:
    """Run `call` up to CALL_ATTEMPTS times, again after a backoff when it fails in a passing
    way; other errors (Forbidden, BadRequest) and the last passing one are raised."""
    for attempt in range(1, CALL_ATTEMPTS + 1):
        try:
            return await call()
        except BadRequest:
            raise
        except (NetworkError, RetryAfter) as error:
            if attempt == CALL_ATTEMPTS:
                raise
            delay = delay_for(error, attempt, CALL_RETRY_FIRST_SEC)
            log.info("%s failed (%s), trying again in %.1f s", what, type(error).__name__, delay)
            await asyncio.sleep(delay)
    raise AssertionError("unreachable")
