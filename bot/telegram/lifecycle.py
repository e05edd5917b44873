"""Running an Application inside an event loop: the same start and stop sequence as PTB's
`run_polling`, hooks included, for the bot itself (bot/cli/main.py), the console and the tests.
Updates come from a source (polling.py or webhook.py) that starts after `post_init` and stops
before the application does."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from typing import Protocol

from telegram import Bot
from telegram.error import NetworkError, RetryAfter

from bot.telegram.app_data import App, DataT
from bot.telegram.faults import retry_after_sec
from bot.telegram.polling import Polling

log = logging.getLogger(__name__)


class UpdateSource(Protocol):
    """Where updates come from: started once the store is open, stopped before the app is."""

    async def start(self, app: App[DataT]) -> None: ...

    async def stop(self, app: App[DataT]) -> None: ...


@asynccontextmanager
async def running(
    app: App[DataT], poll_timeout: int = 1, updates: UpdateSource | None = None
) -> AsyncIterator[App[DataT]]:
    """Start `app` (polling unless another source is given) and stop it when the block ends;
    a failure while starting still shuts down what was started, as `run_polling` does."""
    source = updates or Polling(poll_timeout)
    await _initialize(app)
    try:
        if app.post_init:
            await app.post_init(app)
        await source.start(app)
        await app.start()
        yield app
    finally:
        await source.stop(app)
        if app.running:
            await app.stop()
            if app.post_stop:
                await app.post_stop(app)
        await app.shutdown()
        if app.post_shutdown:
            await app.post_shutdown(app)


async def _initialize(app: App[DataT]) -> None:
    """`app.initialize()`, and on its failure the Bot's shutdown: PTB opens both Bot API
    sessions (calls and getUpdates) before getMe, and when getMe fails (a refused token, no
    answer) the Application is not marked initialized, so its own shutdown() closes nothing.
    The sessions would be left to the garbage collector, which logs them as unclosed."""
    try:
        await app.initialize()
    except BaseException:
        await app.bot.shutdown()  # the rate limiter and both sessions; a no-op if not opened
        raise


async def until_telegram_answers(
    bot: Bot, stopped: asyncio.Event, backoff: Callable[[int], float]
) -> bool:
    """getMe until Telegram answers it: True then (the Bot stays initialized, so the start's own
    getMe is not made again), False when `stopped` is set first. Telegram unreachable heals by
    itself and stops no start: each failed try is a warning, the next after `backoff(tries)`;
    so does Telegram's flood control (a bot restarted in a loop meets it), after the wait it
    asks for. A refused token raises InvalidToken: it does not heal. Nothing is left open but
    on True."""
    tries = 0
    try:
        while not stopped.is_set():
            try:
                await bot.initialize()
            except RetryAfter as error:
                wait = retry_after_sec(error)
                log.warning("Telegram's flood control holds getMe: the start waits %.0f s", wait)
                with suppress(TimeoutError):
                    await asyncio.wait_for(stopped.wait(), wait)
            except NetworkError as error:
                tries += 1
                wait = backoff(tries)
                log.warning(
                    "Telegram does not answer (%s): the start waits for it; next try in %.0f s",
                    error,
                    wait,
                )
                with suppress(TimeoutError):
                    await asyncio.wait_for(stopped.wait(), wait)
            else:
                return True
    except BaseException:
        await bot.shutdown()
        raise
    await bot.shutdown()
    return False
