"""Hostile input: random Unicode, markup characters, texts up to 20,000 characters, every
kind of update the bot may receive (stickers, photos, voice, edited messages, button presses with
garbage data, commands with garbage arguments, group messages for other bots), fed through the
Bot API stand-in to the real Application. No exception escapes a handler, no reply is refused as
bad markup or too long, every command is answered, every button press is answered, and messages
in groups that are for other bots get no word.

CI runs a short version; the long one is `python -m pytest -m slow tests/e2e/test_hostile_input.py`.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from telegram.ext import Application, CommandHandler

from botapi_standin import BotApiStandIn
from tests.conftest import ADMIN_ID, AppFactory, all_handled

OUR_NAME = "SongbotTestBot"
FORBIDDEN_LOGS = ("handler failed", "pipeline tick failed", "task ")  # "task ... failed"
REFUSED_TEXT = ("can't parse entities", "message is too long", "caption is too long", "is empty")
SEND_METHODS = ("sendmessage", "sendaudio", "senddocument", "sendphoto", "editmessagetext")
MEDIA = ("sticker", "photo", "voice", "audio", "document", "location")

# Plain characters of every script and symbol, no lone surrogates, no NUL (Telegram has none).
LETTERS = st.characters(exclude_categories=["Cs"], exclude_characters="\x00")
MARKUP = "<>&\"'*_`[]()~#+-=|{}.!\\/@;:"
FRAGMENTS = (
    "<b>", "</b>", "<i>", "</i>", '<a href="tg://user?id=1">', "</a>", "&amp;", "&lt;", "&",
    "&#x1F600;", "<code>", "<pre>", "<tg-spoiler>", "<script>", "</", "<", ">",
    "\u202e", "\u200b", "\ufeff", "\u0301", "🎵", "👨‍👩‍👧", "[verse]", "[chorus]", "[bridge]",
    "\n[verse]\n", "\n[chorus]\n", "\n", "\t", "@" + OUR_NAME, "@OtherBot", "/start", "*bold*",
    "_it_", "`code`", "||spoiler||", "#tag", "$cashtag", "https://example.com/?a=<b>",
)  # fmt: skip
PIECE = st.one_of(
    st.text(LETTERS, max_size=40),
    st.text(st.sampled_from(MARKUP), max_size=20),
    st.sampled_from(FRAGMENTS),
)
# Telegram delivers no blank message: a blank draw gets one letter.
SHORT = st.lists(PIECE, min_size=1, max_size=12).map(lambda parts: "".join(parts).strip() or "x")
LONG = st.builds(lambda unit, size: (unit * size)[:size], SHORT, st.integers(200, 20_000))
TEXT = st.one_of(SHORT, SHORT, LONG)
NOT_FOR_US = TEXT.filter(lambda text: OUR_NAME.lower() not in text.lower())
GARBAGE_DATA = st.one_of(
    st.text(LETTERS, min_size=1, max_size=20),
    st.builds(
        "{}:{}".format,
        st.sampled_from(["retry", "lossless", "track", "draft", "lang", "x", ""]),
        st.one_of(st.integers(-(2**70), 2**70).map(str), st.text(LETTERS, max_size=16)),
    ),
).filter(lambda data: 0 < len(data.encode()) <= 64)


@dataclass(frozen=True)
class Action:
    kind: str
    text: str = ""
    command: str = ""
    as_admin: bool = False


def actions(commands: list[str]) -> st.SearchStrategy[Action]:
    command = st.sampled_from([*commands, "nosuchcommand", "START", "a" * 32])
    return st.one_of(
        st.builds(Action, st.just("text"), TEXT),
        st.builds(Action, st.just("command"), TEXT | st.just(""), command, st.booleans()),
        st.builds(Action, st.sampled_from(MEDIA), TEXT | st.just("")),
        st.builds(Action, st.just("edit"), TEXT),
        st.builds(Action, st.just("press"), GARBAGE_DATA),
        st.builds(Action, st.just("other_bot"), NOT_FOR_US, st.sampled_from(commands)),
    )


@dataclass
class Expect:
    chat_id: int
    reply: bool = False  # the bot must answer in this chat
    silent: bool = False  # the bot must not say anything in this chat
    query_id: str | None = None  # this button press must be answered


chats = itertools.count(100_000)


def first_line_safe(text: str) -> str:
    """A command's arguments may span lines, but the command itself is on the first one."""
    return text if text.startswith("\n") else f" {text}"


