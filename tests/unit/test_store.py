"""The store: migrations recorded, transitions guarded by state, the fair order of waiting."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import shutil
import sqlite3
import threading
from collections.abc import AsyncIterator, Awaitable
from contextlib import asynccontextmanager, closing
from dataclasses import replace
from pathlib import Path
from typing import cast, get_type_hints

import aiosqlite
import pytest

from bot.store import NewRequest, Reason, State, StorageError, Store
from bot.store.db import connect, migrate, migration_files
from bot.store.guests import GuestQuery
from bot.store.models import (
    EXITS,
    FINAL_STATES,
    REQUEST_CHANGEABLE,
    REQUEST_FIELDS,
    REQUEST_FIXED,
    Request,
    RequestChanges,
)
from bot.store.queue_order import fair_order
from bot.ui.status import outcome_text
from tests.conftest import stored_in
from tests.unit.fake_services import a_new_request, a_request


def new(user: int, chat: int | None = None) -> NewRequest:
    return a_new_request(chat_id=chat or user, user_id=user)


@asynccontextmanager
async def database_before(path: Path, version: str) -> AsyncIterator[aiosqlite.Connection]:
    """A database at `path` as the versions before migration `version` (its file name's number)
    left it, open until the block ends."""
    before = path.parent / "migrations"
    before.mkdir()
    for file in migration_files():
        if file.name < version:
            shutil.copy(file, before / file.name)
    conn = await connect(path)
    try:
        await migrate(conn, before)
        yield conn
    finally:
        await conn.close()


async def state_of(store: Store, request_id: int) -> State:
    stored = await store.requests.get(request_id)
    assert stored is not None, f"request {request_id} is not stored"
    return stored.state


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "nested" / "bot.sqlite3")
    yield opened
    await opened.close()


async def test_migrations_are_applied_once_and_recorded(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    first = await Store.open(path)
    await first.close()
    again = await Store.open(path)
    async with again.conn.execute("SELECT version FROM schema_migrations") as cursor:
        versions = [row[0] for row in await cursor.fetchall()]
    await again.close()
    assert versions == [p.stem for p in migration_files()]


async def test_a_request_row_holds_exactly_the_fields_of_a_request(store: Store) -> None:
    # Request.from_row takes a row's columns as its fields, without the generated __init__.
    async with store.conn.execute("PRAGMA table_info(requests)") as cursor:
        columns = [row[1] for row in await cursor.fetchall()]
    assert sorted(columns) == sorted(REQUEST_FIELDS)
    made = await store.requests.create(new(7), State.WAITING)
    read = await store.requests.get(made.id)
    assert read == made and read is not None and read.state is State.WAITING
    assert read.reason is None and vars(read).keys() == set(REQUEST_FIELDS)


# What rows written before migration 014 held in `error`, and the code each gets in `reason`
# (None: free text, kept as it was) with what `error` keeps.
OLD_ERRORS = [
    ("waiting", "busy", Reason.BUSY, None),
    ("delivered", "unavailable", Reason.UNAVAILABLE, None),
    ("waiting", "wallet", Reason.WALLET, None),
    ("waiting", "key", Reason.KEY, None),
    ("cancelled", "the chat no longer accepts messages from the bot", Reason.CHAT_GONE, None),
    ("failed", "the chat no longer accepts messages from the bot", Reason.CHAT_GONE, None),
    ("cancelled", "the chat was denied access", Reason.DENIED, None),
    ("cancelled", "the preview expired", Reason.PREVIEW_EXPIRED, None),
    ("cancelled", "the preview could not be shown", Reason.PREVIEW_FAILED, None),
    ("unknown", "no answer came back to the submission", Reason.NO_ANSWER, None),
    ("failed", "the service reported a failed generation", Reason.GENERATION_FAILED, None),
    ("failed", "the service no longer knows this job", Reason.JOB_LOST, None),
    ("failed", "the service never finished the job", Reason.NEVER_FINISHED, None),
    ("failed", "not delivered after 5 attempts", Reason.UNDELIVERED, "="),
    ("failed", "the service no longer has the file", Reason.FILE_GONE, "="),
    ("failed", "the service's file is incomplete: 0:12 of 1:00", Reason.FILE_INCOMPLETE, "="),
    ("failed", "the service's file is unreadable: not a WAV", Reason.FILE_UNREADABLE, "="),
    ("rejected", "lyrics too long", None, "="),  # the service's own words
    ("unknown", "the service may have taken it", None, "="),
    ("delivered", None, None, None),
]


async def test_migration_014_gives_old_rows_their_reason_code(tmp_path: Path) -> None:
    """A database made by the previous version, with `error` holding codes and sentences:
    opened by this one, each known one is a code in `reason`, any other text stays detail."""
    path = tmp_path / "bot.sqlite3"
    async with database_before(path, "014") as conn:
        for state, error, _, _ in OLD_ERRORS:
            await conn.execute(
                "INSERT INTO requests (chat_id, user_id, lyrics, duration_sec, state, error,"
                " created_at, updated_at) VALUES (1, 1, 'la', 60, ?, ?, 0, 0)",
                (state, error),
            )
    store = await Store.open(path)
    try:
        found = await store.requests.for_chat(1, limit=len(OLD_ERRORS))
    finally:
        await store.close()
    got = [(r.state.value, r.reason, r.error) for r in sorted(found, key=lambda r: r.id)]
    expected = [
        (state, reason, error if kept == "=" else None) for state, error, reason, kept in OLD_ERRORS
    ]
    assert got == expected


def test_a_late_job_an_older_version_gave_up_keeps_its_words() -> None:
    """An older version gave a late job up a day after the service took it ("never finished");
    this one follows every job to its end, but such a row, told after an upgrade, still reads
    as what happened to it."""
    old = a_request(state=State.FAILED, reason=Reason.NEVER_FINISHED, title="Rain")
    text = outcome_text(old, 30)
    assert "“Rain”" in text and "24 hours" in text and "stopped waiting" in text, text


async def test_commits_are_synced_in_full_so_a_power_loss_keeps_them(tmp_path: Path) -> None:
    conn = await connect(tmp_path / "bot.sqlite3")
    try:
        async with conn.execute("PRAGMA synchronous") as cursor:
            [(synchronous,)] = await cursor.fetchall()
        async with conn.execute("PRAGMA journal_mode") as cursor:
            [(journal,)] = await cursor.fetchall()
    finally:
        await conn.close()
    assert (synchronous, journal) == (2, "wal")  # 2 is FULL


async def test_a_failing_migration_is_undone_whole_and_said_plainly(tmp_path: Path) -> None:
    folder = tmp_path / "migrations"
    folder.mkdir()
    (folder / "001_first.sql").write_text("CREATE TABLE a (n INTEGER);")
    (folder / "002_broken.sql").write_text(
        "CREATE TABLE b (n INTEGER);\nINSERT INTO a VALUES (1);\nCREATE TABLE a (n INTEGER);"
    )
    conn = await connect(tmp_path / "bot.sqlite3")
    try:
        with pytest.raises(StorageError, match="002_broken failed .*already exists"):
            await migrate(conn, folder)
        assert not conn.in_transaction
        async with conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
        ) as cursor:
            tables = [row[0] for row in await cursor.fetchall()]
        async with conn.execute("SELECT version FROM schema_migrations") as cursor:
            versions = [row[0] for row in await cursor.fetchall()]
        async with conn.execute("SELECT count(*) FROM a") as cursor:
            [(in_a,)] = await cursor.fetchall()
    finally:
        await conn.close()
    assert (tables, versions, in_a) == (["a", "schema_migrations"], ["001_first"], 0)


@pytest.mark.parametrize("damage", ["garbage", "folder", "migration"])
async def test_a_database_that_cannot_be_opened_leaves_no_thread_behind(
    tmp_path: Path, damage: str
) -> None:
    path = tmp_path / "bot.sqlite3"
    if damage == "garbage":
        path.write_bytes(b"not sqlite at all " * 500)
    elif damage == "folder":
        path.mkdir()
    else:
        with sqlite3.connect(path) as conn:
            conn.execute("CREATE TABLE requests (id INTEGER)")
        conn.close()
    threads = threading.active_count()
    with pytest.raises(StorageError) as refused:
        await Store.open(path)
    assert str(path) in str(refused.value) and "DATABASE_PATH" in str(refused.value)
    assert await threads_back_to(threads)  # aiosqlite's thread ended: the process can exit


async def threads_back_to(count: int) -> bool:
    """Whether the live threads come back to `count` (a stopped thread takes a moment to end)."""
    for _ in range(500):
        if threading.active_count() <= count:
            return True
        await asyncio.sleep(0.01)
    return False


async def test_transition_happens_only_from_the_guarded_state(store: Store) -> None:
    request = await store.requests.create(new(1))
    assert await store.requests.move(request.id, State.WAITING, State.SUBMITTING)
    assert not await store.requests.move(request.id, State.WAITING, State.SUBMITTING)
    assert await state_of(store, request.id) == State.SUBMITTING


async def test_a_transition_at_an_attempt_happens_only_at_that_attempt(store: Store) -> None:
    request = await store.requests.create(new(1))
    assert await store.requests.move(request.id, State.WAITING, State.SUBMITTING, attempts=2)
    assert await store.requests.move(request.id, State.SUBMITTING, State.UNKNOWN)
    assert not await store.requests.move_at_attempt(request.id, 1, State.UNKNOWN, State.WAITING)
    assert await state_of(store, request.id) == State.UNKNOWN
    assert await store.requests.move_at_attempt(request.id, 2, State.UNKNOWN, State.WAITING)


async def test_a_transition_outside_the_state_machine_is_refused(store: Store) -> None:
    request = await store.requests.create(new(1))
    with pytest.raises(ValueError):
        await store.requests.move(request.id, State.WAITING, State.DELIVERED)


def move_lines(caplog: pytest.LogCaptureFixture) -> list[tuple[int, str]]:
    return [(r.levelno, r.getMessage()) for r in caplog.records if r.name == "bot.store.requests"]


async def test_a_move_is_logged_once_when_the_row_moved_and_not_when_it_did_not(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    request = await store.requests.create(new(1, chat=-100))
    caplog.clear()
    with caplog.at_level(logging.DEBUG, logger="bot.store.requests"):
        assert await store.requests.move(
            request.id, State.WAITING, State.SUBMITTING, detail="slot free", attempts=1
        )
        assert not await store.requests.move(request.id, State.WAITING, State.SUBMITTING)
        assert not await store.requests.move_at_attempt(
            request.id, 2, State.SUBMITTING, State.UNKNOWN, detail="wrong attempt"
        )
        assert await store.requests.move_at_attempt(
            request.id, 1, State.SUBMITTING, State.UNKNOWN, level=logging.WARNING
        )
    assert move_lines(caplog) == [
        (logging.INFO, f"request {request.id} chat -100: waiting -> submitting (slot free)"),
        (logging.WARNING, f"request {request.id} chat -100: submitting -> unknown"),
    ]


async def test_a_refused_move_writes_and_logs_nothing(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    request = await store.requests.create(new(1))
    caplog.clear()
    with caplog.at_level(logging.DEBUG, logger="bot.store.requests"), pytest.raises(ValueError):
        await store.requests.move(request.id, State.WAITING, State.DELIVERED, detail="no")
    assert move_lines(caplog) == []
    assert await state_of(store, request.id) == State.WAITING


async def test_a_chat_wide_move_logs_each_row_that_moved(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    waiting = await store.requests.create(new(1, chat=-7))
    draft = await store.requests.create(new(2, chat=-7), State.DRAFT)
    sent = await store.requests.create(new(3, chat=-7))
    await store.requests.move(sent.id, State.WAITING, State.SUBMITTING)
    elsewhere = await store.requests.create(new(4))
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="bot.store.requests"):
        ended = await store.requests.move_chat_rows(
            -7, (State.DRAFT, State.WAITING), State.CANCELLED, detail="gone"
        )
    assert ended == 2
    assert sorted(move_lines(caplog)) == [
        (logging.INFO, f"request {waiting.id} chat -7: draft|waiting -> cancelled (gone)"),
        (logging.INFO, f"request {draft.id} chat -7: draft|waiting -> cancelled (gone)"),
    ]
    assert await state_of(store, elsewhere.id) == State.WAITING


def test_row_changes_name_each_changeable_field_of_a_request_with_its_type() -> None:
    changeable = RequestChanges.__optional_keys__
    assert not RequestChanges.__required_keys__
    assert changeable.isdisjoint(REQUEST_FIXED)
    assert sorted(changeable | REQUEST_FIXED) == sorted(REQUEST_FIELDS)
    assert set(REQUEST_CHANGEABLE) == changeable
    fields = get_type_hints(Request)
    assert get_type_hints(RequestChanges) == {name: fields[name] for name in changeable}


async def statements_during(store: Store, work: Awaitable[object]) -> list[str]:
    """The SQL that ran while `work` did, whether it raised or not."""
    ran: list[str] = []
    await store.conn.set_trace_callback(ran.append)
    try:
        with contextlib.suppress(ValueError):
            await work
    finally:
        await store.conn.set_trace_callback(lambda statement: None)
    return ran


# Keys mypy refuses (so only a dict built at run time can carry them): a column written once,
# the state, a misspelling, and a name that would be SQL of its own.
NOT_CHANGES = ["created_at", "state", "status_mesage_id", "lyrics = '', chat_id"]


@pytest.mark.parametrize("key", NOT_CHANGES)
async def test_a_change_outside_the_changeable_columns_is_refused_before_any_sql(
    store: Store, key: str
) -> None:
    request = await store.requests.create(new(1))
    changes = cast(RequestChanges, {key: 0})
    with pytest.raises(ValueError, match="move\\(\\)" if key == "state" else "changeable"):
        await store.requests.update(request.id, **changes)
    with pytest.raises(ValueError):
        await store.requests.move(request.id, State.WAITING, State.SUBMITTING, **changes)
    assert await statements_during(store, store.requests.update(request.id, **changes)) == []
    moving = store.requests.move_chat_rows(1, [State.WAITING], State.CANCELLED, **changes)
    assert await statements_during(store, moving) == []
    assert await store.requests.get(request.id) == request


async def test_row_changes_are_written_and_read_back_as_changed(store: Store) -> None:
    request = await store.requests.create(new(1))
    await store.requests.update(request.id, status_message_id=5, reason=Reason.BUSY)
    await store.requests.move(request.id, State.WAITING, State.SUBMITTING, attempts=1)
    stored = await stored_in(store, request.id)
    expected = request.changed(status_message_id=5, reason=Reason.BUSY, attempts=1)
    assert stored == replace(expected, state=State.SUBMITTING, updated_at=stored.updated_at)


async def test_a_new_request_is_logged_as_it_is_made(
    store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.INFO, logger="bot.store.requests"):
        request = await store.requests.create(new(5), State.DRAFT)
    assert move_lines(caplog) == [
        (logging.INFO, f"request {request.id} chat 5: new -> draft (message 1)")
    ]


def test_unknown_leaves_only_for_waiting_and_finals_have_no_exit() -> None:
    assert EXITS[State.UNKNOWN] == (State.WAITING,)
    assert all(EXITS[s] == () for s in FINAL_STATES if s != State.UNKNOWN)
    assert State.LATE not in FINAL_STATES, "a late job is followed until the service ends it"


def test_no_state_leads_back_to_draft() -> None:
    """Why a preview's first button (and the cut offer's) spends once however often it is
    pressed: it moves draft -> waiting, guarded by `draft`, and no row becomes a draft again."""
    assert not any(State.DRAFT in exits for exits in EXITS.values())


async def test_quota_counts_accepted_unknown_and_in_flight_submissions(store: Store) -> None:
    accepted, unknown, refused, sending = [
        await store.requests.create(new(u)) for u in (1, 2, 3, 4)
    ]
    for request in (accepted, unknown, refused, sending):
        await store.requests.move(request.id, State.WAITING, State.SUBMITTING, submitted_at=100.0)
    await store.requests.move(accepted.id, State.SUBMITTING, State.QUEUED, accepted_at=101.0)
    await store.requests.move(unknown.id, State.SUBMITTING, State.UNKNOWN)
    await store.requests.move(refused.id, State.SUBMITTING, State.WAITING)
    assert await store.requests.submissions_since(50.0) == 3
    assert await store.requests.submissions_since(50.0, user_id=3) == 0
    assert await store.requests.submissions_since(200.0) == 0


async def test_a_late_job_holds_its_slot_until_the_service_ends_it(store: Store) -> None:
    young, old, ended = [await store.requests.create(new(u)) for u in (1, 2, 3)]
    for request, sent in ((young, 900.0), (old, 100.0), (ended, 100.0)):
        await store.requests.move(request.id, State.WAITING, State.SUBMITTING, submitted_at=sent)
        await store.requests.move(request.id, State.SUBMITTING, State.QUEUED, accepted_at=sent)
        await store.requests.move(request.id, State.QUEUED, State.LATE)
    await store.requests.move(ended.id, State.LATE, State.FAILED)
    # A late job is followed, and counted as the service counts it, until it ends: however old,
    # not only for the `maybe_running_sec` a job the bot cannot follow is given.
    assert await store.requests.active_count(1000.0, 600.0, 1800.0) == 2
    assert await store.requests.active_count(1000.0, 950.0, 1800.0) == 2


async def test_a_step_of_the_wall_clock_moves_an_unfollowed_posts_hold_not_its_day(
    store: Store,
) -> None:
    """A POST whose answer was lost holds a slot for `maybe_running_sec` of time passed: a step
    of the wall clock moves when that hold began, and leaves the quota day the POST counts in."""
    lost = await store.requests.create(new(1))
    await store.requests.move(lost.id, State.WAITING, State.SUBMITTING, submitted_at=1000.0)
    await store.requests.move(lost.id, State.SUBMITTING, State.UNKNOWN)
    await store.requests.shift_waits(3 * 3600.0)
    now = 1000.0 + 120.0 + 3 * 3600.0  # two minutes on, three hours later on the wall clock
    assert await store.requests.active_count(now, 3600.0, 1800.0) == 1
    assert await store.requests.active_count(now + 3600.0, 3600.0, 1800.0) == 0
    assert await store.requests.submissions_since(1000.0) == 1
    assert await store.requests.submissions_since(1001.0) == 0


async def test_migration_027_holds_a_lost_posts_slot_from_when_it_was_sent(
    tmp_path: Path,
) -> None:
    """A database from before `held_from`: its POSTs hold their slots from `sent_at`, and a POST
    made after the upgrade records both."""
    path = tmp_path / "bot.sqlite3"
    async with database_before(path, "027") as conn:
        for user in (1, 2):
            await conn.execute(
                "INSERT INTO requests (chat_id, user_id, lyrics, duration_sec, state,"
                " created_at, updated_at) VALUES (?, ?, 'la', 60, 'waiting', 0, 0)",
                (user, user),
            )
        await conn.execute(
            "UPDATE requests SET state = 'submitting', submitted_at = 500.0 WHERE id = 1"
        )
        await conn.execute("UPDATE requests SET state = 'unknown' WHERE id = 1")
    store = await Store.open(path)
    try:
        await store.requests.move(2, State.WAITING, State.SUBMITTING, submitted_at=700.0)
        held = await store.requests.active_count(1000.0, 600.0, 1800.0)
    finally:
        await store.close()
    with closing(sqlite3.connect(path)) as db:
        found = db.execute("SELECT request_id, sent_at, held_from FROM submissions").fetchall()
    assert sorted(found) == [(1, 500.0, 500.0), (2, 700.0, 700.0)]
    assert held == 2  # the lost POST (500 + 600 > 1000) and the one being sent


def fake(request_id: int, user: int) -> Request:
    return a_request(id=request_id, user_id=user, state=State.WAITING)


def test_fair_order_is_round_robin_over_users() -> None:
    waiting = [fake(i, 1) for i in range(1, 6)] + [fake(6, 2), fake(7, 3), fake(8, 2)]
    order = [r.id for r in fair_order(waiting, {})]
    assert order == [1, 6, 7, 2, 8, 3, 4, 5]


def test_fair_order_puts_the_user_served_longest_ago_first() -> None:
    waiting = [fake(1, 1), fake(2, 2)]
    order = [r.id for r in fair_order(waiting, {1: 500.0, 2: 100.0})]
    assert order == [2, 1]


async def test_places_follow_the_fair_order_and_each_write(store: Store) -> None:
    for user in (1, 1, 2):
        await store.requests.create(new(user))
    assert dict(await store.requests.places_in_line()) == {1: 1, 3: 2, 2: 3}
    await store.requests.move(1, State.WAITING, State.SUBMITTING, submitted_at=10.0)
    # user 1 was just served, so user 2 goes first now; the places kept before are not reused
    assert dict(await store.requests.places_in_line()) == {3: 1, 2: 2}


async def test_the_inbox_keeps_what_is_new_until_it_is_handled(tmp_path: Path) -> None:
    now = [1000.0]
    store = await Store.open(tmp_path / "bot.sqlite3", clock=lambda: now[0])
    inbox = store.inbox
    assert await inbox.add([(1, '{"update_id": 1}'), (2, '{"update_id": 2}')]) == {1, 2}
    await inbox.handled(1)
    assert await inbox.add([(1, "again"), (2, "again"), (3, "{}")]) == {3}, "resends are known"
    assert await inbox.pending() == [(2, '{"update_id": 2}'), (3, "{}")]

    now[0] += 24 * 3600 + 1  # Telegram resends nothing this old
    await inbox.forget_handled()
    assert await inbox.add([(1, "a day later")]) == {1}
    await store.close()


async def test_handled_marks_asked_together_are_written_together(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "bot.sqlite3")
    await store.inbox.add([(n, "{}") for n in range(1, 51)])
    writes: list[str] = []
    await store.conn.set_trace_callback(writes.append)

    async def mark(update_id: int) -> bool:
        await store.inbox.handled(update_id)
        return update_id not in dict(await store.inbox.pending())  # written when it returns

    marked = await asyncio.gather(*(mark(n) for n in range(1, 51)))
    await store.conn.set_trace_callback(
        lambda _sql: None
    )  # stop recording: aiosqlite types no None
    assert all(marked) and await store.inbox.pending() == []
    updates = [sql for sql in writes if sql.startswith("UPDATE inbox")]
    assert 1 <= len(updates) <= 5, f"{len(updates)} writes for 50 marks"
    await store.close()


async def test_a_relative_database_path_is_named_in_full(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "bot.sqlite3").write_bytes(b"garbage " * 600)
    with pytest.raises(StorageError, match=f"the database {tmp_path}/data/bot.sqlite3 "):
        await Store.open(Path("data/bot.sqlite3"))


async def test_text_calls_at_the_limit_pass_one_at_a_time_and_a_release_gives_one_back(
    store: Store,
) -> None:
    from bot.store.text_calls import Asking

    # Two presses at once with room for one more: the check and the reservation are one
    # statement, so exactly one passes.
    await store.text_calls.reserve(Asking(7, 7, own_limit=2, org_limit=0, since=0))
    both = await asyncio.gather(
        *(store.text_calls.reserve(Asking(7, 7, own_limit=2, org_limit=0, since=0)) for _ in "ab")
    )
    assert sum(call is not None for call in both) == 1
    assert (
        await store.text_calls.reserve(Asking(8, 8, own_limit=None, org_limit=2, since=0)) is None
    )
    passed = next(call for call in both if call is not None)
    await store.text_calls.release(passed)
    assert await store.text_calls.reserve(Asking(7, 7, own_limit=2, org_limit=0, since=0))
    assert await store.text_calls.count_since(0, 7) == 2
    assert await store.text_calls.count_since(0) == 2


async def test_a_guest_query_is_stored_once_and_stays_open_until_it_ends(store: Store) -> None:
    query = GuestQuery("9001", 42, "Ann", "en", "a song about Max", 1000.0)
    assert await store.guests.asked(query) is True
    assert await store.guests.asked(query) is False, "Telegram sent its update again"
    await store.guests.answered("9001", "AgAAA1")
    assert [(q.query_id, q.inline_message_id) for q in await store.guests.open()] == [
        ("9001", "AgAAA1")
    ]
    await store.guests.ended("9001")
    assert await store.guests.open() == []


async def test_a_private_chat_is_known_once_its_user_wrote_there(store: Store) -> None:
    await store.users.remember(42, "Ann", "en")
    assert await store.guests.has_private(42) is False, "met in a guest chat only"
    await store.guests.opened_private(42)
    assert await store.guests.has_private(42) is True
    row = await store.conn.execute_fetchall("SELECT private_since FROM users WHERE user_id = 42")
    assert list(row)[0][0] is not None, "kept across a restart, not only in memory"


async def test_a_guest_message_shows_its_newest_request(store: Store) -> None:
    """A guest mode's inline message may have shown an older request (cancelled, then asked
    again there): its presses act on the newest."""
    older = await store.requests.create(replace(new(1), inline_message_id="im-1"), State.DRAFT)
    newer = await store.requests.create(replace(new(1), inline_message_id="im-1"), State.DRAFT)
    await store.requests.create(replace(new(2), inline_message_id="im-2"), State.DRAFT)
    shown = await store.requests.of_inline_message("im-1")
    assert shown is not None and shown.id == newer.id != older.id
    assert await store.requests.of_inline_message("im-unknown") is None


async def test_submissions_counted_leaving_one_request_out(store: Store) -> None:
    """A request's own POST is left out when its place in line asks what the others spent."""
    first = await store.requests.create(new(1))
    second = await store.requests.create(new(2))
    for request in (first, second):
        await store.requests.move(request.id, State.WAITING, State.SUBMITTING)
    assert await store.requests.submissions_since(0.0) == 2
    assert await store.requests.submissions_since(0.0, leaving_out=first.id) == 1


async def test_places_in_line_are_read_once_until_a_row_moves(store: Store) -> None:
    first = await store.requests.create(new(1))
    second = await store.requests.create(new(2))
    statements: list[str] = []
    await store.conn.set_trace_callback(statements.append)
    places = await store.requests.places_in_line()
    assert await store.requests.places_in_line() == places == {first.id: 1, second.id: 2}
    read = [s for s in statements if s.startswith("SELECT id, user_id FROM requests")]
    assert len(read) == 1, "read again unchanged"
    await store.requests.move(first.id, State.WAITING, State.CANCELLED)
    assert await store.requests.places_in_line() == {second.id: 1}
