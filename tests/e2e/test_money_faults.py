"""The scheduler's and poller's share of docs/guarantees.md: a request is `submitting` only while
its POST is in flight, an accepted job survives a failing database write and a restart, one 404
on a poll ends nothing, and the bot counts slots and tracks as the service does."""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import replace
from typing import Any

import pytest
from telegram.ext import Application

from bot.store import State
from bot.store.journal import AcceptedJournal, journal_path
from bot.tuning import PollingTuning
from bot.ui import RetryPress
from bot.ui.status import outcome_text
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import (
    ADMIN_ID,
    LYRICS,
    AppFactory,
    all_handled,
    services,
    stored,
    wait_for_state,
)
from tests.e2e.helpers import lyrics_of, one_song_delivered, press_button, saying

USER = 61


def lyrics(n: int) -> str:
    return f"[verse]\nMoney song {n}\nkept safe\n[chorus]\nNever twice {n}"


def posts_of(emulator: Emulator, n: int) -> int:
    return sum(1 for post in emulator.posts() if f"Money song {n}\n" in lyrics_of(post))


def fail_writes_of_accepted_jobs(
    app: Application, monkeypatch: pytest.MonkeyPatch, times: int | None
) -> None:
    """The database refuses the write that records an accepted job (`times` times, or always)."""
    requests = services(app).store.requests
    real_move = requests.move
    left = [times]

    async def move(request_id: int, source: State, target: State, **changes: Any) -> bool:
        if target == State.QUEUED and (left[0] is None or left[0] > 0):
            if left[0] is not None:
                left[0] -= 1
            raise sqlite3.OperationalError("database is locked")
        return await real_move(request_id, source, target, **changes)

    monkeypatch.setattr(requests, "move", move)


