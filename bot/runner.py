"""Running an Application inside an event loop that someone else owns (the console, tests):
the same start and stop sequence as `run_polling`, hooks included."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from telegram.ext import Application

from bot.app import ALLOWED_UPDATES


@asynccontextmanager
async def running(app: Application, poll_timeout: int = 1) -> AsyncIterator[Application]:
    await app.initialize()
    if app.post_init:
        await app.post_init(app)
    assert app.updater is not None
    await app.updater.start_polling(
        poll_interval=0, timeout=poll_timeout, allowed_updates=ALLOWED_UPDATES
    )
    await app.start()
    try:
        yield app
    finally:
        if app.updater.running:
            await app.updater.stop()
        if app.running:
            await app.stop()
        if app.post_stop:
            await app.post_stop(app)
        await app.shutdown()
        if app.post_shutdown:
            await app.post_shutdown(app)
