"""Retention: the words of requests ended long ago go, everything the reports count stays, a
request that may still go on keeps its words, and the inbox forgets handled ids by age while it
still knows a resend within Telegram's day."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import NewRequest, Request, State, Store
from bot.store.retention import DAY_SEC, ENDED, keep_small
from tests.conftest import stored_in

START = 1_700_000_000.0
KEEP_DAYS = 30


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def clocked(tmp_path: Path) -> AsyncIterator[tuple[Store, Clock]]:
    clock = Clock()
    store = await Store.open(tmp_path / "bot.sqlite3", clock)
    yield store, clock
    await store.close()


def asked(user: int, topic: str | None = None) -> NewRequest:
    return NewRequest(
        chat_id=user,
        chat_type="private",
        user_id=user,
        user_name=f"user {user}",
        language="en",
        request_message_id=1,
        lyrics=f"[verse]\nthe words of {user}",
        style="folk",
        duration_sec=60,
        title=f"Song {user}",
        topic=topic,
    )


async def delivered(store: Store, clock: Clock, user: int, topic: str | None = None) -> int:
    """A song asked, made, charged and delivered at the clock's moment."""
    requests = store.requests
    row = await requests.create(asked(user, topic))
    now = clock.now
    await requests.move(row.id, State.WAITING, State.SUBMITTING, submitted_at=now)
    await requests.move(
        row.id, State.SUBMITTING, State.QUEUED, job_id=f"job-{row.id}", accepted_at=now
    )
    await requests.move(row.id, State.QUEUED, State.COMPLETED, completed_at=now, price_byn=0.5)
    await requests.move(row.id, State.COMPLETED, State.DELIVERED, finished_at=now)
    return row.id


async def figures(store: Store) -> tuple[object, ...]:
    """Everything /quota and /report read from the store, from the first day on."""
    stats = store.stats
    bounds = [START - DAY_SEC + n * DAY_SEC for n in range(0, 80)]
    return (
        await stats.per_day(bounds),
        await stats.spent_since(0),
        await stats.top_users(0, 10),
        await stats.top_chats(0, 10),
        await store.requests.submissions_since(0),
        await store.requests.submissions_since(0, user_id=1),
    )


def without_words(request: Request) -> Request:
    return dataclasses.replace(request, lyrics="", topic=None)


async def test_words_of_requests_ended_long_ago_go_and_the_figures_stay(
    clocked: tuple[Store, Clock],
) -> None:
    store, clock = clocked
    old = await delivered(store, clock, 1, topic="the sea")
    cancelled = (await store.requests.create(asked(2, topic="a draft"), State.DRAFT)).id
    await store.requests.move(cancelled, State.DRAFT, State.CANCELLED, finished_at=clock.now)
    never_sent = (await store.requests.create(asked(3))).id  # waits in line: may still go
    unknown = (await store.requests.create(asked(4))).id  # "try again" may send these words
    await store.requests.move(unknown, State.WAITING, State.SUBMITTING, submitted_at=clock.now)
    await store.requests.move(unknown, State.SUBMITTING, State.UNKNOWN, finished_at=clock.now)
    late = (await store.requests.create(asked(5))).id  # at the service, late: still followed
    await store.requests.move(late, State.WAITING, State.SUBMITTING, submitted_at=clock.now)
    await store.requests.move(late, State.SUBMITTING, State.QUEUED, job_id="job-late")
    await store.requests.move(late, State.QUEUED, State.LATE)
    clock.now += (KEEP_DAYS - 1) * DAY_SEC
    recent = await delivered(store, clock, 6, topic="the hills")
    clock.now += 2 * DAY_SEC  # the first ones ended 31 days ago, the recent one 2 days ago

    before = {r.id: r for r in await store.requests.for_chat(1)}
    rows_before = {i: await stored_in(store, i) for i in range(1, 7)}
    counted_before = await figures(store)

    kept = await keep_small(store, KEEP_DAYS, clock.now)

    after = {i: await stored_in(store, i) for i in range(1, 7)}
    assert kept.words_dropped == 2
    for dropped in (old, cancelled):
        assert after[dropped] == without_words(rows_before[dropped])
        assert after[dropped].title == rows_before[dropped].title  # the reports' name stays
    for untouched in (never_sent, unknown, late, recent):
        assert after[untouched] == rows_before[untouched]
    assert after[recent].topic == "the hills" and after[recent].lyrics
    assert await figures(store) == counted_before
    assert {r.id: r.state for r in await store.requests.for_chat(1)} == {
        i: r.state for i, r in before.items()
    }
    assert (await keep_small(store, KEEP_DAYS, clock.now)).words_dropped == 0, "once is enough"


async def test_zero_days_keeps_the_words_forever(clocked: tuple[Store, Clock]) -> None:
    store, clock = clocked
    song = await delivered(store, clock, 1, topic="the sea")
    clock.now += 400 * DAY_SEC
    assert (await keep_small(store, 0, clock.now)).words_dropped == 0
    assert (await stored_in(store, song)).topic == "the sea"


def test_only_states_a_request_never_leaves_lose_their_words() -> None:
    assert set(ENDED) == {"delivered", "failed", "rejected", "cancelled"}


async def test_the_inbox_forgets_handled_ids_by_age_and_keeps_what_a_resend_needs(
    clocked: tuple[Store, Clock],
) -> None:
    store, clock = clocked
    inbox = store.inbox
    await inbox.add([(1, "{}"), (2, "{}"), (3, "{}")])
    await inbox.handled(1)
    await inbox.handled(2)  # 3 is never handled: a crash, say
    clock.now += 20 * 3600
    await inbox.add([(4, "{}")])
    await inbox.handled(4)
    clock.now += 5 * 3600  # 1 and 2 were handled 25 h ago, 4 an hour ago

    kept = await keep_small(store, KEEP_DAYS, clock.now)

    assert kept.updates_forgotten == 2
    assert await inbox.pending() == [(3, "{}")], "an update not handled is never dropped"
    assert await inbox.add([(4, "a resend within the day")]) == set(), "still known"
    assert await inbox.add([(1, "a day later")]) == {1}


async def test_the_file_is_compacted_once_a_day(
    clocked: tuple[Store, Clock], tmp_path: Path
) -> None:
    store, clock = clocked
    for user in range(200):
        await delivered(store, clock, user, topic="a long topic " * 20)
    clock.now += (KEEP_DAYS + 1) * DAY_SEC
    await store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    before = (tmp_path / "bot.sqlite3").stat().st_size

    kept = await keep_small(store, KEEP_DAYS, clock.now)
    await store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    assert kept.words_dropped == 200 and kept.compacted
    assert (tmp_path / "bot.sqlite3").stat().st_size < before * 0.8
    clock.now += DAY_SEC / 2
    assert not (await keep_small(store, KEEP_DAYS, clock.now)).compacted, "once a day"
    clock.now += DAY_SEC / 2
    assert (await keep_small(store, KEEP_DAYS, clock.now)).compacted
