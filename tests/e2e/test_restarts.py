"""Stopping the bot at any point and starting a new one on the same database loses nothing and
charges nothing twice. A crash is a stop that lets no work finish."""

from __future__ import annotations

import asyncio

from bot.store import State
from bot.ui import DraftPress, RetryPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import (
    FAST,
    LYRICS,
    AppFactory,
    services,
    stored,
    stored_in,
    tuned,
    wait_for_state,
)
from tests.e2e.helpers import is_preview, press_button, successful

USER = 77
CRASH = tuned(FAST, drain_sec=0.0)


async def test_stop_while_the_job_runs_delivers_once_without_a_second_post(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.generation_sec = 2.0
    async with bot_app(tuning=CRASH) as app:
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
    async with bot_app() as app:
        await wait_for_state(app, 1, State.DELIVERED)
    assert len(emulator.posts()) == 1
    assert successful(stand, "sendAudio") == 1


async def test_stop_between_completion_and_delivery_delivers_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.fail_next("sendAudio", status=500, description="Internal Server Error")
    async with bot_app(tuning=tuned(CRASH, delivery_retry_sec=1.5)) as app:
        stand.user_says(USER, LYRICS)
        await stand.wait_for_call("sendAudio", timeout=20)
        request = await wait_for_state(app, 1, State.COMPLETED)
        assert request.audio_file_id is None
    async with bot_app() as app:
        await wait_for_state(app, 1, State.DELIVERED)
    assert len(emulator.posts()) == 1
    assert successful(stand, "sendAudio") == 1


async def test_stop_right_after_submitting_makes_it_unknown_and_resends_only_on_request(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.post_faults = ["hang"]
    async with bot_app(tuning=CRASH) as app:
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.SUBMITTING)
    async with bot_app() as app:
        await wait_for_state(app, 1, State.UNKNOWN)
        told = await stand.wait_for_message(USER, lambda m: "no answer" in (m.text or ""))
        assert told.reply_markup is not None, "the user gets a button to try again"
        await asyncio.sleep(1.0)
        assert len(emulator.posts()) == 1, "nothing is resent by itself"

        press_button(stand, USER, told.message_id, RetryPress)
        await wait_for_state(app, 1, State.DELIVERED)
    assert len(emulator.posts()) == 2
    assert successful(stand, "sendAudio") == 1


async def test_waiting_request_survives_a_restart(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.balance_byn = 0
    async with bot_app(tuning=CRASH) as app:
        stand.user_says(USER, LYRICS)
        await stand.wait_for(lambda: emulator.posts(status=402))
        await wait_for_state(app, 1, State.WAITING)
    emulator.settings.balance_byn = 100
    async with bot_app() as app:
        await wait_for_state(app, 1, State.DELIVERED)
    assert len(emulator.posts(status=202)) == 1


async def test_expired_request_is_still_followed_after_a_restart(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.generation_sec = 2.5
    async with bot_app(tuning=CRASH, JOB_TIMEOUT_MIN=0.03) as app:
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.LATE)
    async with bot_app(JOB_TIMEOUT_MIN=0.03) as app:
        await wait_for_state(app, 1, State.DELIVERED)
    assert len(emulator.posts()) == 1
    assert successful(stand, "sendAudio") == 1


async def test_unknown_request_stays_unknown_across_a_restart(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.post_faults = ["drop"]
    async with bot_app(tuning=CRASH) as app:
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.UNKNOWN)
    told = await stand.wait_for_message(USER, lambda m: "no answer" in (m.text or ""))
    async with bot_app() as app:
        await asyncio.sleep(0.5)
        assert (await wait_for_state(app, 1, State.UNKNOWN)).job_id is None
        assert len(emulator.posts()) == 1
        press_button(stand, USER, told.message_id, RetryPress)
        await wait_for_state(app, 1, State.DELIVERED)
    assert len(emulator.posts()) == 2


async def test_an_outcome_not_yet_told_before_a_crash_is_told_after_the_restart(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.error_rate = 1.0
    async with bot_app(tuning=CRASH) as app:
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.FAILED)
        await stand.wait_for(lambda: failures_told(stand) == 1)
        store = services(app).store
        while (await stored_in(store, 1)).told_at is None:  # noqa: ASYNC110
            await asyncio.sleep(0.02)
        # As if the crash came between the outcome and the record that its user heard it.
        await store.requests.update(1, told_at=None)
    async with bot_app() as app:
        await stand.wait_for(lambda: failures_told(stand) == 2)
        assert (await stored(app, 1)).told_at is not None
    async with bot_app():
        await asyncio.sleep(0.5)
    assert failures_told(stand) == 2, "told once more after the crash, and not again"


def failures_told(stand: BotApiStandIn) -> int:
    return sum(1 for m in stand.messages(USER) if "not charged" in (m.text or ""))


async def test_a_stop_during_a_rewrite_gives_the_preview_its_buttons_back(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Before, the preview was left "writing new lyrics…" with no buttons until its day
    ended. Now the next start shows the lyrics it had, with its buttons, and says why."""
    async with bot_app(tuning=CRASH) as app:
        stand.user_says(USER, "/song the sea at night")
        preview = await stand.wait_for_message(USER, is_preview)
        draft = await wait_for_state(app, 1, State.DRAFT)
        emulator.settings.text_failure = "slow"  # the rewrite is under way at the stop
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.AGAIN)
        await stand.wait_for(lambda: len(emulator.chat_requests) == 2)
        writing = stand.world.bot_message(USER, preview.message_id)
        assert writing is not None and not is_preview(writing), "no buttons while it writes"
    emulator.settings.text_failure = None
    async with bot_app() as app:

        def buttons_back() -> str | None:
            """The preview's words once its buttons are back (the message changes later)."""
            shown = stand.world.bot_message(USER, preview.message_id)
            return shown.text if shown is not None and is_preview(shown) else None

        back = await stand.wait_for(buttons_back)
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.GO)
        song = await wait_for_state(app, 1, State.DELIVERED)
        assert await services(app).store.writing.unfinished() == []
    assert "restarted" in back and draft.lyrics.splitlines()[1] in back, "the lyrics it had"
    assert song.lyrics == draft.lyrics, "the lyrics it showed are the ones sung"
    assert len(emulator.chat_requests) == 2, "bringing the preview back calls no text model"
