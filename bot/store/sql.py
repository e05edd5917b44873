"""Reads in one trip to SQLite's thread: `async with execute() as cursor` then `fetchall()` costs
three (execute, fetch, close), and on a busy bot the event loop spends more time on those trips
than SQLite spends on the query."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import aiosqlite

# Values SQLite binds: the driver checks each one, so the type need say no more than that.
Args = Iterable[object] | Mapping[str, object]


async def rows(conn: aiosqlite.Connection, query: str, args: Args = ()) -> list[aiosqlite.Row]:
    params = args if isinstance(args, Mapping) else tuple(args)
    return list(await conn.execute_fetchall(query, params))


async def first(conn: aiosqlite.Connection, query: str, args: Args = ()) -> aiosqlite.Row | None:
    found = await rows(conn, query, args)
    return found[0] if found else None
