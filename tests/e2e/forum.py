"""A forum supergroup with topics, where Ann asks for songs: the set-up the forum tests share,
and what the stand-in saw the bot send there."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from bot.pipeline.steps import BotApp
from bot.store import Request, State
from botapi_standin import BotApiStandIn
from botapi_standin.models import BotCall
from tests.conftest import LYRICS, AppFactory, wait_for_state

FORUM = -1001777
ANN = 42
BOT = "SongbotTestBot"
SENDS = ("sendMessage", "sendAudio", "sendDocument")


def open_topic(stand: BotApiStandIn, name: str = "Birthdays") -> int:
    """The forum open (its General named "Songs") with a topic of `name`: the topic's id."""
    stand.open_forum(FORUM, "Songs")
    return stand.create_topic(FORUM, name)


def ask_in(stand: BotApiStandIn, text: str, thread_id: int | None) -> dict[str, Any]:
    """Ann says `text` in the topic (`None`: in General)."""
    return stand.user_says(FORUM, text, user_id=ANN, chat_type="supergroup", thread_id=thread_id)


def ask_lyrics_in(stand: BotApiStandIn, thread_id: int | None) -> dict[str, Any]:
    """Ann asks for a song of LYRICS in the topic, naming the bot as groups do."""
    return ask_in(stand, f"/lyrics@{BOT}\n{LYRICS}", thread_id)


@asynccontextmanager
async def song_in_topic(
    bot_app: AppFactory, stand: BotApiStandIn, topic: int, **settings: object
) -> AsyncIterator[tuple[BotApp, Request]]:
    """The bot running, and Ann's song asked in `topic` delivered: the app and the song."""
    async with bot_app(**settings) as app:
        ask_lyrics_in(stand, topic)
        yield app, await wait_for_state(app, 1, State.DELIVERED, timeout=20)


def sends_to_forum(stand: BotApiStandIn) -> list[BotCall]:
    """Every send of a message, a song or a file into the forum, refused ones too."""
    return [
        call
        for method in SENDS
        for call in stand.calls_of(method)
        if int(call.params["chat_id"]) == FORUM
    ]


def threads_of(calls: list[BotCall]) -> set[int | None]:
    """The topics these calls went to (`None`: General)."""
    found = {call.params.get("message_thread_id") for call in calls}
    return {int(thread) if thread is not None else None for thread in found}
