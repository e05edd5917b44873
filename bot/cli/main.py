"""The bot's main job (`python -m bot`): settings and logging, one process per database, long
polling by default or a webhook when WEBHOOK_URL is set (bot/telegram/), and SIGTERM and SIGINT to
stop gracefully (running work gets `HousekeepingTuning.drain_sec`). A refusal to start is one plain
"not started: …" line and exit status 1."""

from __future__ import annotations

import asyncio
import logging
import signal
from typing import TYPE_CHECKING

from telegram.error import InvalidToken, TelegramError

from bot.app import build_application
from bot.config import Settings, load_settings
from bot.logs import setup_logging
from bot.monitoring.bug_reports import start_bug_reports
from bot.pipeline.steps import BotApp
from bot.store import StorageError
from bot.store.db import ensure_folder
from bot.store.writable import storage_refusal
from bot.telegram import (
    AlreadyRunning,
    Polling,
    UpdateSource,
    Webhook,
    running,
    single_instance,
    until_telegram_answers,
)
from bot.telegram.address import Answer, NotTheBotApi, not_the_bot_api, probe
from bot.tuning import TelegramTuning, Tuning

if TYPE_CHECKING:
    from bot.monitoring.server import MetricsServer

log = logging.getLogger(__name__)


def update_source(settings: Settings, tuning: TelegramTuning) -> UpdateSource:
    if settings.WEBHOOK_URL:
        return Webhook(settings)
    return Polling(timeout=tuning.long_poll_sec)


def metrics_server(settings: Settings) -> MetricsServer | None:
    if settings.METRICS_PORT is None:
        return None
    # Imported only when it serves: prometheus_client weighs ~1 MB at rest (bench/rest.py).
    from bot.monitoring.server import MetricsServer

    return MetricsServer(settings.METRICS_LISTEN, settings.METRICS_PORT)


async def serve(
    app: BotApp, source: UpdateSource, tuning: Tuning, metrics: MetricsServer | None = None
) -> None:
    """Wait for Telegram to answer (it heals: never a refusal), then run until SIGTERM or SIGINT,
    and stop in order: no new updates, the ones taken are handled, running pipeline work gets
    `tuning.housekeeping.drain_sec`, the rest resumes at the next start. The metrics server (if any)
    answers from before the start to after the stop: /healthz says "not running" meanwhile."""
    stopped = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stopped.set)
    if metrics is not None:
        metrics.start(app)
    drain_sec = tuning.housekeeping.drain_sec
    try:
        # Asked before PTB's getMe, which takes another server's 404 for a refused token.
        root, token = app.bot.base_url.removesuffix("/bot" + app.bot.token), app.bot.token
        if await probe(root, token) is Answer.NOT_BOT_API:
            raise NotTheBotApi(not_the_bot_api(root))
        if not await until_telegram_answers(app.bot, stopped, tuning.polling.backoff):
            log.info("stopped before Telegram answered")
            return
        async with running(app, updates=source):
            if isinstance(source, Polling):
                log.info("getting updates by long polling")
            await stopped.wait()
            log.info("stopping: running work gets up to %s s to finish", drain_sec)
    finally:
        if metrics is not None:
            await metrics.stop()
    log.info("stopped")


def run(tuning: Tuning | None = None) -> int:
    """Refuses only what cannot heal by itself, in `python -m bot check`'s words and exit codes:
    the configuration (2), storage that cannot be written, a token Telegram refuses (1).
    Telegram or the music service unreachable, or a full disk, are waited through."""
    settings = load_settings()
    setup_logging(settings.LOG_LEVEL, settings.secrets(), settings.LOG_FORMAT)
    tuning = tuning or Tuning()
    refusal = storage_refusal(settings.DATABASE_PATH, settings.DATA_DIR)
    if refusal:  # the probe `check` runs
        log.error("not started: %s", refusal)
        return 1
    dsn = settings.SENTRY_DSN.get_secret_value() if settings.SENTRY_DSN else None
    bugs = start_bug_reports(dsn, settings.secrets())
    try:
        ensure_folder(settings.DATABASE_PATH)  # before its lock file is made there
        with single_instance(settings.DATABASE_PATH):
            app = build_application(settings, tuning)
            app.bot_data.report_bug = bugs.report if bugs else None
            source, metrics = update_source(settings, tuning.telegram), metrics_server(settings)
            asyncio.run(serve(app, source, tuning, metrics))
    except (AlreadyRunning, StorageError, NotTheBotApi) as refusal:
        log.error("not started: %s", refusal)
        return 1
    except InvalidToken:
        log.error("not started: Telegram refused TELEGRAM_BOT_TOKEN; `python -m bot check` helps")
        return 1
    except TelegramError as error:
        log.error("not started: the Bot API said: %s", error)
        return 1
    except KeyboardInterrupt:
        return 130
    finally:
        if bugs is not None:
            bugs.close()
    return 0
