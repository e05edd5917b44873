"""What the bot keeps, and for how long, so that a year of use stays small (run at the start and
every hour, RETENTION_EVERY_SEC, bot/app.py):

- the words of an ended request (its lyrics and the topic they were written on) are dropped
  KEEP_LYRICS_DAYS after it ended; the row stays, with every figure `/status`, `/quota` and
  `/report` read (its state, times, price, title and asker), and so does its `submissions` row;
  a request that may still go on (waiting, at the service, `unknown` with its "try again"
  button) keeps its words however old;
- the ids of handled updates are forgotten after Telegram's resend window (bot/store/inbox.py),
  also when the bot restarts too often for the inbox's own clean-up to come round;
- once a day the file is compacted (VACUUM): words blanked in place leave their pages mostly
  empty, and only a rewrite gives that room back (a year: 10 MB kept without it, 4 MB with it,
  bench/README.md). It takes a few tens of milliseconds on a year's file, the bot's other
  queries waiting meanwhile.

The audio cache keeps its own bounds (bot/media/files.py)."""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import dataclass

import aiosqlite

from bot.store import Store
from bot.store.models import EXITS

log = logging.getLogger(__name__)

DAY_SEC = 24 * 3600
# Retention runs at the start and this often, and compacts the file (VACUUM) at most this often.
RETENTION_EVERY_SEC = 3600.0
COMPACT_EVERY_SEC = 24 * 3600.0
COMPACTED = "compacted_at"  # the flag that remembers the last VACUUM across restarts
# States a request never leaves: delivered, failed, rejected, cancelled.
ENDED = tuple(state.value for state, exits in EXITS.items() if not exits)


@dataclass(frozen=True)
class Kept:
    words_dropped: int  # requests whose lyrics and topic were dropped
    updates_forgotten: int  # handled update ids dropped from the inbox
    compacted: bool = False  # the file was rewritten (VACUUM)


async def drop_old_words(conn: aiosqlite.Connection, ended_before: float) -> int:
    """Blank the lyrics and the topic of requests that ended before `ended_before`; returns how
    many. `finished_at` is when a request ended (`updated_at` for a row that never had it)."""
    cursor = await conn.execute(
        "UPDATE requests SET lyrics = '', topic = NULL"
        f" WHERE state IN ({', '.join('?' * len(ENDED))})"
        " AND COALESCE(finished_at, updated_at) < ?"
        " AND (lyrics <> '' OR topic IS NOT NULL)",
        (*ENDED, ended_before),
    )
    return cursor.rowcount


async def keep_small(store: Store, keep_lyrics_days: float, now: float) -> Kept:
    """One pass of retention; `keep_lyrics_days` 0 keeps the words forever."""
    dropped = 0
    if keep_lyrics_days > 0:
        dropped = await drop_old_words(store.conn, now - keep_lyrics_days * DAY_SEC)
    forgotten = await store.inbox.forget_handled()
    if dropped or forgotten:
        log.info(
            "retention: the words of %s requests ended over %s days ago dropped; "
            "%s handled update ids forgotten",
            dropped,
            keep_lyrics_days,
            forgotten,
        )
    return Kept(dropped, forgotten, await compact_daily(store, now))


async def compact_daily(store: Store, now: float) -> bool:
    """VACUUM, if the last one was COMPACT_EVERY_SEC (a day) ago or more; True if it ran. A VACUUM
    that cannot run now (the disk too full for the rewrite, say) is tried again at the next
    pass."""
    last = await store.flags.get(COMPACTED)
    if last is not None and now - float(last) < COMPACT_EVERY_SEC:
        return False
    try:
        await store.conn.execute("VACUUM")
    except sqlite3.Error as error:
        log.warning("retention: the database was not compacted now: %s", error)
        return False
    await store.flags.set(COMPACTED, repr(now))
    return True
