"""The emulator as an HTTP server on a local port."""

import socket
from types import TracebackType

from aiohttp import web

from music_emulator.control_routes import add_control_routes
from music_emulator.middleware import check_access, record_requests
from music_emulator.music_routes import add_music_routes
from music_emulator.paths import MUSIC_PREFIX, TEXT_PREFIX
from music_emulator.settings import EmulatorSettings
from music_emulator.state import STATE, EmulatorState
from music_emulator.text_routes import add_text_routes

# a stop must not wait for hung requests to end on their own
SHUTDOWN_TIMEOUT_SEC = 0.5
WILDCARD_HOSTS = ("0.0.0.0", "::", "")


def build_app(state: EmulatorState) -> web.Application:
    app = web.Application(middlewares=[record_requests, check_access])
    app[STATE] = state
    add_music_routes(app)
    add_text_routes(app)
    add_control_routes(app)
    return app


class Emulator(EmulatorState):
    def __init__(self, settings: EmulatorSettings | None = None) -> None:
        super().__init__(settings)
        self.host = "127.0.0.1"
        self.port = 0
        self._runner: web.AppRunner | None = None

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> None:
        runner = web.AppRunner(
            build_app(self),
            handler_cancellation=True,
            shutdown_timeout=SHUTDOWN_TIMEOUT_SEC,
            access_log=None,
        )
        await runner.setup()
        sock = socket.create_server((host, port))
        await web.SockSite(runner, sock).start()
        self._runner = runner
        self.host = host
        self.port = sock.getsockname()[1]

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @property
    def base_url(self) -> str:
        host = "127.0.0.1" if self.host in WILDCARD_HOSTS else self.host
        return f"http://{host}:{self.port}"

    @property
    def music_url(self) -> str:
        return self.base_url + MUSIC_PREFIX

    @property
    def text_url(self) -> str:
        return self.base_url + TEXT_PREFIX

    async def __aenter__(self) -> "Emulator":
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.stop()
