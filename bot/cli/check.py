"""`python -m bot check`: validate the configuration and reach each part once, with reads only
(never a POST: nothing spent, nothing counted). One line per part, `ok` or what is wrong, naming
its variable and how to fix it; the exit code is non-zero on any failure (2 for the
configuration, as the start). No secret is ever printed (the texts come from our own words and
the services' errors, which never carry the key or the token, and are redacted besides).

The parts are reached as the bot reaches them: Telegram through the bot's own transport and its
proxy choice (bot/telegram/client.py), the storage through the probe the start runs
(bot/store/writable.py)."""

from __future__ import annotations

import argparse
import asyncio
import sys
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import httpx
from pydantic import ValidationError
from telegram import (
    Bot,
    Chat,
    ChatMember,
    ChatMemberAdministrator,
    ChatMemberRestricted,
    User,
)
from telegram.error import InvalidToken, NetworkError, TelegramError

from bot.config import Settings, configuration_problems, problems_of
from bot.logs import RedactSecrets
from bot.service.errors import ServiceError, Unauthorized, status_words
from bot.service.http import service_message, service_timeout, transport_error, trusted_roots
from bot.service.textmodel import TextModelClient
from bot.store.db import trial_open
from bot.store.refusals import StorageError
from bot.store.writable import storage_refusal
from bot.telegram import TelegramHttp
from bot.telegram.address import Answer, not_the_bot_api, probe

CHECK_TIMEOUT_SEC = 20.0
# What a music service answers to a read without a key (service-api.md §5, item 4).
NO_KEY_ANSWER = 401


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
    refusal = storage_refusal(settings.DATABASE_PATH, settings.DATA_DIR, make=False)
    if refusal:
        return Finding("storage", False, refusal)
    try:  # on a copy: the check changes nothing, a running bot's file included
        database = await trial_open(settings.DATABASE_PATH)
    except StorageError as error:
        return Finding("storage", False, str(error))
    return Finding("storage", True, f"{settings.DATABASE_PATH}: {database}; {settings.DATA_DIR}")


async def check_telegram(settings: Settings) -> Finding:
    root = settings.TELEGRAM_API_URL
    # Asked first: PTB takes another server's 404 for a refused token.
    if await probe(root, settings.TELEGRAM_BOT_TOKEN.get_secret_value()) is Answer.NOT_BOT_API:
        return Finding("Telegram Bot API", False, not_the_bot_api(root))
    try:
        # An empty token (.env.example's) is refused here already, by the constructor.
        bot = Bot(
            settings.TELEGRAM_BOT_TOKEN.get_secret_value(),
            base_url=f"{root}/bot",
            base_file_url=f"{root}/file/bot",
            request=TelegramHttp(pool_size=1),
            get_updates_request=TelegramHttp(pool_size=1),
        )
        async with bot:  # initialize() calls getMe
            me = bot.bot
            files_chat = await _files_chat(bot, settings.FILES_CHAT_ID)
    except InvalidToken:  # the Bot API's own 401, or its 404 for a malformed token
        return Finding("Telegram Bot API", False, "the token was refused: check TELEGRAM_BOT_TOKEN")
    except NetworkError as error:
        return Finding(
            "Telegram Bot API",
            False,
            f"no answer from {root} ({error}): check TELEGRAM_API_URL (and the proxy variables)",
        )
    except TelegramError as error:
        return Finding(
            "Telegram Bot API", False, f"{root} answered: {error}: check TELEGRAM_API_URL"
        )
    if files_chat is not None:
        return Finding("Telegram Bot API", False, files_chat)
    return Finding("Telegram Bot API", True, f"@{me.username}; {_modes(me)}")


async def _files_chat(bot: Bot, chat_id: int | None) -> str | None:
    """Why the bot may not post in FILES_CHAT_ID (getChat, then the bot's own getChatMember);
    None when it may, or when it is unset."""
    if chat_id is None:
        return None
    try:
        chat = await bot.get_chat(chat_id)
        member = await bot.get_chat_member(chat_id, bot.id)
    except TelegramError as error:
        return f"FILES_CHAT_ID {chat_id} cannot be read ({error}): add the bot to that chat"
    if chat.type == Chat.CHANNEL:
        if isinstance(member, ChatMemberAdministrator) and member.can_post_messages:
            return None
        return f"FILES_CHAT_ID {chat_id}: make the bot an administrator who may post messages"
    if chat.type == Chat.PRIVATE:
        return f"FILES_CHAT_ID {chat_id} is a private chat: name a channel or a group"
    if member.status in (ChatMember.OWNER, ChatMember.ADMINISTRATOR):
        return None
    if isinstance(member, ChatMemberRestricted):
        may_send_audio = member.can_send_audios
    else:  # a plain member sends what the group lets its members send
        may_send_audio = member.status == ChatMember.MEMBER and (
            chat.permissions is None or bool(chat.permissions.can_send_audios)
        )
    if may_send_audio:
        return None
    return (
        f"FILES_CHAT_ID {chat_id}: the bot may not post songs there ({member.status}, audio"
        " not allowed): make it an administrator, or let members send audio"
    )


