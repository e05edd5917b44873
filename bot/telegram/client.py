"""How the bot talks HTTP to the Bot API: aiohttp behind PTB's `BaseRequest`, the interface PTB
provides for choosing the network library.

PTB's default, httpx, costs 1.2 ms of CPU per call made one at a time and 2.0 ms per call with
16 calls in flight (its connection pool checks every pooled connection on each request); aiohttp
costs 0.5 and 0.4 ms (`python -m bench.botapi_client`). Replies are most of what a busy
bot does, so this is most of its CPU. The music service and the text model keep httpx: a few
calls a minute, where its explicit timeouts read better.

Timeouts keep PTB's meaning where aiohttp has one: `connect` (a TCP connection), `pool` (a free
connection, added to `connect`, as aiohttp counts both together), `read` (between two reads of
the answer). aiohttp has no timeout per write; an upload is bounded instead by a total of its
write and read timeouts.

Proxies follow the environment as httpx (the service's client) and PTB's default transport do:
HTTPS_PROXY or HTTP_PROXY by the URL's scheme, else ALL_PROXY, and never for a host NO_PROXY
names. aiohttp's own `trust_env` skips ALL_PROXY, so the choice is made here, per host.
"""

from __future__ import annotations

import re
import urllib.request
from collections.abc import Callable
from typing import cast
from urllib.parse import urlsplit

import aiohttp
from telegram.error import NetworkError, TimedOut
from telegram.request import BaseRequest, RequestData

from bot.service.http import trusted_roots
from bot.telegram.reach import TelegramReach
from bot.tuning import TelegramTuning

_TOKEN_IN_URL = re.compile(r"bot\d+:[A-Za-z0-9_-]+")

# The standard library's NO_PROXY matcher: (host, proxies) -> whether to connect directly. It is
# undocumented, so typeshed leaves it out; the annotation gives it its types here.
_no_proxy_for: Callable[[str, dict[str, str]], bool]
_no_proxy_for = urllib.request.proxy_bypass_environment  # type: ignore[attr-defined]

# PTB passes each timeout as seconds, None (no limit) or `BaseRequest.DEFAULT_NONE` ("yours").
Timeout = float | None


class TelegramHttp(BaseRequest):
    """One aiohttp session with a pool of `pool_size` connections; PTB's Bot uses one instance
    for its calls and another for getUpdates."""

    def __init__(
        self,
        *,
        pool_size: int = 64,
        connect_timeout: float | None = 10.0,
        read_timeout: float | None = 30.0,
        write_timeout: float | None = 30.0,
        media_write_timeout: float | None = TelegramTuning.upload_timeout_sec,
        pool_timeout: float | None = 10.0,
        reach: TelegramReach | None = None,
    ) -> None:
        self.reach = reach or TelegramReach()  # told the outcome of every call
        self._pool_size = pool_size
        self._connect = connect_timeout
        self._read = read_timeout
        self._write = write_timeout
        self._media_write = media_write_timeout
        self._pool = pool_timeout
        self._session: aiohttp.ClientSession | None = None
        self._proxies: dict[str, str] = {}

    @property
    def read_timeout(self) -> float | None:
        return self._read

    async def initialize(self) -> None:
        if self._session is None or self._session.closed:
            # Certifi's roots, in the context the service's clients share.
            connector = aiohttp.TCPConnector(limit=self._pool_size, ssl=trusted_roots())
            headers = {"User-Agent": self.USER_AGENT}
            self._session = aiohttp.ClientSession(connector=connector, headers=headers)
            self._proxies = urllib.request.getproxies_environment()  # read once, at the start

    async def shutdown(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None

    def _proxy_for(self, url: str) -> str | None:
        """The proxy the environment names for `url`, or None to connect directly."""
        parts = urlsplit(url)
        proxy = self._proxies.get(parts.scheme) or self._proxies.get("all")
        if not proxy or _no_proxy_for(parts.hostname or "", self._proxies):
            return None
        return proxy

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: Timeout | object = BaseRequest.DEFAULT_NONE,
        write_timeout: Timeout | object = BaseRequest.DEFAULT_NONE,
        connect_timeout: Timeout | object = BaseRequest.DEFAULT_NONE,
        pool_timeout: Timeout | object = BaseRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        if self._session is None:
            raise RuntimeError("TelegramHttp is not initialized")
        upload = bool(request_data and request_data.multipart_data)
        read = _chosen(read_timeout, self._read)
        write = _chosen(write_timeout, self._media_write if upload else self._write)
        connect = _chosen(connect_timeout, self._connect)
        pool = _chosen(pool_timeout, self._pool)
        timeout = aiohttp.ClientTimeout(
            total=_sum(write, read) if upload else None,
            connect=_sum(pool, connect),
            sock_connect=connect,
            sock_read=read,
        )
        ticket = self.reach.sending()
        try:
            async with self._session.request(
                method, url, data=_body(request_data), timeout=timeout, proxy=self._proxy_for(url)
            ) as response:
                answer = response.status, await response.read()
        except TimeoutError as error:  # aiohttp's timeouts are TimeoutErrors too
            self.reach.failed(ticket)
            raise TimedOut(_safe(error)) from error
        except aiohttp.ClientError as error:
            self.reach.failed(ticket)
            raise NetworkError(f"aiohttp: {_safe(error)}") from error
        _report(self.reach, answer[0], ticket)
        return answer


def _report(reach: TelegramReach, status: int, ticket: int) -> None:
    """PTB reads 401 and 404 as InvalidToken: Telegram's answers to a token it does not know
    (we call no method it lacks). A 5xx is Telegram failing; any other answer proves it works."""
    if status in (401, 404):
        reach.refused(ticket)
    elif status >= 500:
        reach.failed(ticket)
    else:
        reach.answered(ticket)


def _chosen(value: Timeout | object, default: Timeout) -> Timeout:
    """PTB's documented test for "not given": `is BaseRequest.DEFAULT_NONE`."""
    return default if value is BaseRequest.DEFAULT_NONE else cast(Timeout, value)


def _sum(*parts: float | None) -> float | None:
    return None if any(p is None for p in parts) else sum(p for p in parts if p is not None)


def _body(request_data: RequestData | None) -> dict[str, str] | aiohttp.FormData | None:
    """Form fields as PTB's httpx request sends them: url-encoded, or multipart with files."""
    if request_data is None:
        return None
    fields = request_data.json_parameters
    files = request_data.multipart_data
    if not files:
        return fields
    form = aiohttp.FormData()
    for name, value in fields.items():
        form.add_field(name, value)
    for name, (filename, content, mimetype) in files.items():
        form.add_field(name, content, filename=filename, content_type=mimetype)
    return form


def _safe(error: BaseException) -> str:
    """The error's text without the token that a Bot API URL carries."""
    return _TOKEN_IN_URL.sub("bot<token>", f"{type(error).__name__}: {error}".strip(": "))
