"""Telegram failing in each way it does: flood limits are waited out, timeouts
and network errors retried with backoff, a chat that blocked the bot or removed it ends its
requests without sends while other chats go on, and a delivery cut by a crash arrives once."""

from __future__ import annotations

from bot.store import State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import FAST, LYRICS, AppFactory, services, tuned, wait_for_state
from tests.e2e.helpers import saying, successful

USER, OTHER = 51, 52
GROUP = -100500
CRASH = tuned(FAST, drain_sec=0.0)


def failed_with(stand: BotApiStandIn, method: str, status: int) -> int:
    return sum(
        1
        for call in stand.calls_of(method)
        if not call.ok and getattr(call.result_or_error, "status", None) == status
    )


async def test_flood_limit_on_upload_is_waited_out_and_the_song_arrives_once(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    # More 429s in a row than the rate limiter retries, so the delivery's own wait is used too.
    stand.fail_next("sendAudio", status=429, retry_after=1, count=5)
    async with saying(bot_app, stand, USER) as app:
        await wait_for_state(app, 1, State.DELIVERED, timeout=30)
    assert failed_with(stand, "sendAudio", 429) == 5
    assert successful(stand, "sendAudio") == 1


async def test_upload_timeout_is_retried_and_the_song_arrives_once(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    stand.delay("sendAudio", 2.0)
    async with saying(bot_app, stand, USER, tuning=tuned(FAST, upload_timeout_sec=0.5)) as app:
        await stand.wait_for(lambda: failed_with(stand, "sendAudio", 499) > 0, timeout=20)
        stand.delay("sendAudio", 0)
        request = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert request.delivery_attempts == 1  # a timeout is Telegram's failure, not the song's
    assert successful(stand, "sendAudio") == 1


async def test_network_errors_on_upload_and_status_edits_are_retried(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    stand.fail_next("sendAudio", status=502, count=2)
    stand.fail_next("editMessageText", status=502, count=3)
    async with saying(bot_app, stand, USER) as app:
        request = await wait_for_state(app, 1, State.DELIVERED, timeout=30)
    assert failed_with(stand, "sendAudio", 502) == 2
    assert successful(stand, "sendAudio") == 1
    assert request.delivery_attempts == 1  # Telegram's 502s never count against the song


async def test_outcome_message_survives_a_network_error(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.error_rate = 1.0
    async with saying(bot_app, stand, USER) as app:
        await stand.wait_for_message(USER)  # the status message is out
        stand.fail_next("sendMessage", status=502)
        await wait_for_state(app, 1, State.FAILED)
        told = await stand.wait_for_message(USER, lambda m: "failed" in (m.text or ""))
    assert "not charged" in (told.text or "")
    assert failed_with(stand, "sendMessage", 502) == 1


async def test_user_who_blocked_the_bot_gets_nothing_and_others_are_unaffected(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.generation_sec = 1.0
    async with saying(bot_app, stand, USER, ORG_CONCURRENT_LIMIT=1) as app:
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
        stand.user_says(USER, LYRICS.replace("Hello", "Goodbye"))
        stand.user_says(OTHER, LYRICS)
        await stand.wait_for(lambda: len(stand.messages(OTHER)) >= 1)
        stand.block(USER)
        await wait_for_state(app, 1, State.FAILED, timeout=20)
        await wait_for_state(app, 2, State.CANCELLED)
        await wait_for_state(app, 3, State.DELIVERED, timeout=20)
        chat = await services(app).store.chats.get(USER)
    assert not chat.active
    assert successful(stand, "sendAudio", USER) == 0
    assert successful(stand, "sendAudio", OTHER) == 1
    assert len(emulator.posts()) == 2, "the blocked chat's waiting request was never submitted"


async def test_bot_removed_from_a_group_ends_its_requests_quietly(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.generation_sec = 1.0
    async with saying(
        bot_app, stand, GROUP, f"/lyrics\n{LYRICS}", user_id=USER, chat_type="group"
    ) as app:
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
        stand.block(GROUP)
        await wait_for_state(app, 1, State.FAILED, timeout=20)
        stand.user_says(OTHER, LYRICS)
        await wait_for_state(app, 2, State.DELIVERED, timeout=20)
        chat = await services(app).store.chats.get(GROUP)
    assert not chat.active
    assert successful(stand, "sendAudio", GROUP) == 0
    assert successful(stand, "sendAudio", OTHER) == 1


async def test_delivery_cut_by_a_crash_during_upload_arrives_once_after_restart(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.hold("sendAudio")
    async with saying(bot_app, stand, USER, tuning=CRASH) as app:
        await stand.wait_for(lambda: stand.held_count("sendAudio") == 1, timeout=20)
    stand.release("sendAudio")
    async with bot_app() as app:
        await wait_for_state(app, 1, State.DELIVERED, timeout=20)
    assert successful(stand, "sendAudio") == 1
    assert len([m for m in stand.messages(USER) if m.raw.get("audio")]) == 1
    assert len(emulator.posts()) == 1