async def perform(app: Application, stand: BotApiStandIn, action: Action) -> Expect:
    chat = next(chats)
    if action.kind == "text":
        stand.user_says(chat, action.text)
        return Expect(chat)
    if action.kind == "command":
        suffix = f"@{OUR_NAME}" if len(action.text) % 2 else ""
        arguments = first_line_safe(action.text) if action.text else ""
        chat = ADMIN_ID if action.as_admin else chat
        stand.user_says(chat, f"/{action.command}{suffix}{arguments}")
        return Expect(chat, reply=True)
    if action.kind in MEDIA:
        stand.user_sends(chat, kind=action.kind, caption=action.text or None)
        return Expect(chat)
    if action.kind == "edit":
        said = stand.user_says(chat, "Just a hello")
        await all_handled(app, stand)
        stand.user_edits(chat, said["message_id"], action.text)
        return Expect(chat)
    if action.kind == "press":
        stand.user_says(chat, "/start")
        await all_handled(app, stand)
        message = stand.messages(chat)[-1]
        query_id = stand.user_presses(chat, message.message_id, action.text)
        return Expect(chat, query_id=query_id)
    group = -chat
    addressed = f"/{action.command}@OtherBot{first_line_safe(action.text)}"
    text = addressed if len(action.text) % 2 else f"@OtherBot {action.text}"
    stand.user_says(group, text, user_id=chat, chat_type="group", chat_title="Elsewhere")
    return Expect(group, silent=True)


def calls_to(stand: BotApiStandIn, since: int, chat_id: int) -> list[str]:
    return [
        call.method.lower()
        for call in stand.calls[since:]
        if call.ok and str(call.params.get("chat_id")) == str(chat_id)
    ]


def failures_logged(caplog: pytest.LogCaptureFixture, since: int = 0) -> list[str]:
    return [
        record.getMessage()
        for record in caplog.records[since:]
        if record.levelno >= logging.ERROR
        and any(word in record.getMessage() for word in FORBIDDEN_LOGS)
    ]


def refused_texts(stand: BotApiStandIn, since: int = 0, chat_id: int | None = None) -> list[str]:
    return [
        f"{call.method} {call.result_or_error!r} {call.params!r:.300}"
        for call in stand.calls[since:]
        if not call.ok
        and any(word in str(call.result_or_error) for word in REFUSED_TEXT)
        and (chat_id is None or str(call.params.get("chat_id")) == str(chat_id))
    ]


def check(
    stand: BotApiStandIn, caplog: pytest.LogCaptureFixture, marks: tuple[int, int], expect: Expect
) -> None:
    """What this action caused; work it left running is checked once all examples ran."""
    calls_mark, logs_mark = marks
    assert not failures_logged(caplog, logs_mark)
    assert not refused_texts(stand, calls_mark, expect.chat_id)
    said = [m for m in calls_to(stand, calls_mark, expect.chat_id) if m in SEND_METHODS]
    if expect.reply:
        assert said, "a command got no reply"
    if expect.silent:
        assert not said, "the bot spoke up about a message for another bot"
    if expect.query_id:
        answered = [
            call
            for call in stand.calls_of("answerCallbackQuery")
            if call.params.get("callback_query_id") == expect.query_id
        ]
        assert answered, "a button press was not answered"


@pytest.fixture
async def app(
    bot_app: AppFactory, stand: BotApiStandIn, caplog: pytest.LogCaptureFixture
) -> AsyncIterator[Application]:
    async with bot_app() as running:
        yield running
    # Songs and status edits of every example, whenever they happened.
    assert not failures_logged(caplog)
    assert not refused_texts(stand)


def command_names(app: Application) -> list[str]:
    return sorted(
        {
            name
            for group in app.handlers.values()
            for handler in group
            if isinstance(handler, CommandHandler)
            for name in handler.commands
        }
    )


async def feed_one(
    app: Application,
    stand: BotApiStandIn,
    caplog: pytest.LogCaptureFixture,
    data: st.DataObject,
) -> None:
    action = data.draw(actions(command_names(app)), label="action")
    event(action.kind)
    marks = (len(stand.calls), len(caplog.records))
    expect = await perform(app, stand, action)
    await all_handled(app, stand)
    check(stand, caplog, marks, expect)


HOSTILE = settings(
    deadline=None,
    suppress_health_check=[
        HealthCheck.function_scoped_fixture,
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.large_base_example,
    ],
)


@settings(HOSTILE, max_examples=60)
@given(data=st.data())
async def test_hostile_input_short(
    app: Application, stand: BotApiStandIn, caplog: pytest.LogCaptureFixture, data: st.DataObject
) -> None:
    await feed_one(app, stand, caplog, data)


@pytest.mark.slow
@settings(HOSTILE, max_examples=1000)
@given(data=st.data())
async def test_hostile_input_long(
    app: Application, stand: BotApiStandIn, caplog: pytest.LogCaptureFixture, data: st.DataObject
) -> None:
    await feed_one(app, stand, caplog, data)
