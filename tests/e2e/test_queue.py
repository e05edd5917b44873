"""The bot's own fair queue against the emulator: the organization's limits honoured,
every answer of the service turned into "here is what happens next", nothing charged twice."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import httpx

from bot.store import Reason, State
from bot.ui.status import outcome_text
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import (
    ADMIN_ID,
    FAST,
    AppFactory,
    all_handled,
    services,
    stored,
    texts_to,
    tuned,
    wait_for_state,
)
from tests.e2e.helpers import lyrics, lyrics_of, one_song_delivered, saying


def first_text(stand: BotApiStandIn, chat_id: int) -> str:
    sent = [c for c in stand.calls_of("sendMessage") if int(c.params["chat_id"]) == chat_id]
    return sent[0].params["text"] if sent else ""


async def wait_all(app, ids, *states: State, timeout: float = 30.0) -> None:
    for request_id in ids:
        await wait_for_state(app, request_id, *states, timeout=timeout)


async def test_six_users_at_once_never_more_than_two_active(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    users = range(101, 107)
    async with bot_app(ORG_CONCURRENT_LIMIT=2) as app:
        for user in users:
            stand.user_says(user, lyrics(str(user)))
        await wait_all(app, range(1, 7), State.DELIVERED)
    assert emulator.max_active_seen <= 2
    assert len(emulator.posts(status=202)) == 6
    assert not emulator.posts(status=429), "the bot never asks beyond the limit"
    for user in users:
        assert "place" in first_text(stand, user)
    places = sorted(int(first_text(stand, u).split("place ")[1].split(",")[0]) for u in users)
    assert places[-1] >= 3, "those behind the first two were told their place in line"


async def test_one_users_many_requests_do_not_hold_back_others(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(ORG_CONCURRENT_LIMIT=1) as app:
        for n in range(3):
            stand.user_says(201, lyrics(f"ann-{n}"))
        stand.user_says(202, lyrics("bob"))
        stand.user_says(203, lyrics("cid"))
        await wait_all(app, range(1, 6), State.DELIVERED)
    order = [lyrics_of(p).split("for ")[1].split("\n")[0] for p in emulator.posts(status=202)]
    assert order == ["ann-0", "bob", "cid", "ann-1", "ann-2"]


async def test_daily_limit_of_three_with_five_requests(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(ORG_DAILY_LIMIT=3) as app:
        for user in range(301, 306):
            stand.user_says(user, lyrics(str(user)))
        await wait_all(app, range(1, 4), State.DELIVERED)
        await asyncio.sleep(0.5)
        waiting = await services(app).store.requests.in_states([State.WAITING])
    assert len(emulator.posts()) == 3
    assert [r.id for r in waiting] == [4, 5]
    for request in waiting:
        assert any("next quota day" in t for t in texts_to(stand, request.chat_id))


async def test_user_over_their_own_limit_waits_for_tomorrow(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(USER_DAILY_LIMIT=1) as app:
        stand.user_says(401, lyrics("one"))
        stand.user_says(401, lyrics("two"))
        stand.user_says(402, lyrics("other"))
        await all_handled(app, stand)
        # Chats are handled side by side: ids follow each chat's order, not the users' sending.
        one, two = sorted(await services(app).store.requests.for_chat(401), key=lambda r: r.id)
        (other,) = await services(app).store.requests.for_chat(402)
        await wait_all(app, (one.id, other.id), State.DELIVERED)
        await stand.wait_for(lambda: any("all your songs" in t for t in texts_to(stand, 401)))
        assert (await stored(app, two.id)).state == State.WAITING
    assert len(emulator.posts()) == 2


async def test_wallet_empty_then_top_up_alerts_each_admin_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    admins = frozenset({ADMIN_ID, ADMIN_ID + 1})
    emulator.settings.balance_byn = 0
    async with bot_app(ADMIN_USER_IDS=admins) as app:
        for user in range(501, 511):
            stand.user_says(user, lyrics(str(user)))
        await stand.wait_for(lambda: len(emulator.posts(status=402)) >= 3, timeout=10)
        assert any("top" in t for t in texts_to(stand, 505))
        emulator.settings.balance_byn = 100
        await wait_all(app, range(1, 11), State.DELIVERED, timeout=40)
    for admin in admins:
        alerts = [t for t in texts_to(stand, admin) if "wallet" in t.lower()]
        assert len(alerts) == 2, "one alert for the incident, one when it is over"
    assert len(emulator.posts(status=202)) == 10


async def test_429_from_slots_held_by_another_client(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    # The other client's jobs run 3 s: longer than the bot's start on a loaded machine, which
    # took over 1.5 s, so its first POST meets them running (1 s backoff at most: 6 POSTs).
    emulator.settings.generation_sec = 3.0
    headers = {"Authorization": f"Bearer {emulator.settings.api_key}"}
    async with httpx.AsyncClient(base_url=emulator.music_url, headers=headers) as other:
        for n in range(2):
            answer = await other.post("/generate", json={"lyrics": f"[verse]\nother {n}"})
            assert answer.status_code == 202
    emulator.settings.generation_sec = 0.3
    await one_song_delivered(bot_app, stand, 601, lyrics("patient"))
    ours = [p for p in emulator.posts() if "patient" in (p.body or {}).get("lyrics", "")]
    assert ours[0].status == 429
    assert all(post.status == 429 for post in ours[:-1])
    assert ours[-1].status == 202 and len(ours) <= 6
    assert any("busy" in t for t in texts_to(stand, 601))


async def test_503_on_half_the_posts_delivers_all_with_one_accepted_post_each(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.post_faults = [503, "ok"] * 4
    async with bot_app() as app:
        for user in range(701, 705):
            stand.user_says(user, lyrics(str(user)))
        await wait_all(app, range(1, 5), State.DELIVERED)
    accepted = [lyrics_of(p) for p in emulator.posts(status=202)]
    assert len(accepted) == 4 and len(set(accepted)) == 4
    assert len(emulator.posts(status=503)) >= 2
    assert len(stand.calls_of("sendAudio")) == 4


async def test_expired_job_keeps_its_slot_until_it_ends_and_is_still_delivered(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Counting as the service counts: an expired job may still be running at the service, so the
    bot does not start another in its slot (that would meet the service's 429) until it ends."""
    emulator.settings.generation_sec = 2.5
    async with saying(
        bot_app, stand, 801, lyrics("slow"), JOB_TIMEOUT_MIN=0.03, ORG_CONCURRENT_LIMIT=1
    ) as app:
        await wait_for_state(app, 1, State.LATE)
        told = await stand.wait_for_message(801, lambda m: "longer than" in (m.text or ""))
        assert "still waiting" in (told.text or "") and "not charged" not in (told.text or "")
        stand.user_says(802, lyrics("next"))
        await wait_for_state(app, 2, State.WAITING)
        first = await wait_for_state(app, 1, State.COMPLETED, State.DELIVERED)
        second = await wait_for_state(app, 2, State.QUEUED, State.RUNNING, State.DELIVERED)
        assert (second.submitted_at or 0) >= (first.completed_at or 0)
        await wait_for_state(app, 1, State.DELIVERED)
        await wait_for_state(app, 2, State.DELIVERED)
    assert len(emulator.posts()) == 2
    assert emulator.max_active_seen == 1
    assert not emulator.posts(status=429)


