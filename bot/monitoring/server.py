"""The metrics server: `GET /metrics` and `GET /healthz` on METRICS_LISTEN:METRICS_PORT, a tornado
server of its own (tornado comes with PTB's webhooks extra), so that neither is ever on the
webhook's public port and both work in polling mode too."""

from __future__ import annotations

import logging
from http import HTTPStatus

import tornado.web
from prometheus_client import CONTENT_TYPE_LATEST
from tornado.httpserver import HTTPServer

from bot.monitoring.metrics import render
from bot.pipeline.steps import BotApp
from bot.telegram.health import unhealthy

log = logging.getLogger(__name__)

METRICS_PATH, HEALTH_PATH = "/metrics", "/healthz"


class MetricsHandler(tornado.web.RequestHandler):
    def initialize(self, app: BotApp) -> None:
        self.app = app

    async def get(self) -> None:
        body = await render(self.app)
        self.set_header("Content-Type", CONTENT_TYPE_LATEST)
        self.finish(body)


class HealthHandler(tornado.web.RequestHandler):
    """200 while updates flow, the database answers and Telegram accepts the token; 503
    otherwise, with the reason: `{"ok": false, "reason": "..."}`."""

    def initialize(self, app: BotApp) -> None:
        self.app = app

    async def get(self) -> None:
        reason = await unhealthy(self.app)
        self.set_status(HTTPStatus.SERVICE_UNAVAILABLE if reason else HTTPStatus.OK)
        self.finish({"ok": reason is None, **({"reason": reason} if reason else {})})


class _Routes(tornado.web.Application):
    def log_request(self, handler: tornado.web.RequestHandler) -> None:
        """A scrape every few seconds would drown the bot's own lines."""


class MetricsServer:
    def __init__(self, listen: str, port: int) -> None:
        self.listen, self.port = listen, port
        self._server: HTTPServer | None = None

    def start(self, app: BotApp) -> None:
        routes = _Routes(
            [
                (METRICS_PATH, MetricsHandler, {"app": app}),
                (HEALTH_PATH, HealthHandler, {"app": app}),
            ]
        )
        self._server = HTTPServer(routes)
        self._server.listen(self.port, address=self.listen)
        log.info(
            "metrics and health on %s:%s (%s, %s)",
            self.listen,
            self.port,
            METRICS_PATH,
            HEALTH_PATH,
        )

    async def stop(self) -> None:
        if self._server is not None:
            self._server.stop()
            await self._server.close_all_connections()
            self._server = None
