"""Whether an address answers as the Bot API does. PTB reads a 404 to getMe as a refused token
(`InvalidToken`), as Telegram answers one for a malformed token: but a wrong TELEGRAM_API_URL
(a web server without the Bot API, a path too many) answers 404 too, and PTB logs the page it
could not read with a traceback. The Bot API's answers, refusals included, are its JSON with
`ok`; an answer that is not, to a route that should exist, is no Bot API at all: the address,
not the token, is what to fix. It is asked before PTB's first getMe (`python -m bot check`
and the start)."""

from __future__ import annotations

import json
from enum import StrEnum

import aiohttp

from bot.errors import SongbotError

# Enough of an answer to see its JSON's `ok`; a page from another server is read no further.
ANSWER_READ_BYTES = 4096
PROBE_TIMEOUT_SEC = 10.0
# Answers that may pass by themselves, from a gateway or a proxy in front of the Bot API: a
# start waits through them. Any other answer without the Bot API's JSON (a page, a redirect,
# another service refusing the call, 401 included) is a server that is not the Bot API.
_PASSING = (408, 429)


class Answer(StrEnum):
    BOT_API = "bot-api"  # the Bot API's JSON, whatever it says (a refused token included)
    NOT_BOT_API = "not-bot-api"  # an answer of another kind: the address is wrong
    NONE = "none"  # no answer, or a passing failure: Telegram unreachable, waited through


class NotTheBotApi(SongbotError):
    """TELEGRAM_API_URL answers, but not as the Bot API: a start is refused, naming it."""


async def probe(root: str, token: str) -> Answer:
    """getMe at `root`, read only as far as telling what answered."""
    timeout = aiohttp.ClientTimeout(total=PROBE_TIMEOUT_SEC)
    try:
        async with (
            aiohttp.ClientSession(timeout=timeout, trust_env=True) as session,
            session.get(f"{root}/bot{token}/getMe", allow_redirects=False) as response,
        ):
            status, body = response.status, await response.content.read(ANSWER_READ_BYTES)
    except (aiohttp.ClientError, TimeoutError):
        return Answer.NONE
    try:
        answer = json.loads(body)
    except ValueError:
        answer = None
    if isinstance(answer, dict) and "ok" in answer:
        return Answer.BOT_API
    if status >= 500 or status in _PASSING:
        return Answer.NONE
    return Answer.NOT_BOT_API


def not_the_bot_api(root: str) -> str:
    return (
        f"{root} answers, but not as the Bot API (no Bot API JSON to getMe): check"
        " TELEGRAM_API_URL (the token was not tried)"
    )