async def test_a_job_the_service_forgot_is_followed_its_day_then_failed_and_not_polled_again(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The day a job the service does not know is followed is 2 s here."""
    emulator.settings.generation_sec = 5.0
    day = tuned(FAST, unknown_job_follow_sec=2.0)
    async with saying(bot_app, stand, 901, lyrics("lost"), tuning=day) as app:
        request = await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
        emulator.jobs.pop(request.job_id or "")
        failed = await wait_for_state(app, 1, State.FAILED)
        polls = len(emulator.polls(request.job_id or ""))
        await asyncio.sleep(0.6)
        assert len(emulator.polls(request.job_id or "")) == polls
    assert polls >= 3, "one 404 is not believed: the job is asked for again"
    assert failed.reason == Reason.JOB_LOST
    told = texts_to(stand, 901)
    assert told.count(outcome_text(failed, 30)) == 1, told
    assert "only finished songs are charged" in outcome_text(failed, 30)


async def test_a_late_job_keeps_its_slot_until_the_service_ends_it_with_one_word_each(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """A job the service runs far past JOB_TIMEOUT_MIN (ten times it here) is followed until
    the service ends it, and holds the organization's one slot meanwhile: the next request
    waits and starts only then, never beside it. Its user heard once that it is late and
    once that it failed, which costs nothing."""
    emulator.settings.generation_sec = 6.0
    emulator.settings.error_rate = 1.0
    emulator.settings.concurrent_limit = 1
    async with saying(
        bot_app, stand, 902, lyrics("never"), JOB_TIMEOUT_MIN=0.01, ORG_CONCURRENT_LIMIT=1
    ) as app:
        job_id = (await wait_for_state(app, 1, State.LATE)).job_id or ""
        stand.user_says(903, lyrics("next"))
        await wait_for_state(app, 2, State.WAITING)
        polls = len(emulator.polls(job_id))
        request = await wait_for_state(app, 1, State.FAILED, timeout=30.0)
        assert len(emulator.polls(job_id)) > polls, "followed while late"
        await wait_for_state(app, 2, State.QUEUED, State.RUNNING, State.LATE, State.FAILED)
    assert request.reason == Reason.GENERATION_FAILED
    assert (request.finished_at or 0) - (request.accepted_at or 0) >= 6.0
    assert emulator.max_active_seen == 1 and not emulator.posts(status=429)
    told = texts_to(stand, 902)
    late = replace(request, state=State.LATE, error=None)
    assert told.count(outcome_text(late, 0.01)) == 1, told
    assert told.count(outcome_text(request, 0.01)) == 1, told


async def test_a_job_the_service_finishes_after_twice_the_timeout_is_delivered(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """A song the service makes long after JOB_TIMEOUT_MIN is followed to the end and delivered:
    its user heard once that it is late, and never that it failed or costs nothing."""
    emulator.settings.generation_sec = 3.0  # five times the 0.6 s timeout
    async with saying(bot_app, stand, 904, lyrics("late"), JOB_TIMEOUT_MIN=0.01) as app:
        await wait_for_state(app, 1, State.LATE)
        ended = await wait_for_state(app, 1, State.DELIVERED, State.FAILED)
    assert ended.state == State.DELIVERED, ended.error
    assert len([c for c in stand.calls_of("sendAudio") if c.ok]) == 1
    told = texts_to(stand, 904)
    assert told.count(outcome_text(replace(ended, state=State.LATE), 0.01)) == 1, told
    assert not [text for text in told if "failed" in text or "not charged" in text], told


async def test_a_late_job_holds_its_slot_until_the_service_ends_it(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The service counts a job as active until it ends, however late: past twice
    JOB_TIMEOUT_MIN the next request still waits for its slot, never runs beside it."""
    emulator.settings.generation_sec = 3.0
    async with saying(
        bot_app, stand, 905, lyrics("slow"), JOB_TIMEOUT_MIN=0.01, ORG_CONCURRENT_LIMIT=1
    ) as app:
        await wait_for_state(app, 1, State.LATE)
        stand.user_says(906, lyrics("next"))
        await wait_all(app, (1, 2), State.DELIVERED)
    assert emulator.max_active_seen == 1
    assert not emulator.posts(status=429)


async def test_a_job_that_finished_while_the_bot_was_down_is_delivered_however_late(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """A bot down longer than twice JOB_TIMEOUT_MIN follows the job on: the song was made and
    charged meanwhile, and its user gets it."""
    emulator.settings.generation_sec = 1.0
    async with saying(bot_app, stand, 903, lyrics("late"), JOB_TIMEOUT_MIN=0.01) as app:
        request = await wait_for_state(app, 1, State.QUEUED, State.RUNNING)
    await asyncio.sleep(2.5)  # down for twice the 0.6 s timeout and more; the job completes
    assert emulator.jobs[request.job_id or ""].status == "completed"
    async with bot_app(JOB_TIMEOUT_MIN=0.01) as app:
        ended = await wait_for_state(app, 1, State.DELIVERED, State.FAILED)
    assert ended.state == State.DELIVERED, ended.error
    assert len(emulator.posts()) == 1
    assert not [text for text in texts_to(stand, 903) if "never" in text]