async def test_a_slow_refresh_after_a_429_never_leaves_a_request_submitting(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """`submitting` only in flight: refreshing the waiting messages outlasts the backoff; the
    request is sent again once the backoff is over and delivered, not frozen in `submitting`."""
    emulator.settings.post_faults = [429]
    stand.delay("editMessageText", 0.4)  # every waiting message takes a while to refresh
    async with bot_app(ORG_CONCURRENT_LIMIT=1) as app:
        for n in range(1, 5):
            stand.user_says(USER, lyrics(n))  # one user: the refused request is next again
        for n in range(1, 5):
            await wait_for_state(app, n, State.DELIVERED, timeout=40)
    assert [posts_of(emulator, n) for n in range(1, 5)] == [2, 1, 1, 1]


async def test_a_submitting_row_with_no_post_under_way_becomes_unknown_and_is_told(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """`submitting` only in flight: a row stuck in `submitting` by a bug is settled at the next
    tick, not at the next restart."""
    async with bot_app() as app:
        await services(app).org.pause_by_admin(ADMIN_ID)
        stand.user_says(USER, LYRICS)
        await all_handled(app, stand)
        store = services(app).store
        assert await store.requests.move(1, State.WAITING, State.SUBMITTING, submitted_at=1.0)
        await wait_for_state(app, 1, State.UNKNOWN)
        await stand.wait_for_message(USER, lambda m: "can't tell" in (m.text or ""))
    assert emulator.posts() == []


async def test_an_accepted_job_survives_a_database_that_refuses_its_write(
    bot_app: AppFactory,
    emulator: Emulator,
    stand: BotApiStandIn,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An accepted job is never lost: the write is tried again, and the job id is in the log at
    the first failure."""
    async with bot_app() as app:
        fail_writes_of_accepted_jobs(app, monkeypatch, times=2)
        with caplog.at_level(logging.ERROR, logger="bot.pipeline.scheduler"):
            stand.user_says(USER, LYRICS)
            request = await wait_for_state(app, 1, State.DELIVERED, timeout=30)
    assert len(emulator.posts()) == 1
    assert any(request.job_id and request.job_id in r.getMessage() for r in caplog.records)


async def test_an_accepted_job_whose_write_never_lands_is_followed_after_a_restart(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An accepted job is never lost: the journal keeps the paid job; the next start follows and
    delivers it instead of telling its user "no answer" (whose "try again" would charge a second
    time)."""
    emulator.settings.generation_sec = 1.0
    async with bot_app() as app:
        fail_writes_of_accepted_jobs(app, monkeypatch, times=None)
        stand.user_says(USER, LYRICS)
        await stand.wait_for(lambda: bool(emulator.jobs))
        journal = AcceptedJournal(journal_path(services(app).settings.DATABASE_PATH))
        await stand.wait_for(lambda: bool(journal.read()))
    async with bot_app() as app:
        request = await wait_for_state(app, 1, State.DELIVERED, timeout=30)
        assert request.job_id == next(iter(emulator.jobs))
        assert journal.read() == [], "the database has it now"
    assert len(emulator.posts()) == 1
    assert not any("can't tell" in (m.text or "") for m in stand.messages(USER))


async def test_one_404_on_a_poll_ends_nothing(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """One 404 ends nothing: a gateway's or a deploy's 404 is asked about again, and the song
    delivered."""
    emulator.settings.generation_sec = 1.0
    emulator.settings.poll_faults = [404, 404]
    async with saying(bot_app, stand, USER) as app:
        request = await wait_for_state(app, 1, State.DELIVERED, State.FAILED, timeout=30)
    assert request.state == State.DELIVERED
    assert request.missing_since is None


async def test_a_job_that_may_have_been_taken_holds_its_slot_until_it_cannot_run(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Counting as the service counts: after a 502 that lost a job, the bot does not start a second
    one into the service's 429; it waits until the lost job can no longer be running."""
    emulator.settings.concurrent_limit = 1
    emulator.settings.generation_sec = 1.0
    emulator.settings.post_faults = ["taken-502"]
    async with saying(
        bot_app, stand, USER, lyrics(1), ORG_CONCURRENT_LIMIT=1, JOB_TIMEOUT_MIN=0.02
    ) as app:
        first = await wait_for_state(app, 1, State.UNKNOWN)
        stand.user_says(USER + 1, lyrics(2))
        second = await wait_for_state(app, 2, State.DELIVERED, timeout=30)
    assert emulator.posts(status=429) == []
    longest = 2 * 0.02 * 60
    assert (second.submitted_at or 0) >= (first.submitted_at or 0) + longest


async def test_a_retried_unknown_counts_both_its_posts_against_the_day(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Counting as the service counts: the service counted the lost POST and the retry; so does the
    bot, and the next request waits for tomorrow instead of meeting the service's 429."""
    emulator.settings.daily_limit = 2
    emulator.settings.generation_sec = 0.5
    emulator.settings.post_faults = ["taken-502"]
    async with saying(
        bot_app, stand, USER, lyrics(1), ORG_DAILY_LIMIT=2, JOB_TIMEOUT_MIN=0.01
    ) as app:
        await wait_for_state(app, 1, State.UNKNOWN)
        told = await stand.wait_for_message(USER, lambda m: m.reply_markup is not None)
        press_button(stand, USER, told.message_id, RetryPress)
        await wait_for_state(app, 1, State.DELIVERED, timeout=30)
        stand.user_says(USER + 1, lyrics(2))
        await all_handled(app, stand)
        assert (await services(app).org.capacity()).left_today == 0
        assert (await stored(app, 2)).state == State.WAITING
    assert emulator.posts(status=429) == []
    assert posts_of(emulator, 1) == 2


def test_backoff_starts_below_15_s_and_probes_start_at_20_s() -> None:
    """A 429 waits 10 s (plus up to a quarter, never less: at most one 429 in 10 s); a paused
    organization is probed after 20 s, then 40, 80 ... up to 5 min."""
    polling = PollingTuning()
    assert [polling.backoff(n) for n in (1, 2, 3, 9)] == [10, 20, 40, 300]
    assert polling.backoff_base_sec * (1 + polling.backoff_jitter) < 15
    assert [polling.probe_interval(n) for n in (0, 1, 2, 3, 9)] == [20, 40, 80, 160, 300]


async def test_a_made_song_that_failed_later_is_never_told_as_not_charged(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """Truthful words: chosen from the row alone (a restart telling what a crash left untold)
    say that a completed job was made and charged."""
    made = await one_song_delivered(bot_app, stand, USER)
    text = outcome_text(replace(made, state=State.FAILED, error="not delivered"), 30)
    assert "made and charged" in text and "not charged" not in text
