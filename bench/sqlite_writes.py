"""What `synchronous=FULL` costs (docs/guarantees.md §An accepted job is never lost): the bot's own
guarded writes timed on a SQLite file with NORMAL and with FULL, in the same run, on the same disk.

    python -m bench.sqlite_writes [--writes 300] [--rounds 3] [--dir data]

The store is opened as the bot opens it (WAL, FULL); the NORMAL rows set
`PRAGMA synchronous=NORMAL` on that connection, the only difference. Timed, each one a commit
of its own as in production: `requests.move` waiting -> submitting (the write before a POST),
submitting -> queued with the job id (the write after it), and the inbox's `add` and `handled`
of one update (bot/telegram/inbox.py). The modes take turns, --rounds times, so a busy disk
weighs on both alike. The file lives in a temporary folder under --dir (the default DATA_DIR's
disk: a tmpfs would make every sync free and the comparison empty).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from collections.abc import Awaitable
from pathlib import Path

from bench.common import median, percentile, table
from bot.store import NewRequest, State, Store

MODES = ("NORMAL", "FULL")
WRITES = ("move waiting -> submitting", "move submitting -> queued", "inbox add", "inbox handled")
UPDATE_BODY = json.dumps({"update_id": 0, "message": {"text": "/status", "chat": {"id": 1}}})

Timings = dict[str, list[float]]


def new_request(n: int) -> NewRequest:
    return NewRequest(n, "private", n, "Ann", "en", n, "[verse]\nLa la", None, 60, f"Song {n}")


async def timed(into: list[float], write: Awaitable[object]) -> None:
    """Milliseconds of one write; a coroutine runs only once awaited, so only the write counts."""
    started = time.perf_counter()
    await write
    into.append(1000 * (time.perf_counter() - started))


async def one_round(store: Store, mode: str, writes: int, first_id: int, found: Timings) -> None:
    """`writes` of each kind with the connection in `mode`."""
    await store.conn.execute(f"PRAGMA synchronous={mode}")
    requests, inbox = store.requests, store.inbox
    made = [await requests.create(new_request(first_id + n)) for n in range(writes)]
    took = [found[f"{mode}|{write}"] for write in WRITES]
    for n, row in enumerate(made):
        now, update_id = time.time(), first_id + n
        await timed(
            took[0], requests.move(row.id, State.WAITING, State.SUBMITTING, submitted_at=now)
        )
        await timed(
            took[1], requests.move(row.id, State.SUBMITTING, State.QUEUED, job_id=f"j{row.id}")
        )
        await timed(took[2], inbox.add([(update_id, UPDATE_BODY)]))
        await timed(took[3], inbox.handled(update_id))


async def measure(args: argparse.Namespace) -> Timings:
    args.dir.mkdir(parents=True, exist_ok=True)
    found: Timings = {f"{mode}|{write}": [] for mode in MODES for write in WRITES}
    with tempfile.TemporaryDirectory(prefix="bench-sqlite-", dir=args.dir) as folder:
        store = await Store.open(Path(folder) / "bot.sqlite3")
        try:
            for round_number in range(args.rounds):
                for mode in MODES:
                    first_id = (2 * round_number + MODES.index(mode)) * args.writes + 1
                    await one_round(store, mode, args.writes, first_id, found)
        finally:
            await store.close()
    return found


def report(found: Timings, args: argparse.Namespace) -> None:
    rows = []
    for write in WRITES:
        normal, full = found[f"NORMAL|{write}"], found[f"FULL|{write}"]
        rows.append(
            [
                write,
                f"{median(normal):.3f}",
                f"{median(full):.3f}",
                f"{median(full) / median(normal):.1f}×",
                f"{percentile(normal, 0.95):.3f}",
                f"{percentile(full, 0.95):.3f}",
            ]
        )
    header = ["write", "NORMAL ms (median)", "FULL ms (median)", "FULL / NORMAL", "NORMAL p95 ms"]
    print(f"\n{args.writes} writes of each kind per mode and round, {args.rounds} rounds,")
    print(f"in a file under {args.dir.resolve()}\n")
    print(table([*header, "FULL p95 ms"], rows))


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.sqlite_writes", description=__doc__)
    parser.add_argument("--writes", type=int, default=300, help="writes of each kind per round")
    parser.add_argument("--rounds", type=int, default=3, help="turns each mode takes")
    parser.add_argument("--dir", type=Path, default=Path("data"), help="where the file lives")
    args = parser.parse_args()
    report(asyncio.run(measure(args)), args)


if __name__ == "__main__":
    main()
