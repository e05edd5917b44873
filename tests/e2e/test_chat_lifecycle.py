"""Chats that change under the bot (docs/guarantees_in_chats.md §Chats): a group upgraded to a
supergroup takes its requests, settings and access along; a chat that removed or blocked the bot
spends nothing more; a press in a chat that was denied spends nothing. A chat held gone after a 403
that writes or presses again is served again."""

from __future__ import annotations

import asyncio
from collections import Counter

from telegram.ext import Application

from bot.pipeline import status
from bot.store import NewRequest, Reason, Request, State
from bot.ui import DraftPress, RetryPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn, ChatMessage
from music_emulator import Emulator
from tests.conftest import (
    ADMIN_ID,
    LYRICS,
    AppFactory,
    all_handled,
    services,
    wait_for_state,
)
from tests.e2e.helpers import answers, lyrics_of, press_button, saying, settled

OLD, NEW = -4100, -1004100  # a basic group, and the supergroup it becomes
GROUP = -1004200
ANN, OTHER = 42, 43
OTHER_LYRICS = LYRICS.replace("Hello", "Goodbye")
BEING_MADE = (State.SUBMITTING, State.QUEUED, State.RUNNING, State.COMPLETED, State.DELIVERED)


async def occupy_the_only_slot(app: Application, stand: BotApiStandIn, emulator: Emulator) -> None:
    """Someone else's song runs for a while, so the next request waits in the bot's line."""
    emulator.settings.generation_sec = 2.0
    stand.user_says(OTHER, OTHER_LYRICS)
    await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
    emulator.settings.generation_sec = 0.3


def failed_calls_naming(stand: BotApiStandIn, chat_id: int) -> Counter[str]:
    named = (c for c in stand.calls if str(c.params.get("chat_id")) == str(chat_id))
    return Counter(c.method for c in named if not c.ok)


def calls_naming(stand: BotApiStandIn, method: str, chat_id: int) -> int:
    return sum(1 for c in stand.calls_of(method) if str(c.params.get("chat_id")) == str(chat_id))


# --- a group upgraded to a supergroup ----------------------------------------------------


async def _migrated_request_reaches_the_supergroup(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, announce: bool
) -> None:
    allowed = frozenset({OLD, OTHER})
    async with bot_app(ORG_CONCURRENT_LIMIT=1, ACCESS="private", ALLOWED_CHAT_IDS=allowed) as app:
        store = services(app).store
        await store.chats.set_style(OLD, "choir pop")
        await store.chats.set_duration(OLD, 30)
        await occupy_the_only_slot(app, stand, emulator)
        stand.user_says(OLD, f"/lyrics\n{LYRICS}", user_id=ANN, chat_type="group")
        await wait_for_state(app, 2, State.WAITING)

        stand.migrate_chat(OLD, NEW, by=ANN, announce=announce)

        song = await stand.wait_for_call(
            "sendAudio", lambda c: str(c.params["chat_id"]) == str(NEW), timeout=20
        )
        delivered = await wait_for_state(app, 2, State.DELIVERED)
        settings = await store.chats.get(NEW)
        posts = len(emulator.posts())
    assert delivered.chat_id == NEW and song.ok
    assert (settings.style, settings.duration_sec) == ("choir pop", 30)
    assert posts == 2, "each request was POSTed once"
    assert calls_naming(stand, "sendAudio", OLD) <= 1
    assert all(count <= 1 for count in failed_calls_naming(stand, OLD).values()), stand.summary()
    # ALLOWED_CHAT_IDS names the old id only: the supergroup may still ask, after a restart too.
    async with saying(
        bot_app,
        stand,
        NEW,
        f"/lyrics\n{OTHER_LYRICS}",
        user_id=ANN,
        chat_type="supergroup",
        ACCESS="private",
        ALLOWED_CHAT_IDS=allowed,
    ) as app:
        third = await wait_for_state(app, 3, *BEING_MADE)
    assert third.chat_id == NEW


