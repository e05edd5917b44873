"""The real scheduler on every answer to POST /generate (docs/guarantees.md §Charged at most
once): an
answer that does not prove a refusal ends the request `unknown` after one POST, never a silent
second one; a refusal other than 401/402/429/503 ends it `rejected` with the reason."""

from __future__ import annotations

import pytest

from bot.store import State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from music_emulator.settings import TakenFault
from tests.conftest import LYRICS, AppFactory, wait_for_state

USER = 57


@pytest.mark.parametrize(
    "fault", ["taken-502", "taken-504", "taken-empty", "taken-cut", "taken-no-id"]
)
async def test_a_taken_job_with_a_spoiled_answer_is_unknown_after_one_post(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, fault: TakenFault
) -> None:
    emulator.settings.post_faults = [fault]
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        request = await wait_for_state(app, 1, State.UNKNOWN)
        told = await stand.wait_for_message(USER, lambda m: m.reply_markup is not None)
    assert len(emulator.posts()) == 1, "never a second POST for a job the service may have"
    assert len(emulator.lost_answers()) == 1, "the service did take (and will charge) it"
    assert request.error and "may have taken" in request.error
    assert emulator.settings.api_key not in (told.text or "")


async def test_a_gateway_error_without_a_job_is_unknown_all_the_same(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The bot cannot tell a 502 that lost a job from one that never reached the service."""
    emulator.settings.post_faults = [502]
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.UNKNOWN)
    assert len(emulator.posts()) == 1 and emulator.jobs == {}


@pytest.mark.parametrize(
    ("status", "words"), [(413, "too large"), (409, "conflict"), (400, "bad request")]
)
async def test_another_refusal_is_rejected_with_its_reason_after_one_post(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, status: int, words: str
) -> None:
    emulator.settings.post_faults = [status]
    async with bot_app() as app:
        stand.user_says(USER, LYRICS)
        request = await wait_for_state(app, 1, State.REJECTED)
        told = await stand.wait_for_message(USER, lambda m: "refused" in (m.text or ""))
    assert request.error and words in request.error
    assert words in (told.text or "")
    assert len(emulator.posts()) == 1, "a refusal is not retried"
