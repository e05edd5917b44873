"""Small helpers the end-to-end tests share: lyrics that tell songs apart, what the Bot API
stand-in saw the bot do, a press of a button found by what it does, and the bot settled after
what users did."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from mutagen.mp3 import MPEGInfo

from bot.context import Services
from bot.pipeline.steps import BotApp
from bot.store import NewRequest, Request, State
from bot.ui import CallbackData, DraftPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn, ChatMessage
from music_emulator import Emulator, SeenRequest
from tests.conftest import LYRICS, AppFactory, all_handled, pipeline, wait_for_state

Press = TypeVar("Press", bound=CallbackData)


def lyrics(name: object) -> str:
    """Lyrics of their own for each `name` (a number or a word), so that songs tell apart."""
    return f"[verse]\nA song for {name}\n[chorus]\nLa la {name}"


def successful(stand: BotApiStandIn, method: str, chat_id: int | None = None) -> int:
    """Calls of `method` that Telegram took (into one chat, if given)."""
    return sum(
        1
        for call in stand.calls_of(method)
        if call.ok and (chat_id is None or int(call.params["chat_id"]) == chat_id)
    )


def answers(stand: BotApiStandIn) -> list[str]:
    """The texts of every answer to a button press, in order."""
    return [call.params.get("text", "") for call in stand.calls_of("answerCallbackQuery")]


@asynccontextmanager
async def saying(
    bot_app: AppFactory,
    stand: BotApiStandIn,
    chat_id: int,
    text: str = LYRICS,
    *,
    user_id: int | None = None,
    chat_type: str = "private",
    language_code: str = "en",
    **settings: object,
) -> AsyncIterator[BotApp]:
    """The bot running (with these settings, or `tuning=`) and `text` said in the chat (by
    `user_id`, in `language_code`) once it runs; the lyrics of a song unless told:
    `async with saying(bot_app, stand, USER, "/style") as app:`."""
    async with bot_app(**settings) as app:
        stand.user_says(
            chat_id, text, user_id=user_id, chat_type=chat_type, language_code=language_code
        )
        yield app


@asynccontextmanager
async def song_delivered(
    bot_app: AppFactory, stand: BotApiStandIn, chat_id: int, text: str = LYRICS, **asking: Any
) -> AsyncIterator[tuple[BotApp, Request]]:
    """`saying`, and the first song delivered: the app and the song,
    `async with song_delivered(bot_app, stand, USER) as (app, song):`."""
    async with saying(bot_app, stand, chat_id, text, **asking) as app:
        yield app, await wait_for_state(app, 1, State.DELIVERED)


@asynccontextmanager
async def group_song_delivered(
    bot_app: AppFactory, stand: BotApiStandIn, group: int, asker: int, **settings: Any
) -> AsyncIterator[tuple[BotApp, Request, int]]:
    """`song_delivered` for the song `asker` asks for with /lyrics in a supergroup: the app, the
    song and the message id of its audio."""
    text = f"/lyrics\n{LYRICS}"
    async with saying(
        bot_app, stand, group, text, user_id=asker, chat_type="supergroup", **settings
    ) as app:
        song = await wait_for_state(app, 1, State.DELIVERED)
        yield app, song, song.audio_message_id or 0


async def one_song_delivered(
    bot_app: AppFactory, stand: BotApiStandIn, chat_id: int, text: str = LYRICS, **asking: Any
) -> Request:
    """`song_delivered` for a test that only looks at what was sent: the bot stopped once the
    song is delivered; the song."""
    async with song_delivered(bot_app, stand, chat_id, text, **asking) as (_, song):
        return song


async def add_waiting(stand: BotApiStandIn, services: Services, chats: range) -> None:
    """A request waiting in line from each of `chats`, a private chat each, written straight to
    the store (nobody asked the bot: no status message, no bell)."""
    for chat in chats:
        stand.open_chat(chat, "private")
        new = NewRequest(chat, "private", chat, "Ann", "en", None, "[verse]\nLa", None, 60, "S")
        await services.store.requests.create(new, State.WAITING)


def writes_slowly(emulator: Emulator, seconds: float) -> None:
    """The text model takes `seconds` to answer each call: writings overlap."""
    emulator.settings.text_failure = "slow"
    emulator.settings.text_slow_sec = seconds


def answered(stand: BotApiStandIn, words: str) -> bool:
    """Some answer to a button press said `words`."""
    return any(words in text for text in answers(stand))


async def settled(app: BotApp, stand: BotApiStandIn, presses_answered: int | None = None) -> None:
    """The bot done with what users did so far: exactly `presses_answered` presses answered
    (when given), every update handled, and a round of the scheduler run on what they left
    (nothing more follows from them without another round)."""
    if presses_answered is not None:
        await stand.wait_for(lambda: len(answers(stand)) == presses_answered)
    await all_handled(app, stand)
    await pipeline(app).scheduler.tick()


def is_preview(message: ChatMessage) -> bool:
    """A preview, or any question that spends: its FIRST button makes the song (the contract
    promises that place, so this looks at the place)."""
    buttons = message.buttons()
    first = DraftPress.unpack(buttons[0].get("callback_data")) if buttons else None
    return first is not None and first.action == Action.GO


def presses_under(
    message: ChatMessage, kind: type[Press], **fields: object
) -> list[tuple[Press, str]]:
    """The buttons of this kind (with these field values) under a bot message, in reading order:
    each as its press and the callback data it carries."""
    names = {field.name for field in dataclasses.fields(kind)}  # type: ignore[arg-type]
    if unknown := set(fields) - names:
        raise TypeError(f"{kind.__name__} has no field {sorted(unknown)}; it has {sorted(names)}")
    carried = [str(button.get("callback_data")) for button in message.buttons()]
    return [
        (press, data)
        for data in carried
        if (press := kind.unpack(data)) is not None
        and all(getattr(press, name) == value for name, value in fields.items())
    ]


def button_of(message: ChatMessage, kind: type[Press], **fields: object) -> tuple[Press, str]:
    """The one button of this kind (and these field values) under a bot message, found by what
    it does, never by its place in the keyboard: its press and its callback data. Raises when
    there is none, or more than one to choose from."""
    found = presses_under(message, kind, **fields)
    if len({data for _, data in found}) != 1:
        raise LookupError(
            f"{len(found)} {kind.__name__} buttons with {fields} under message "
            f"{message.message_id} in chat {message.chat_id}: {[data for _, data in found]}"
        )
    return found[0]


def button_data(message: ChatMessage, kind: type[Press], **fields: object) -> str:
    """The callback data of `button_of`, to press it later or more than once."""
    return button_of(message, kind, **fields)[1]


def press_button(
    stand: BotApiStandIn,
    chat_id: int,
    message: int | ChatMessage,
    kind: type[Press],
    *,
    user_id: int | None = None,
    language_code: str = "en",
    **fields: object,
) -> Press:
    """Press the one button of this kind (and these field values) under a live bot message, as
    `user_id` (the chat's id by default) whose Telegram speaks `language_code`:
    `press_button(stand, chat, audio, VotePress, vote=Vote.UP)`; the press it made."""
    message_id = message if isinstance(message, int) else message.message_id
    shown = stand.world.bot_message(chat_id, message_id)
    if shown is None:
        raise LookupError(f"no live bot message {message_id} in chat {chat_id}")
    press, data = button_of(shown, kind, **fields)
    stand.user_presses(chat_id, message_id, data, user_id=user_id, language_code=language_code)
    return press


class Mp3Stream(NamedTuple):
    length: float
    bitrate: int
    channels: int
    sample_rate: int


def mp3_info(path: Path) -> Mp3Stream:
    """An MP3's stream as players see it, read from its frames (mutagen leaves these untyped)."""
    with path.open("rb") as file:
        info = vars(MPEGInfo(file))
    return Mp3Stream(info["length"], info["bitrate"], info["channels"], info["sample_rate"])


def lyrics_of(post: SeenRequest) -> str:
    """The lyrics a POST /generate carried ("" when its body had none)."""
    return str((post.body or {}).get("lyrics", ""))
