"""Songs in groups: what is addressed to the bot is heard, the rest of
the chatter costs nothing and gets no reply, and the song comes back to the group."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from telegram.ext import Application

from bot.store import State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import LYRICS, AppFactory, services, wait_for_state

GROUP = -1001234500
ANN, BOB = 42, 43
BOT = "SongbotTestBot"


def say_in_group(stand: BotApiStandIn, text: str, user: int = ANN, **more: Any) -> dict:
    return stand.user_says(GROUP, text, user_id=user, chat_type="supergroup", **more)


def group_texts(stand: BotApiStandIn) -> list[str]:
    return [m.text or "" for m in stand.messages(GROUP)]


async def test_group_request_is_delivered_as_a_reply_that_names_the_requester(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        asked = say_in_group(stand, f"/lyrics@{BOT}\n{LYRICS}", first_name="Ann")
        sent = await stand.wait_for_call("sendAudio", timeout=20)
        await wait_for_state(app, 1, State.DELIVERED, timeout=5)
    assert int(sent.params["chat_id"]) == GROUP
    reply = sent.params.get("reply_parameters") or {}
    replied_to = reply.get("message_id") or sent.params.get("reply_to_message_id")
    assert replied_to is not None and int(replied_to) == asked["message_id"]
    assert "Asked by: Ann" in sent.params["caption"]
    assert len(emulator.posts()) == 1


async def test_group_chatter_and_commands_for_other_bots_are_ignored(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app():
        say_in_group(stand, LYRICS)  # tagged lyrics, but not addressed to the bot
        say_in_group(stand, "lunch at noon?")
        say_in_group(stand, "@SomeOtherBot [verse]\nla la")
        say_in_group(stand, f"/lyrics@otherbot\n{LYRICS}")
        say_in_group(stand, "/song@otherbot a song about cats")
        say_in_group(stand, "/help@otherbot")
        # Updates are handled in order: once this one is answered, all the above were seen.
        say_in_group(stand, f"/nosuchthing@{BOT}")
        await stand.wait_for_message(GROUP, lambda m: "don't know" in (m.text or ""))
    assert len(stand.messages(GROUP)) == 1, "only the command meant for the bot was answered"
    assert emulator.requests == [] and emulator.chat_requests == []


async def test_a_mention_or_a_reply_to_the_bot_is_heard(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        say_in_group(stand, f"@{BOT}\n{LYRICS}")
        await wait_for_state(app, 1, State.DELIVERED)
        song = next(m for m in stand.messages(GROUP) if m.kind == "audio")
        say_in_group(stand, "love it, what else can you do?", user=BOB, reply_to=song.message_id)
        hint = await stand.wait_for_message(GROUP, lambda m: "/lyrics@" in (m.text or ""))
        assert len(emulator.posts()) == 1, "the reply without lyrics made no request"
        say_in_group(stand, LYRICS, user=BOB, reply_to=song.message_id)
        second = await wait_for_state(app, 2, State.DELIVERED)
    assert hint.reply_to_message_id is not None
    assert second.user_id == BOB and second.chat_id == GROUP
    posted = emulator.posts()[0].body or {}
    assert BOT not in posted["lyrics"], "the mention is not sung"


async def test_only_the_group_s_admins_change_its_style_and_duration(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    stand.set_member(GROUP, ANN, "member")
    stand.set_member(GROUP, BOB, "administrator")
    async with bot_app() as app:
        store = services(app).store
        say_in_group(stand, "/style heavy metal", user=ANN)
        await stand.wait_for_message(GROUP, lambda m: "only its admins" in (m.text or ""))
        say_in_group(stand, "/duration 90", user=ANN)
        await stand.wait_for(lambda: len(group_texts(stand)) == 2)
        assert "only its admins" in group_texts(stand)[1]
        assert (await store.chats.get(GROUP)).style is None
        say_in_group(stand, "/style dreamy synth pop", user=BOB)
        await stand.wait_for_message(GROUP, lambda m: "Style set" in (m.text or ""))
        say_in_group(stand, "/duration 90", user=BOB)
        await stand.wait_for_message(GROUP, lambda m: "90 seconds" in (m.text or ""))
        say_in_group(stand, "/style", user=ANN)  # looking is for everyone
        await stand.wait_for_message(GROUP, lambda m: "Style in this chat" in (m.text or ""))
        chosen = await store.chats.get(GROUP)
    assert chosen.style == "dreamy synth pop" and chosen.duration_sec == 90
    asked = {int(c.params["user_id"]) for c in stand.calls_of("getChatMember")}
    assert asked == {ANN, BOB}


async def test_help_in_a_group_explains_privacy_mode(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app():
        say_in_group(stand, f"/help@{BOT}")
        told = await stand.wait_for_message(GROUP)
    assert "privacy mode" in (told.text or "")


async def test_the_bot_added_to_a_closed_group_says_how_to_get_access(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    stand.open_chat(GROUP, "supergroup", title="Choir")
    async with bot_app(ACCESS="private") as app:
        stand.world.updates.push("my_chat_member", _membership(stand, "left", "member"))
        welcome = await stand.wait_for_message(GROUP)
        assert (await services(app).store.chats.get(GROUP)).active
        stand.world.updates.push("my_chat_member", _membership(stand, "member", "kicked"))
        await _until(lambda: _inactive(app))
    assert str(GROUP) in (welcome.text or "") and "/allow" not in (welcome.text or "")
    assert "allow the group id" in (welcome.text or "")
    assert len(stand.messages(GROUP)) == 1, "nothing is said on the way out"


async def test_a_user_s_daily_limit_counts_in_private_and_in_groups(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(USER_DAILY_LIMIT=1) as app:
        say_in_group(stand, f"/lyrics\n{LYRICS}", user=ANN)
        await wait_for_state(app, 1, State.DELIVERED)
        stand.user_says(ANN, LYRICS)  # the same person, now in private
        await wait_for_state(app, 2, State.WAITING)
        stand.user_says(BOB, LYRICS)  # someone else, queued behind
        await wait_for_state(app, 3, State.DELIVERED)
        second = await services(app).store.requests.get(2)
    assert second is not None and second.state == State.WAITING
    assert len(emulator.posts()) == 2


async def _inactive(app: Application) -> bool:
    return not (await services(app).store.chats.get(GROUP)).active


async def _until(check: Callable[[], Awaitable[bool]], timeout: float = 5.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not await check():
        assert asyncio.get_running_loop().time() < deadline, "condition not reached in time"
        await asyncio.sleep(0.03)


def _membership(stand: BotApiStandIn, old: str, new: str) -> dict:
    return {
        "chat": stand.world.chat(GROUP).as_dict(),
        "from": stand.world.user(ANN),
        "date": 1_700_000_000,
        "old_chat_member": {"status": old, "user": stand.bot_user},
        "new_chat_member": {"status": new, "user": stand.bot_user, "until_date": 0},
    }
