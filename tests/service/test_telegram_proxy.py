"""The Bot API client (bot/telegram/client.py) follows the environment's proxy, as the service's
httpx client does: a small forward proxy on 127.0.0.1 sees the calls to the stand-in pass
through it, and NO_PROXY sends them past it."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import pytest
from telegram import Bot

from bot.telegram import TelegramHttp
from botapi_standin import BotApiStandIn
from tests.conftest import TOKEN


class ForwardProxy:
    """An HTTP forward proxy for plain http:// targets: reads the absolute-form request line of
    each connection's first request, connects to its host and relays bytes both ways (the
    target takes absolute-form request lines, as HTTP/1.1 servers must)."""

    def __init__(self) -> None:
        self.request_lines: list[str] = []
        self._server: asyncio.Server | None = None
        self._relays: set[asyncio.Task[None]] = set()

    @property
    def url(self) -> str:
        assert self._server is not None
        port = self._server.sockets[0].getsockname()[1]
        return f"http://127.0.0.1:{port}"

    async def __aenter__(self) -> ForwardProxy:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        return self

    async def __aexit__(self, *exc: object) -> None:
        assert self._server is not None
        self._server.close()
        for relay in self._relays:
            relay.cancel()
        await asyncio.gather(*self._relays, return_exceptions=True)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        first = await reader.readline()
        line = first.decode("latin-1").strip()
        self.request_lines.append(line)
        authority = line.split(" ")[1].split("//", 1)[1].split("/", 1)[0]
        host, port = authority.rsplit(":", 1)
        up_reader, up_writer = await asyncio.open_connection(host, int(port))
        up_writer.write(first)
        relays = {
            asyncio.ensure_future(self._pipe(reader, up_writer)),
            asyncio.ensure_future(self._pipe(up_reader, writer)),
        }
        self._relays |= relays
        await asyncio.wait(relays, return_when=asyncio.FIRST_COMPLETED)
        for relay in relays:
            relay.cancel()
        writer.close()
        up_writer.close()

    @staticmethod
    async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(ConnectionError):
            while chunk := await reader.read(65536):
                writer.write(chunk)
                await writer.drain()


@pytest.fixture
async def proxy() -> AsyncIterator[ForwardProxy]:
    async with ForwardProxy() as server:
        yield server


def a_bot(stand: BotApiStandIn) -> Bot:
    return Bot(TOKEN, base_url=f"{stand.url}/bot", request=TelegramHttp())


@pytest.mark.parametrize("variable", ["HTTP_PROXY", "ALL_PROXY", "all_proxy"])
async def test_calls_pass_through_the_proxy_the_environment_names(
    stand: BotApiStandIn, proxy: ForwardProxy, monkeypatch: pytest.MonkeyPatch, variable: str
) -> None:
    monkeypatch.setenv(variable, proxy.url)
    async with a_bot(stand) as bot:  # initialize() calls getMe
        await bot.get_my_commands()
    assert proxy.request_lines, "no call went through the proxy"
    assert proxy.request_lines[0].startswith(f"POST {stand.url}/bot")
    assert proxy.request_lines[0].endswith("/getMe HTTP/1.1")


async def test_no_proxy_sends_calls_past_the_proxy(
    stand: BotApiStandIn, proxy: ForwardProxy, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ALL_PROXY", proxy.url)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    async with a_bot(stand) as bot:
        await bot.get_my_commands()
    assert proxy.request_lines == []
    assert stand.summary()  # the calls reached the stand-in directly


async def test_an_https_proxy_is_not_used_for_http_calls(
    stand: BotApiStandIn, proxy: ForwardProxy, monkeypatch: pytest.MonkeyPatch
) -> None:
    """HTTPS_PROXY is for https:// (the official Bot API); the stand-in speaks http://."""
    monkeypatch.setenv("HTTPS_PROXY", proxy.url)
    async with a_bot(stand) as bot:
        await bot.get_my_commands()
    assert proxy.request_lines == []


async def test_the_official_bot_api_takes_https_proxy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HTTPS_PROXY", "http://127.0.0.1:3128")
    monkeypatch.setenv("NO_PROXY", "internal.example")
    http = TelegramHttp()
    await http.initialize()
    try:
        assert http._proxy_for("https://api.telegram.org/bot1/getMe") == "http://127.0.0.1:3128"
        assert http._proxy_for("https://internal.example/bot1/getMe") is None
    finally:
        await http.shutdown()
