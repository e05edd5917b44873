"""The requests table: creation, guarded state transitions, and the questions the pipeline asks."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import NamedTuple, Unpack

import aiosqlite

from bot.logs import log_move
from bot.store.models import (
    ACTIVE_STATES,
    FINAL_STATES,
    IN_PRIVATE,
    POLLED_STATES,
    REQUEST_CHANGEABLE,
    NewRequest,
    Reason,
    Request,
    RequestChanges,
    State,
    can_move,
    encode_sung,
)
from bot.store.queue_order import InLine, fair_order
from bot.store.sql import first, rows

log = logging.getLogger(__name__)

Clock = Callable[[], float]


class _Moved(NamedTuple):
    """A row a state change touched, as its log line names it."""

    id: int
    chat_id: int


def _marks(count: int) -> str:
    return ",".join("?" * count)


def _assignments(changes: RequestChanges) -> tuple[list[str], list[object]]:
    """`column = ?` for each change, and the values in the same order. The names come from the
    fixed list of changeable columns, never from the caller: a key outside it (only possible
    past mypy, e.g. from a dict built at run time) is refused before any SQL."""
    given: Mapping[str, object] = changes
    unknown = given.keys() - set(REQUEST_CHANGEABLE)
    if "state" in unknown:
        raise ValueError("a state changes only through move(), guarded by the table of exits")
    if unknown:
        raise ValueError(f"not a changeable column of requests: {', '.join(sorted(unknown))}")
    named = [name for name in REQUEST_CHANGEABLE if name in given]
    return [f"{name} = ?" for name in named], [given[name] for name in named]


class RequestsRepo:
    def __init__(self, conn: aiosqlite.Connection, clock: Clock) -> None:
        self._conn = conn
        self._now = clock
        # The places in line, kept until a request is written: /status and status messages ask
        # for them far more often than the line changes. Every write below bumps the version.
        self._version = 0
        self._places: tuple[int, Mapping[int, int]] | None = None

    def _written(self) -> None:
        self._version += 1

    async def create(self, new: NewRequest, state: State = State.WAITING) -> Request:
        now = self._now()
        cursor = await self._conn.execute(
            "INSERT INTO requests (chat_id, chat_type, user_id, user_name, language,"
            " request_message_id, topic, lyrics, style, duration_sec, title, state,"
            " created_at, updated_at, thread_id, gift_for, gift_occasion, take_of, take, gift_sung,"
            " inline_message_id) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            (
                new.chat_id,
                new.chat_type,
                new.user_id,
                new.user_name,
                new.language,
                new.request_message_id,
                new.topic,
                new.lyrics,
                new.style,
                new.duration_sec,
                new.title,
                state.value,
                now,
                now,
                new.thread_id,
                new.gift.recipient if new.gift else None,
                new.gift.occasion if new.gift else None,
                new.take_of,
                new.take,
                encode_sung(new.gift.sung) if new.gift else None,
                new.inline_message_id,
            ),
        )
        self._written()
        request = await self.get(cursor.lastrowid or 0)
        assert request is not None
        self._log_moves([request], "new", state, f"message {new.request_message_id}")
        return request

    async def asking_sung_name(self, chat_id: int, message_id: int) -> Request | None:
        """The request whose giver was asked, in this message, how a name is sung (a draft then;
        a reply after it went on is told so, not taken for something else)."""
        found = await self._select(
            "WHERE chat_id = ? AND gift_sung_asked = ?", (chat_id, message_id)
        )
        return found[0] if found else None

    async def of_inline_message(self, inline_message_id: str) -> Request | None:
        """The newest request shown in a guest mode's inline message."""
        found = await self._select(
            "WHERE inline_message_id = ? ORDER BY id DESC LIMIT 1", (inline_message_id,)
        )
        return found[0] if found else None

    async def get(self, request_id: int) -> Request | None:
        found = await self._select("WHERE id = ?", (request_id,))
        return found[0] if found else None

    # Every state change: checked against the table of exits, one guarded UPDATE, and the one
    # log line of each row that moved (none for a row that had moved on meanwhile).

    async def move(
        self,
        request_id: int,
        source: State,
        target: State,
        *,
        detail: str = "",
        level: int = logging.INFO,
        **changes: Unpack[RequestChanges],
    ) -> bool:
        """One guarded UPDATE: it happens only if the row is still in `source`; whether it did.
        `detail` is what its log line adds in brackets (else the `reason` written), at `level`."""
        where, args = "id = ?", (request_id,)
        return await self._transition(where, args, (source,), target, changes, detail, level) == 1

    async def move_at_attempt(
        self,
        request_id: int,
        attempts: int,
        source: State,
        target: State,
        /,  # `attempts` here is the guard; attempts=... among the changes is a new count
        *,
        detail: str = "",
        level: int = logging.INFO,
        **changes: Unpack[RequestChanges],
    ) -> bool:
        """move(), only while the row's `attempts` (its POSTs so far) are still `attempts`: a
        press confirms the attempt its button was shown for, never a later one."""
        where, args = "id = ? AND attempts = ?", (request_id, attempts)
        return await self._transition(where, args, (source,), target, changes, detail, level) == 1

    async def move_chat_rows(
        self,
        chat_id: int,
        sources: Iterable[State],
        target: State,
        *,
        detail: str = "",
        level: int = logging.INFO,
        **changes: Unpack[RequestChanges],
    ) -> int:
        """The same transition for every row of a chat still in one of `sources`; how many."""
        where, args = "chat_id = ?", (chat_id,)
        return await self._transition(where, args, tuple(sources), target, changes, detail, level)

    async def _transition(
        self,
        where: str,
        args: tuple[object, ...],
        sources: tuple[State, ...],
        target: State,
        changes: RequestChanges,
        detail: str,
        level: int,
    ) -> int:
        """Every state change goes through here: allowed by the table of exits (models.EXITS),
        guarded by the states it leaves, so a row that moved meanwhile is left alone, and logged
        once for each row that moved. Says how many did."""
        detail = detail or changes.get("reason") or ""
        for source in sources:
            if not can_move(source, target):
                raise ValueError(f"no transition {source} -> {target}")
        assignments, values = _assignments(changes)
        columns = ", ".join([*assignments, "state = ?", "updated_at = ?"])
        moved = await rows(
            self._conn,
            f"UPDATE requests SET {columns} WHERE {where} AND state IN ({_marks(len(sources))})"
            " RETURNING id, chat_id",
            (*values, target.value, self._now(), *args, *(s.value for s in sources)),
        )
        self._written()
        # One UPDATE leaves several states only for a whole chat; its line names them all.
        left = "|".join(source.value for source in sources)
        self._log_moves([_Moved(row[0], row[1]) for row in moved], left, target, detail, level)
        return len(moved)

    @staticmethod
    def _log_moves(
        moved: Iterable[_Moved | Request],
        source: str,
        target: State,
        detail: str,
        level: int = logging.INFO,
    ) -> None:
        for row in moved:
            log_move(log, row, source, target, detail, level)

    async def update(self, request_id: int, **changes: Unpack[RequestChanges]) -> None:
        """Bookkeeping that is not a state change (poll times, message ids)."""
        assignments, values = _assignments(changes)
        columns = ", ".join([*assignments, "updated_at = ?"])
        await self._conn.execute(
            f"UPDATE requests SET {columns} WHERE id = ?", (*values, self._now(), request_id)
        )
        self._written()

    async def in_states(self, states: Iterable[State]) -> list[Request]:
        wanted = [s.value for s in states]
        return await self._select(f"WHERE state IN ({_marks(len(wanted))}) ORDER BY id", wanted)

    async def count_in_states(self, states: Iterable[State]) -> int:
        wanted = [s.value for s in states]
        return await self._scalar(
            f"SELECT COUNT(*) FROM requests WHERE state IN ({_marks(len(wanted))})", wanted
        )

    async def active_count(
        self, now: float, maybe_running_sec: float, unknown_job_sec: float
    ) -> int:
        """Jobs that may be running at the service now: requests being sent or followed there
        (a late, `expired` one too, until the service ends it, as the service counts it), and a
        POST whose answer did not prove a refusal (`unknown`) until `maybe_running_sec` after it
        was sent: its job has no id to follow, so that is when it is taken to be over. That
        time is counted from `held_from`, which steps of the wall clock move (`shift_waits`),
        not from `sent_at`, which they leave: a step forward would end the hold at once. A job
        the service says it does not know (reason `job-lost`, still followed) holds its slot
        until `unknown_job_sec` after it was accepted (`accepted_at`, moved by steps too)."""
        followed = [s.value for s in ACTIVE_STATES]
        since = now - maybe_running_sec
        not_known = "reason = ? AND accepted_at <= ?"
        return await self._scalar(
            f"SELECT (SELECT COUNT(*) FROM requests WHERE state IN ({_marks(len(followed))})"
            f" AND NOT COALESCE({not_known}, 0))"
            " + (SELECT COUNT(*) FROM submissions WHERE outcome = 'maybe' AND held_from > ?)",
            (*followed, Reason.JOB_LOST.value, now - unknown_job_sec, since),
        )

    async def due_polls(self, now: float, limit: int) -> list[Request]:
        wanted = [s.value for s in POLLED_STATES]
        return await self._select(
            f"WHERE state IN ({_marks(len(wanted))}) AND job_id IS NOT NULL"
            " AND COALESCE(next_poll_at, 0) <= ? ORDER BY COALESCE(next_poll_at, 0) LIMIT ?",
            (*wanted, now, limit),
        )

    async def first_poll_due(self) -> float | None:
        """The moment of the next poll of any job followed (None: no job is)."""
        wanted = [s.value for s in POLLED_STATES]
        found = await rows(
            self._conn,
            f"SELECT MIN(COALESCE(next_poll_at, 0)) FROM requests"
            f" WHERE state IN ({_marks(len(wanted))}) AND job_id IS NOT NULL",
            wanted,
        )
        return found[0][0] if found else None

    async def accepted_before(self, states: Iterable[State], moment: float) -> list[Request]:
        """Requests in `states` whose job the service accepted at or before `moment`."""
        wanted = [s.value for s in states]
        return await self._select(
            f"WHERE state IN ({_marks(len(wanted))}) AND accepted_at <= ? ORDER BY id",
            (*wanted, moment),
        )

    async def mark_told(self, request_id: int, state: State, moment: float) -> None:
        """Its user heard how it ended in `state`; a row that moved on meanwhile (a late job
        that failed while its lateness was told) stays untold, for the words of its new end."""
        await self._conn.execute(
            "UPDATE requests SET told_at = ? WHERE id = ? AND state = ?",
            (moment, request_id, state.value),
        )
        self._written()

    async def untold_outcomes(
        self, states: Iterable[State], cancelled_for: Reason
    ) -> list[Request]:
        """Requests that ended without a song and whose user has not yet heard how: in
        `states`, or cancelled for the reason `cancelled_for` (others are told where they end)."""
        wanted = [s.value for s in states]
        return await self._select(
            f"WHERE (state IN ({_marks(len(wanted))})"
            # a guest's inline message shows every end of its request, a gone chat's included
            " OR (state = ? AND (reason = ? OR inline_message_id IS NOT NULL)))"
            " AND told_at IS NULL ORDER BY id",
            (*wanted, State.CANCELLED.value, cancelled_for),
        )

    async def submissions_since(
        self,
        since: float,
        user_id: int | None = None,
        chat_id: int | None = None,
        leaving_out: int | None = None,
        chat_or_asker: int | None = None,
    ) -> int:
        """POSTs since a moment that count against a quota: taken, maybe taken, or under way;
        of one user (in every chat) or of one chat (by all its members) when given, of a chat
        either way (`chat_or_asker`: asked in it, or by it as itself), and not
        those of the request `leaving_out`. Every POST counts, a request's earlier ones
        included (migration 007)."""
        # CROSS JOIN keeps SQLite to this order: the day's few POSTs by their time, then each
        # one's request; led by the person's requests instead, it read their whole history.
        query = (
            "SELECT COUNT(*) FROM submissions s CROSS JOIN requests r ON r.id = s.request_id"
            " WHERE s.sent_at >= ? AND s.outcome <> 'refused'"
        )
        args: list[object] = [since]
        if user_id is not None:
            query += " AND r.user_id = ?"
            args.append(user_id)
        if chat_id is not None:
            query += " AND r.chat_id = ?"
            args.append(chat_id)
        if chat_or_asker is not None:  # a group's members, or a chat asking as itself
            query += " AND (r.chat_id = ? OR r.user_id = ?)"
            args += [chat_or_asker, chat_or_asker]
        if leaving_out is not None:
            query += " AND r.id <> ?"
            args.append(leaving_out)
        return await self._scalar(query, args)

    async def waiting_in_order(self) -> list[Request]:
        waiting = await self.in_states([State.WAITING])
        return fair_order(waiting, await self._last_submitted_by_user())

    async def places_in_line(self) -> Mapping[int, int]:
        """Request id -> its place in the same fair order, reading two columns per row."""
        version = self._version
        if self._places is not None and self._places[0] == version:
            return self._places[1]
        found = await rows(self._conn, "SELECT id, user_id FROM requests WHERE state = 'waiting'")
        waiting = [InLine(row[0], row[1]) for row in found]
        order = fair_order(waiting, await self._last_submitted_by_user())
        places = MappingProxyType({request.id: place for place, request in enumerate(order, 1)})
        # A write while this was read leaves the version behind: the next call reads again.
        self._places = (version, places)
        return places

    async def for_chat(self, chat_id: int, limit: int = 10) -> list[Request]:
        return await self._select("WHERE chat_id = ? ORDER BY id DESC LIMIT ?", (chat_id, limit))

    async def from_message(self, chat_id: int, message_id: int) -> bool:
        """Whether this very message already became a request."""
        found = await rows(
            self._conn,
            "SELECT 1 FROM requests WHERE chat_id = ? AND request_message_id = ? LIMIT 1",
            (chat_id, message_id),
        )
        return bool(found)

    async def waiting_of_user(self, user_id: int, chat_id: int | None = None) -> list[Request]:
        query, args = "WHERE state = 'waiting' AND user_id = ?", [user_id]
        if chat_id is not None:
            query += " AND chat_id = ?"
            args.append(chat_id)
        return await self._select(query + " ORDER BY id", args)

    async def recent_job_rates(self, limit: int = 50) -> list[float]:
        """Seconds from acceptance to completion per second of track, newest jobs first."""
        found = await rows(
            self._conn,
            "SELECT (completed_at - accepted_at) / duration_sec FROM requests"
            " WHERE completed_at IS NOT NULL AND accepted_at IS NOT NULL"
            " ORDER BY completed_at DESC LIMIT ?",
            (limit,),
        )
        return [row[0] for row in found]

    async def wake_deliveries_of(self, user_id: int) -> int:
        """Songs of `user_id` waiting to be delivered (for their private chat to open, say) are
        due now; how many. A read per private update, a write only when some wait."""
        waiting = await rows(
            self._conn,
            "SELECT id FROM requests WHERE user_id = ? AND state = 'completed' AND not_before > 0",
            (user_id,),
        )
        if waiting:
            ids = [row[0] for row in waiting]
            marks = ",".join("?" * len(ids))
            await self._conn.execute(
                f"UPDATE requests SET not_before = 0 WHERE id IN ({marks})",
                ids,  # noqa: S608
            )
        return len(waiting)

    async def by_job(self, job_id: str) -> Request | None:
        found = await self._select("WHERE job_id = ?", (job_id,))
        return found[0] if found else None

    async def _last_submitted_by_user(self) -> dict[int, float]:
        found = await rows(
            self._conn,
            # Only users in line matter. MAX in a subquery of its own is one step down the index
            # (user_id, submitted_at); under a GROUP BY, SQLite read each one's whole history.
            "SELECT user_id, (SELECT MAX(submitted_at) FROM requests latest"
            "  WHERE latest.user_id = waiting.user_id) AS last"
            " FROM (SELECT DISTINCT user_id FROM requests WHERE state = 'waiting') AS waiting"
            " WHERE last IS NOT NULL",
        )
        return {row[0]: row[1] for row in found}

    async def _select(self, where: str, args: Iterable[object]) -> list[Request]:
        found = await rows(self._conn, f"SELECT * FROM requests {where}", args)
        return [Request.from_row(row) for row in found]

    async def _scalar(self, query: str, args: Iterable[object]) -> int:
        row = await first(self._conn, query, args)
        return int(row[0] or 0) if row else 0

    # Delivery

    async def being_made(self, states: Iterable[State]) -> list[Request]:
        """Requests in `states` whose chat still accepts messages from the bot."""
        wanted = [s.value for s in states]
        return await self._select(
            f"WHERE state IN ({_marks(len(wanted))})"
            " AND chat_id NOT IN (SELECT chat_id FROM chats WHERE active = 0) ORDER BY id",
            wanted,
        )

    async def end_waiting_of_chat(
        self, chat_id: int, reason: Reason, keep_guests: bool = False
    ) -> int:
        """A chat that no longer hears the bot: its requests not yet sent to the service end
        (guarded by their state, like every transition); says how many. `keep_guests`: a guest
        request (its row's chat is the asker's private chat) goes on, its song kept elsewhere."""
        where = "chat_id = ?" + (" AND inline_message_id IS NULL" if keep_guests else "")
        sources = (State.DRAFT, State.WAITING)
        changes = RequestChanges(reason=reason, finished_at=self._now())
        return await self._transition(
            where, (chat_id,), sources, State.CANCELLED, changes, "", logging.INFO
        )

    async def delivered_of_user(self, user_id: int, chat_id: int, limit: int) -> list[Request]:
        """The user's songs delivered in this chat that Telegram holds a file id for, newest
        first; in their private chat, those a forum shut whole sent there too."""
        return await self._select(
            "WHERE user_id = ? AND (chat_id = ? OR (topic_gone = ? AND user_id = ?))"
            " AND state = 'delivered' AND audio_file_id IS NOT NULL ORDER BY id DESC LIMIT ?",
            (user_id, chat_id, IN_PRIVATE, chat_id, limit),
        )

    # Another take (bot/pipeline/drafts/takes.py)

    async def open_take(self, first_id: int) -> Request | None:
        """The take of this song still waiting for its asker's answer, if one is."""
        found = await self._select(
            "WHERE take_of = ? AND state = 'draft' AND take_of IS NOT NULL", (first_id,)
        )
        return found[0] if found else None

    async def next_take(self, first_id: int) -> int:
        """The number the next take of this song gets: one past the highest take that was not
        given up before it was sent (a declined or expired question frees its number)."""
        return 1 + await self._scalar(
            "SELECT COALESCE(MAX(take), 1) FROM requests"
            " WHERE take_of = ? AND NOT (state = 'cancelled' AND submitted_at IS NULL)",
            (first_id,),
        )

    # Chats that change under the bot (docs/guarantees_in_chats.md §Chats)

    async def move_chat(self, old_chat_id: int, new_chat_id: int, chat_type: str) -> list[int]:
        """A group upgraded to a supergroup: every row of it goes to the new id, so waiting ones
        are submitted and finished ones delivered there. Messages of the old chat can't be
        edited or replied to in the new one, so unfinished rows forget them. Says which moved."""
        moved = [
            row[0]
            for row in await rows(
                self._conn, "SELECT id FROM requests WHERE chat_id = ?", (old_chat_id,)
            )
        ]
        if not moved:
            return []
        ended = ", ".join(f"'{state.value}'" for state in FINAL_STATES)
        await self._conn.execute(
            "UPDATE requests SET chat_id = ?, chat_type = ?, updated_at = ?,"
            f" status_message_id = CASE WHEN state IN ({ended}) THEN status_message_id END,"
            f" request_message_id = CASE WHEN state IN ({ended}) THEN request_message_id END"
            " WHERE chat_id = ?",
            (new_chat_id, chat_type, self._now(), old_chat_id),
        )
        self._written()
        return moved

    # The wall clock stepped (bot/pipeline/clock_steps.py)

    async def shift_waits(self, step: float) -> int:
        """Move every stored wait of an open request by `step` seconds, so that each keeps
        what was left of it (polls, retries, a job's age, a draft's), and the slot held by each
        POST that may have been taken (`submissions.held_from`, see `active_count`); says how
        many requests. One transaction: a step is noticed once, so a crash between the two
        would leave a hold that never keeps what was left of it."""
        ended = ", ".join(f"'{state.value}'" for state in FINAL_STATES)
        open_rows = f"state NOT IN ({ended})"
        moved = await self._scalar(f"SELECT COUNT(*) FROM requests WHERE {open_rows}", ())
        s = repr(float(step))  # a number in the script: executescript takes no parameters
        script = (
            "BEGIN;"
            " UPDATE requests SET"
            f" next_poll_at = next_poll_at + {s}, last_poll_at = last_poll_at + {s},"
            f" not_before = CASE WHEN not_before > 0 THEN not_before + {s} ELSE 0 END,"
            f" submitted_at = submitted_at + {s}, accepted_at = accepted_at + {s},"
            f" completed_at = completed_at + {s}, missing_since = missing_since + {s},"
            f" file_missing_since = file_missing_since + {s},"
            f" created_at = CASE WHEN state = 'draft' THEN created_at + {s} ELSE created_at END,"
            f" updated_at = updated_at + {s}"
            f" WHERE {open_rows};"
            f" UPDATE submissions SET held_from = held_from + {s}"
            " WHERE outcome IN ('sending', 'maybe');"
            " COMMIT;"
        )
        try:
            # One call on the connection's thread: no other statement runs inside it.
            await self._conn.executescript(script)
        except sqlite3.Error:
            if self._conn.in_transaction:  # executescript stops with the transaction open
                await self._conn.execute("ROLLBACK")
            raise
        finally:
            self._written()
        return moved

    async def latest_change(self) -> float | None:
        """When an open request last changed, as the wall clock said then."""
        ended = ", ".join(f"'{state.value}'" for state in FINAL_STATES)
        query = f"SELECT MAX(updated_at) FROM requests WHERE state NOT IN ({ended})"
        found = await rows(self._conn, query)
        return found[0][0] if found else None
