"""`python -m bot check`: validate the configuration and reach each part once, spending nothing.
One line per part, `ok` or what is wrong and how to fix it; the exit code is non-zero on any
failure. No secret is ever printed (the texts come from our own words and the services' errors,
which never carry the key or the token)."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError
from telegram import Bot, User
from telegram.error import InvalidToken, NetworkError, TelegramError

from bot.config import Settings, configuration_problems, problems_of
from bot.logs import RedactSecrets
from bot.service.errors import MaybeSent, NotFound, NotSent, ServiceError, Unauthorized
from bot.service.music import MusicClient
from bot.service.textmodel import TextModelClient
from bot.store.db import trial_open
from bot.store.refusals import StorageError

CHECK_TIMEOUT_SEC = 20.0


@dataclass(frozen=True)
class Finding:
    part: str
    ok: bool
    text: str = ""

    def line(self) -> str:
        if self.ok:
            return f"{self.part}: ok" + (f" ({self.text})" if self.text else "")
        return f"{self.part}: FAILED: {self.text}"


Check = Callable[[Settings], Awaitable[Finding]]


async def check_storage(settings: Settings) -> Finding:
    for name, folder in (
        ("DATABASE_PATH", settings.DATABASE_PATH.parent),
        ("DATA_DIR", settings.DATA_DIR),
    ):
        problem = _unwritable(folder)
        if problem:
            return Finding("storage", False, f"{name}: {folder} {problem}")
    try:  # on a copy: the check changes nothing, a running bot's file included
        database = await trial_open(settings.DATABASE_PATH)
    except StorageError as error:
        return Finding("storage", False, str(error))
    return Finding("storage", True, f"{settings.DATABASE_PATH}: {database}; {settings.DATA_DIR}")


def _unwritable(folder: Path) -> str | None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return f"cannot be created ({error.strerror}): choose another folder or fix its rights"
    if not os.access(folder, os.W_OK | os.X_OK):
        return "is not writable by this user: fix its rights or choose another folder"
    return None


async def check_telegram(settings: Settings) -> Finding:
    root = settings.TELEGRAM_API_URL
    try:
        # An empty token (.env.example's) is refused here already, by the constructor.
        bot = Bot(
            settings.TELEGRAM_BOT_TOKEN.get_secret_value(),
            base_url=f"{root}/bot",
            base_file_url=f"{root}/file/bot",
        )
        async with bot:  # initialize() calls getMe
            me = bot.bot
    except InvalidToken:
        return Finding("Telegram Bot API", False, "the token was refused: check TELEGRAM_BOT_TOKEN")
    except NetworkError as error:
        return Finding(
            "Telegram Bot API", False, f"no answer from {root} ({error}): check TELEGRAM_API_URL"
        )
    except TelegramError as error:
        return Finding("Telegram Bot API", False, f"{root} answered: {error}")
    return Finding("Telegram Bot API", True, f"@{me.username}; {_modes(me)}")


def _modes(me: User) -> str:
    """Inline and privacy mode as getMe shows them, with what each means for the bot (both are
    switched at @BotFather: /setinline, /setprivacy)."""
    inline = (
        "inline mode on"
        if me.supports_inline_queries
        else "inline mode off (/setinline at @BotFather to share songs from any chat)"
    )
    privacy = (
        "privacy mode off: every group message reaches the bot (/setprivacy at @BotFather)"
        if me.can_read_all_group_messages
        else "privacy mode on: in groups only commands and what is addressed to the bot"
    )
    return f"{inline}; {privacy}"


async def check_music(settings: Settings) -> Finding:
    """A job that cannot exist: 404 proves the address and the key work, and costs nothing."""
    music = MusicClient(settings.MUSIC_API_URL, settings.API_KEY.get_secret_value())
    url = settings.MUSIC_API_URL
    try:
        await music.get_job(f"songbot-check-{uuid.uuid4().hex}")
    except NotFound:
        return Finding("music service", True, url)
    except Unauthorized:
        return Finding("music service", False, "the key was refused (401): check API_KEY")
    except (NotSent, MaybeSent) as error:
        return Finding("music service", False, f"{error.detail}: check MUSIC_API_URL ({url})")
    except ServiceError as error:
        return Finding("music service", False, f"{url} answered: {error}")
    finally:
        await music.aclose()
    return Finding("music service", True, url)


async def check_text_model(settings: Settings) -> Finding:
    if not (settings.TEXT_API_URL and settings.TEXT_MODEL):
        return Finding("text model", True, "off: TEXT_API_URL and TEXT_MODEL unset, no /song")
    client = TextModelClient(
        settings.TEXT_API_URL, settings.API_KEY.get_secret_value(), settings.TEXT_MODEL
    )
    try:
        offered = await client.models()
    except Unauthorized:
        return Finding("text model", False, "the key was refused: check API_KEY")
    except ServiceError as error:
        url = settings.TEXT_API_URL
        return Finding("text model", False, f"{error}: check TEXT_API_URL ({url})")
    finally:
        await client.aclose()
    if settings.TEXT_MODEL not in offered:
        names = ", ".join(offered) or "none"
        return Finding(
            "text model",
            False,
            f"TEXT_MODEL {settings.TEXT_MODEL!r} is not offered: pick one of {names}",
        )
    return Finding("text model", True, settings.TEXT_MODEL)


CHECKS: tuple[Check, ...] = (check_storage, check_telegram, check_music, check_text_model)


async def _run_one(check: Check, settings: Settings) -> Finding:
    try:
        return await asyncio.wait_for(check(settings), CHECK_TIMEOUT_SEC)
    except TimeoutError:
        part = check.__name__.removeprefix("check_").replace("_", " ")
        return Finding(part, False, f"no answer within {CHECK_TIMEOUT_SEC:.0f} s")


async def run_checks(settings: Settings) -> list[Finding]:
    return [await _run_one(check, settings) for check in CHECKS]


def build_parser(prog: str = "python -m bot check") -> argparse.ArgumentParser:
    return argparse.ArgumentParser(
        prog=prog,
        description="Validate the configuration (environment, then .env) and reach each part "
        "once, spending nothing: one line per part, ok or what is wrong; exit code 0 only when "
        "all are ok.",
    )


def main(argv: list[str] | None = None, prog: str = "python -m bot check") -> int:
    build_parser(prog).parse_args(argv)
    try:
        settings = Settings()
    except ValidationError as error:
        for problem in problems_of(error):
            print(f"configuration: FAILED: {problem}")
        return 2
    problems = configuration_problems(settings)
    for problem in problems:
        print(f"configuration: FAILED: {problem}")
    if not problems:
        print(Finding("configuration", True).line())
    findings = asyncio.run(run_checks(settings))
    redactor = RedactSecrets(settings.secrets())  # a service's words could echo one back
    for finding in findings:
        print(redactor.redact(finding.line()), flush=True)
    return 1 if problems or not all(f.ok for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
