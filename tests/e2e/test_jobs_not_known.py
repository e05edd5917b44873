"""A job the service answers 404 for may still be run by it (docs/guarantees.md §A made song is
delivered, however late): it keeps its slot until JOB_TIMEOUT_MIN after its POST, its user is
told the service does not know it, it is polled, spaced out, for a day after its POST, and a
song that appears is delivered. Here the day is a few seconds (`unknown_job_follow_sec`)."""

from __future__ import annotations

from bot.store import Reason, State
from bot.ui.status import not_known_text, outcome_text
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import FAST, AppFactory, texts_to, tuned, wait_for_state
from tests.e2e.helpers import lyrics

TIMEOUT_MIN = 0.03  # 1.8 s: the slot a job not known holds, after its POST
FOLLOWED = tuned(FAST, unknown_job_follow_sec=8.0)
DAY_SEC = FOLLOWED.polling.unknown_job_follow_sec  # the contract's day, shortened


async def test_a_job_not_known_holds_its_slot_then_its_song_comes_when_it_appears(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.poll_faults = [404] * 20  # 0.6 s of 404s, then 0.3 s apart: past 1.8 s
    emulator.settings.generation_sec = 1.0  # the service still runs it when the 404s are believed
    async with bot_app(tuning=FOLLOWED, JOB_TIMEOUT_MIN=TIMEOUT_MIN, ORG_CONCURRENT_LIMIT=1) as app:
        stand.user_says(911, lyrics("not known"))
        stand.user_says(912, lyrics("next in line"))
        first = await wait_for_state(app, 1, State.DELIVERED, State.FAILED, timeout=30)
        second = await wait_for_state(app, 2, State.DELIVERED, State.FAILED, timeout=30)
    assert first.state == State.DELIVERED, "the song that appeared came"
    assert (second.submitted_at or 0) - (first.accepted_at or 0) >= TIMEOUT_MIN * 60, (
        "the next song waited for the slot the job not known held"
    )
    assert emulator.max_active_seen == 1
    told = texts_to(stand, 911)
    assert told.count(not_known_text(first, DAY_SEC)) == 1, told
    assert not [text for text in told if "not charged" in text], told


async def test_a_job_never_known_again_is_given_up_a_day_after_its_post(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.poll_faults = [404] * 10_000
    async with bot_app(tuning=FOLLOWED, JOB_TIMEOUT_MIN=TIMEOUT_MIN, ORG_CONCURRENT_LIMIT=1) as app:
        stand.user_says(913, lyrics("never known"))
        stand.user_says(914, lyrics("next in line"))
        request = await wait_for_state(app, 1, State.FAILED, timeout=30)
        second = await wait_for_state(app, 2, State.QUEUED, State.RUNNING, State.FAILED)
    assert request.reason == Reason.JOB_LOST
    assert (second.submitted_at or 0) < (request.finished_at or 0) - 1, (
        "its slot was freed JOB_TIMEOUT_MIN after its POST, while it was still followed"
    )
    followed = (request.finished_at or 0) - (request.accepted_at or 0)
    assert followed >= DAY_SEC, "followed for the day after its POST"
    polls = len(emulator.polls(request.job_id or ""))
    assert polls <= 0.6 / 0.2 + DAY_SEC / FAST.polling.late_poll_sec + 5, polls
    assert texts_to(stand, 913).count(outcome_text(request, TIMEOUT_MIN)) == 1
