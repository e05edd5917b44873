"""The bot's main job: long polling by default, a webhook when WEBHOOK_URL is set; one process per
database; SIGTERM and SIGINT stop it gracefully (running work gets `tuning.drain_sec`).

Webhook mode uses PTB's own webhook server (tornado: `WebhookAppClass` checks the secret token in
`X-Telegram-Bot-Api-Secret-Token`, `WebhookServer` serves it) with one more route, `/healthz`, on
the same port, and our UpdateIntake as its queue, so that a call is answered only once its update
is in the inbox (bot/updates.py). `run_webhook` builds its server internally with no way to add a
route, so we assemble the same two pieces and run them in `bot.runner.running`, the start/stop
sequence the console and the tests use too; a second server on a second port would need a port
setting and a second thing to expose and watch.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import signal

import tornado.web
from telegram.error import InvalidToken, NetworkError, TelegramError
from telegram.ext import Application
from telegram.ext._utils.webhookhandler import WebhookAppClass, WebhookServer

from bot.app import ALLOWED_UPDATES, build_application
from bot.config import Settings, load_settings
from bot.context import SERVICES_KEY
from bot.instance import AlreadyRunning, single_instance
from bot.logs import redact_also, setup_logging
from bot.pipeline.tuning import Tuning
from bot.runner import UpdateSource, running
from bot.store import StorageError
from bot.store.db import ensure_folder
from bot.updates import Polling, UpdateIntake

log = logging.getLogger(__name__)

WEBHOOK_PATH = "/telegram"  # Telegram calls {WEBHOOK_URL}/telegram
HEALTH_PATH = "/healthz"
LONG_POLL_SEC = 30  # below get_updates_read_timeout (40 s) in bot/app.py
HEALTH_DB_TIMEOUT_SEC = 2.0


class HealthHandler(tornado.web.RequestHandler):
    """200 while updates are processed and the database answers, 503 otherwise."""

    def initialize(self, app: Application) -> None:
        self.app = app

    async def get(self) -> None:
        healthy = self.app.running and await _database_answers(self.app)
        self.set_status(200 if healthy else 503)
        self.finish({"ok": healthy})


async def _database_answers(app: Application) -> bool:
    services = app.bot_data.get(SERVICES_KEY)
    if services is None:
        return False
    try:
        await asyncio.wait_for(services.store.conn.execute("SELECT 1"), HEALTH_DB_TIMEOUT_SEC)
    except Exception:
        return False
    return True


class Webhook:
    """Telegram posts updates to {WEBHOOK_URL}/telegram with the secret token; the secret is
    WEBHOOK_SECRET, or one made for this run when it is unset, so the check is never off."""

    def __init__(self, settings: Settings) -> None:
        configured = settings.WEBHOOK_SECRET.get_secret_value() if settings.WEBHOOK_SECRET else ""
        self.secret = configured or secrets.token_urlsafe(32)
        redact_also(self.secret)
        self.url = f"{settings.WEBHOOK_URL}{WEBHOOK_PATH}"
        self.listen = settings.WEBHOOK_LISTEN
        self.port = settings.WEBHOOK_PORT
        self._server: WebhookServer | None = None
        self._intake: UpdateIntake | None = None

    async def start(self, app: Application) -> None:
        # Telegram's call is answered once its update is in the inbox (bot/updates.py).
        self._intake = UpdateIntake(app)
        await self._intake.resume()
        routes = WebhookAppClass(WEBHOOK_PATH, app.bot, self._intake, self.secret)  # type: ignore[arg-type]
        routes.add_handlers(r".*", [(HEALTH_PATH, HealthHandler, {"app": app})])
        self._server = WebhookServer(self.listen, self.port, routes, None)
        await self._server.serve_forever()
        # Pending updates stay: what came while the bot was down is delivered now.
        await app.bot.set_webhook(
            self.url,
            secret_token=self.secret,
            allowed_updates=ALLOWED_UPDATES,
            drop_pending_updates=False,
            # One call at a time keeps a chat's updates in order; each is answered as soon as
            # its update is written down, so this does not slow the bot.
            max_connections=1,
        )
        log.info(
            "webhook: Telegram calls %s; listening on %s:%s, health at %s",
            self.url,
            self.listen,
            self.port,
            HEALTH_PATH,
        )

    async def stop(self, app: Application) -> None:
        # The webhook stays registered, so Telegram keeps updates for the next start.
        if self._server is not None:
            await self._server.shutdown()
        if self._intake is not None:
            await self._intake.finish()


def update_source(settings: Settings) -> UpdateSource:
    if settings.WEBHOOK_URL:
        return Webhook(settings)
    return Polling(timeout=LONG_POLL_SEC)


async def serve(app: Application, source: UpdateSource, drain_sec: float) -> None:
    """Run until SIGTERM or SIGINT, then stop in order: no new updates, the ones taken are
    handled, running pipeline work gets `drain_sec`, the rest resumes at the next start."""
    stopped = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stopped.set)
    async with running(app, updates=source):
        if isinstance(source, Polling):
            log.info("getting updates by long polling")
        await stopped.wait()
        log.info("stopping: running work gets up to %s s to finish", drain_sec)
    log.info("stopped")


def run(tuning: Tuning | None = None) -> int:
    settings = load_settings()
    setup_logging(settings.LOG_LEVEL, settings.secrets())
    tuning = tuning or Tuning()
    try:
        ensure_folder(settings.DATABASE_PATH)  # before its lock file is made there
        with single_instance(settings.DATABASE_PATH):
            app = build_application(settings, tuning)
            asyncio.run(serve(app, update_source(settings), tuning.drain_sec))
    except (AlreadyRunning, StorageError) as refusal:
        log.error("not started: %s", refusal)
        return 1
    except InvalidToken:
        log.error("not started: Telegram refused TELEGRAM_BOT_TOKEN; `python -m bot check` helps")
        return 1
    except NetworkError as error:
        root = settings.TELEGRAM_API_URL
        log.error("not started: no answer from the Bot API at %s (%s)", root, error)
        return 1
    except TelegramError as error:
        log.error("not started: the Bot API said: %s", error)
        return 1
    except KeyboardInterrupt:
        return 130
    return 0