def _modes(me: User) -> str:
    """Inline, guest and privacy mode as getMe shows them, with what each means for the bot
    (all are switched at @BotFather). Told, never a failure: the bot works without them."""
    inline = (
        "inline mode on"
        if me.supports_inline_queries
        else "inline mode off (/setinline at @BotFather to share songs from any chat)"
    )
    guest = (
        "guest mode on"
        if me.supports_guest_queries
        else "guest mode off (at @BotFather, for songs asked in chats the bot is not in)"
    )
    privacy = (
        "privacy mode off: every group message reaches the bot (/setprivacy at @BotFather)"
        if me.can_read_all_group_messages
        else "privacy mode on: in groups only commands and what is addressed to the bot"
    )
    return f"{inline}; {guest}; {privacy}"


async def check_music(settings: Settings) -> Finding:
    """Two reads of a job that cannot exist, never a POST. Without the key the music service
    answers 401 (service-api.md §5): any other answer is not the service. With the key it must
    not answer 401, or the key is refused; a 404 (no such job) is the answer expected."""
    url, key = settings.MUSIC_API_URL, settings.API_KEY.get_secret_value()
    path = f"/jobs/songbot-check-{uuid.uuid4().hex}"
    async with httpx.AsyncClient(
        base_url=url,
        timeout=service_timeout(CHECK_TIMEOUT_SEC),
        follow_redirects=False,
        verify=trusted_roots(),
    ) as http:
        try:
            bare = await http.get(path)
            if bare.status_code != NO_KEY_ANSWER:
                return Finding("music service", False, _not_the_service(url, bare.status_code))
            keyed = await http.get(path, headers={"Authorization": f"Bearer {key}"})
        except httpx.TransportError as error:
            detail = transport_error(error).detail
            return Finding("music service", False, f"{detail}: check MUSIC_API_URL ({url})")
    status = keyed.status_code
    if status == NO_KEY_ANSWER:
        return Finding("music service", False, "the key was refused (401): check API_KEY")
    if status == httpx.codes.NOT_FOUND and not _is_json(keyed):
        # The service checks keys before routes: a 404 that is no JSON is a server without
        # the job route (service-api.md §4: its bodies are JSON), e.g. the host without its path.
        return Finding("music service", False, _no_job_route(url))
    if status == httpx.codes.NOT_FOUND or keyed.is_success:
        return Finding("music service", True, f"{url}; the key is accepted")
    said = service_message(keyed, key)
    return Finding(
        "music service",
        False,
        f"{url} accepts the key but answered {status_words(status)}"
        f"{f' ({said})' if said else ''} to a read: the service does not work now; "
        "check MUSIC_API_URL or try again later",
    )


def _is_json(response: httpx.Response) -> bool:
    try:
        response.json()
    except ValueError:
        return False
    return True


def _no_job_route(url: str) -> str:
    return (
        f"{url} takes the key but has no job route (a 404 that is not the service's JSON): it"
        " is not the music interface; check MUSIC_API_URL (it ends in /api/v1/music)"
    )


def _not_the_service(url: str, status: int) -> str:
    return (
        f"{url} answered {status_words(status)} to a read without a key, where the music "
        f"service answers {NO_KEY_ANSWER}: it is not the music service; check MUSIC_API_URL "
        "(the music interface's address, ending in /api/v1/music)"
    )


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


# Each part: its name on its line, the variable to look at when it does not answer, its check.
CHECKS: tuple[tuple[str, str, Check], ...] = (
    ("storage", "DATABASE_PATH and DATA_DIR", check_storage),
    ("Telegram Bot API", "TELEGRAM_API_URL", check_telegram),
    ("music service", "MUSIC_API_URL", check_music),
    ("text model", "TEXT_API_URL", check_text_model),
)


async def _run_one(part: str, variable: str, check: Check, settings: Settings) -> Finding:
    try:
        return await asyncio.wait_for(check(settings), CHECK_TIMEOUT_SEC)
    except TimeoutError:
        return Finding(part, False, f"no answer within {CHECK_TIMEOUT_SEC:.0f} s: check {variable}")


async def run_checks(settings: Settings) -> list[Finding]:
    return [await _run_one(*part, settings) for part in CHECKS]


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
    if problems:  # as the start: nothing is reached with a configuration it would refuse
        return 2
    print(Finding("configuration", True).line())
    findings = asyncio.run(run_checks(settings))
    redactor = RedactSecrets(settings.secrets())  # a service's words could echo one back
    for finding in findings:
        print(redactor.redact(finding.line()), flush=True)
    return 0 if all(f.ok for f in findings) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