async def test_a_group_upgraded_with_a_request_waiting_gets_its_song_in_the_supergroup(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    await _migrated_request_reaches_the_supergroup(bot_app, emulator, stand, announce=True)


async def test_an_upgrade_first_met_as_an_error_on_a_send_moves_everything_too(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    await _migrated_request_reaches_the_supergroup(bot_app, emulator, stand, announce=False)


async def test_a_song_finished_after_an_unseen_upgrade_is_sent_to_the_supergroup(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """No status edit gets through, so the song's own upload is the first to hear of it."""
    async with saying(
        bot_app, stand, OLD, f"/lyrics\n{LYRICS}", user_id=ANN, chat_type="group"
    ) as app:
        await stand.wait_for_message(OLD)
        stand.fail_next("editMessageText", status=502, count=1000)
        stand.migrate_chat(OLD, NEW, by=ANN, announce=False)
        await stand.wait_for_call(
            "sendAudio", lambda c: str(c.params["chat_id"]) == str(NEW) and c.ok, timeout=20
        )
        delivered = await wait_for_state(app, 1, State.DELIVERED)
    assert delivered.chat_id == NEW
    assert calls_naming(stand, "sendAudio", OLD) == 1, "tried once on the old id, not again"
    assert len(emulator.posts()) == 1


# --- the bot removed or blocked ------------------------------------------------------------


async def test_the_bot_removed_with_a_request_waiting_and_a_draft_open_spends_nothing(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(ORG_CONCURRENT_LIMIT=1) as app:
        await occupy_the_only_slot(app, stand, emulator)
        stand.user_says(GROUP, f"/lyrics\n{LYRICS}", user_id=ANN, chat_type="supergroup")
        await wait_for_state(app, 2, State.WAITING)
        stand.user_says(GROUP, "/song a song about rain", user_id=ANN, chat_type="supergroup")
        await wait_for_state(app, 3, State.DRAFT)
        await stand.wait_for_message(GROUP, lambda m: bool(m.buttons()))  # the preview is shown

        stand.remove_bot(GROUP, "kicked")

        waiting = await wait_for_state(app, 2, State.CANCELLED, State.SUBMITTING, State.QUEUED)
        draft = await wait_for_state(app, 3, State.CANCELLED, State.WAITING)
        await wait_for_state(app, 1, State.DELIVERED)
        await settled(app, stand)
        chat = await services(app).store.chats.get(GROUP)
        posts = len(emulator.posts())
    assert (waiting.state, waiting.reason) == (State.CANCELLED, Reason.CHAT_GONE)
    assert (draft.state, draft.reason) == (State.CANCELLED, Reason.CHAT_GONE)
    assert not chat.active
    assert posts == 1, "only the other chat's song was POSTed"


async def test_a_user_who_blocks_the_bot_has_their_waiting_request_ended_unspent(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(ORG_CONCURRENT_LIMIT=1) as app:
        await occupy_the_only_slot(app, stand, emulator)
        stand.user_says(ANN, LYRICS)
        await wait_for_state(app, 2, State.WAITING)

        stand.remove_bot(ANN)

        ended = await wait_for_state(app, 2, State.CANCELLED, State.SUBMITTING, State.QUEUED)
        await wait_for_state(app, 1, State.DELIVERED)
        stand.add_bot(ANN)  # unblocked: the chat hears the bot again
        await all_handled(app, stand)
        chat = await services(app).store.chats.get(ANN)
    assert (ended.state, ended.reason) == (State.CANCELLED, Reason.CHAT_GONE)
    assert chat.active
    assert len(emulator.posts()) == 1


async def test_a_song_at_the_service_when_the_bot_is_removed_ends_failed_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.generation_sec = 1.0
    async with saying(
        bot_app, stand, GROUP, f"/lyrics\n{LYRICS}", user_id=ANN, chat_type="supergroup"
    ) as app:
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
        stand.remove_bot(GROUP, "left")
        failed = await wait_for_state(app, 1, State.FAILED, State.DELIVERED)
    sent_before_restart = calls_naming(stand, "sendMessage", GROUP)
    async with bot_app() as app:  # a restart tells untold outcomes: this one can't be told
        await settled(app, stand)
        again = await services(app).store.requests.get(1)
    assert (failed.state, failed.reason) == (State.FAILED, Reason.CHAT_GONE)
    assert failed.delivery_attempts == 1
    uploads = [c for c in stand.calls_of("sendAudio") if str(c.params.get("chat_id")) == str(GROUP)]
    assert len(uploads) <= 1 and not any(c.ok for c in uploads), "the one upload met the 403"
    assert not [m for m in stand.messages(GROUP) if m.audio], "no song reached the group"
    assert calls_naming(stand, "sendMessage", GROUP) == sent_before_restart
    assert again is not None and again.state == State.FAILED
    assert len(emulator.posts()) == 1


# --- presses in a chat that was denied ----------------------------------------------------


async def test_a_draft_pressed_after_deny_spends_nothing_and_says_why(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(
        bot_app,
        stand,
        ANN,
        "/song a song about rain",
        ACCESS="private",
        ALLOWED_CHAT_IDS=frozenset({ANN}),
    ) as app:
        await wait_for_state(app, 1, State.DRAFT)
        preview = await stand.wait_for_message(ANN, lambda m: bool(m.buttons()))
        stand.user_says(ADMIN_ID, f"/deny {ANN}")
        await stand.wait_for_message(ADMIN_ID)

        press_button(stand, ANN, preview.message_id, DraftPress, action=Action.GO)

        await stand.wait_for_call("answerCallbackQuery")
        await settled(app, stand)
        after = await services(app).store.requests.get(1)
        shown = stand.world.bot_message(ANN, preview.message_id)
    assert after is not None and after.state == State.DRAFT
    assert emulator.posts() == []
    assert "may not ask for songs" in answers(stand)[-1]
    assert shown is not None and "may not ask for songs" in (shown.text or "")


async def unknown_song_told(app: Application, stand: BotApiStandIn) -> tuple[Request, ChatMessage]:
    """Ann's song stored as unknown (its POST's fate never learnt) and told to her private chat:
    the row and the message with its "Try again"."""
    svc = services(app)
    stand.open_chat(ANN)
    unknown = await svc.store.requests.create(
        NewRequest(ANN, "private", ANN, "Ann", "en", None, LYRICS, None, 10, "Hello"),
        State.UNKNOWN,
    )
    await status.show_outcome(svc, unknown.id)
    return unknown, await stand.wait_for_message(ANN, lambda m: bool(m.buttons()))


async def test_try_again_pressed_after_deny_spends_nothing_and_says_why(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(ACCESS="private", ALLOWED_CHAT_IDS=frozenset({ANN})) as app:
        svc = services(app)
        unknown, told = await unknown_song_told(app, stand)
        stand.user_says(ADMIN_ID, f"/deny {ANN}")
        await stand.wait_for_message(ADMIN_ID)

        press_button(stand, ANN, told.message_id, RetryPress)

        await stand.wait_for_call("answerCallbackQuery")
        await settled(app, stand)
        after = await svc.store.requests.get(unknown.id)
    assert after is not None and after.state == State.UNKNOWN
    assert emulator.posts() == []
    assert "may not ask for songs" in answers(stand)[-1]


# --- a chat marked gone that writes again -------------------------------------------------


async def chat_becomes(app: Application, chat_id: int, active: bool, timeout: float = 10) -> None:
    """Wait until the bot holds the chat for active (or gone): the 403 is learnt in a task."""
    store = services(app).store
    deadline = asyncio.get_running_loop().time() + timeout
    while (await store.chats.get(chat_id)).active != active:
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"chat {chat_id} is not {'active' if active else 'gone'}")
        await asyncio.sleep(0.02)


async def test_an_admin_whose_first_alert_was_refused_gets_the_song_they_ask_for(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The admin had never opened the bot: the wallet alert met 403 and the chat was held gone.
    Their own lyrics later are acknowledged, and sung, not ended without a word."""
    emulator.settings.balance_byn = 0
    stand.open_chat(ADMIN_ID)
    stand.block(ADMIN_ID)
    async with saying(bot_app, stand, ANN) as app:
        await stand.wait_for_call(
            "sendMessage", lambda c: str(c.params["chat_id"]) == str(ADMIN_ID) and not c.ok
        )
        await chat_becomes(app, ADMIN_ID, active=False)
        emulator.settings.balance_byn = 100
        stand.unblock(ADMIN_ID)  # they open the bot and write to it

        stand.user_says(ADMIN_ID, OTHER_LYRICS)

        asked = await wait_for_state(app, 2, State.DELIVERED, State.CANCELLED)
        assert (asked.chat_id, asked.state) == (ADMIN_ID, State.DELIVERED), asked.error
        song = await stand.wait_for_call(
            "sendAudio", lambda c: str(c.params["chat_id"]) == str(ADMIN_ID), timeout=20
        )
    assert song.ok
    theirs = [p for p in emulator.posts(status=202) if "Goodbye" in lyrics_of(p)]
    assert len(theirs) == 1


async def test_a_press_in_a_private_chat_held_gone_is_served(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """A send to the user met 403 (blocked then, unblocked since); their "Try again" under an
    unknown song is a word from their private chat: the song is sent again and made."""
    async with bot_app() as app:
        svc = services(app)
        unknown, told = await unknown_song_told(app, stand)
        stand.block(ANN)
        await svc.notifier.send(ANN, "a word that meets 403")
        await chat_becomes(app, ANN, active=False)
        stand.unblock(ANN)

        press_button(stand, ANN, told.message_id, RetryPress)

        again = await wait_for_state(app, unknown.id, State.DELIVERED, State.CANCELLED)
    assert again.state == State.DELIVERED, again.error
    assert len(emulator.posts()) == 1
