"""Webhook mode: a small tornado server (tornado comes with PTB's webhooks extra) with one route.
POST {WEBHOOK_PATH} takes Telegram's calls: the secret token is checked, the update is written to
the inbox (inbox.py), and only then is the call answered, which confirms the update to Telegram.
Nothing else is served on this public port: health and metrics are on METRICS_PORT.

PTB's own `run_webhook` hands an update to a queue and answers at once, before it is written
down; a crash then would lose it.
"""

from __future__ import annotations

import hmac
import json
import logging
import secrets
from http import HTTPStatus
from types import TracebackType

import tornado.web
from telegram import Update
from tornado.httpserver import HTTPServer

from bot.config import Settings
from bot.logs import redact_also
from bot.telegram.app_data import App, DataT
from bot.telegram.faults import through_flood_control
from bot.telegram.inbox import ALLOWED_UPDATES, Inbox

log = logging.getLogger(__name__)

WEBHOOK_PATH = "/telegram"  # Telegram calls {WEBHOOK_URL}/telegram
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"


class UpdateHandler(tornado.web.RequestHandler):
    """Telegram's call with one update: 403 without the right secret (as PTB answers), 400 when
    the body is no update, 200 once the update is in the inbox; a failure to write it is a 500,
    so Telegram sends it again."""

    SUPPORTED_METHODS = ("POST",)

    def initialize(self, app: App[DataT], inbox: Inbox, secret: str) -> None:
        self.bot = app.bot
        self.inbox = inbox
        self.secret = secret
        self.flow = app.bot_data.flow

    async def post(self) -> None:
        if not self._is_telegram():
            raise tornado.web.HTTPError(HTTPStatus.FORBIDDEN)
        update = self._update()
        if update is None:
            raise tornado.web.HTTPError(HTTPStatus.BAD_REQUEST)
        await self.inbox.keep([update])
        self.flow.heard()
        self.set_status(HTTPStatus.OK)

    def _is_telegram(self) -> bool:
        """JSON with the secret token; compared in constant time, so timing tells nothing."""
        if self.request.headers.get("Content-Type") != "application/json":
            return False
        given = self.request.headers.get(SECRET_HEADER, "")
        return hmac.compare_digest(given.encode(), self.secret.encode())

    def _update(self) -> Update | None:
        try:
            return Update.de_json(json.loads(self.request.body), self.bot)
        except Exception:
            log.warning("the webhook got a body that is no update; refused", exc_info=True)
            return None

    def log_exception(
        self,
        typ: type[BaseException] | None,
        value: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        # A refusal (403, 400) is an answer, not a fault; anything else is a write that failed.
        if not isinstance(value, tornado.web.HTTPError):
            log.error("an update could not be written to the inbox", exc_info=value)


class _WebhookRoutes(tornado.web.Application):
    def log_request(self, handler: tornado.web.RequestHandler) -> None:
        """One access line per call would drown the bot's own lines (logs.py quiets them too)."""


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
        self._server: HTTPServer | None = None
        self._inbox: Inbox | None = None

    async def start(self, app: App[DataT]) -> None:
        app.bot_data.flow.webhook = True
        self._inbox = Inbox(app)
        await self._inbox.resume()
        update_args = {"app": app, "inbox": self._inbox, "secret": self.secret}
        routes = _WebhookRoutes(
            [
                (rf"{WEBHOOK_PATH}/?", UpdateHandler, update_args),
            ]
        )
        self._server = HTTPServer(routes)
        self._server.listen(self.port, address=self.listen)
        # Pending updates stay: what came while the bot was down is delivered now.
        await through_flood_control(
            lambda: app.bot.set_webhook(
                self.url,
                secret_token=self.secret,
                allowed_updates=ALLOWED_UPDATES,
                drop_pending_updates=False,
                # One call at a time keeps a chat's updates in order; each is answered as soon
                # as its update is written down, so this does not slow the bot.
                max_connections=1,
            ),
            "setWebhook",
        )
        log.info("webhook: Telegram calls %s; listening on %s:%s", self.url, self.listen, self.port)

    async def stop(self, app: App[DataT]) -> None:
        # The webhook stays registered, so Telegram keeps updates for the next start.
        if self._server is not None:
            self._server.stop()
            await self._server.close_all_connections()
            self._server = None
        if self._inbox is not None:
            await self._inbox.finish()
