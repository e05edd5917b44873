"""Opening the SQLite file and bringing its schema up to date from migrations/."""

from __future__ import annotations

import re
import time
from pathlib import Path

import aiosqlite

from bot.store.sql import rows

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"
_MIGRATION_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")


def migration_files(folder: Path = MIGRATIONS_DIR) -> list[Path]:
    files = [p for p in folder.iterdir() if _MIGRATION_NAME.match(p.name)]
    return sorted(files, key=lambda p: p.name)


async def connect(path: Path) -> aiosqlite.Connection:
    """Autocommit connection in WAL mode: each guarded UPDATE is durable on its own."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = await aiosqlite.connect(path, isolation_level=None)
    conn.row_factory = aiosqlite.Row
    await conn.execute("PRAGMA journal_mode=WAL")
    await conn.execute("PRAGMA synchronous=NORMAL")
    await conn.execute("PRAGMA busy_timeout=5000")
    await conn.execute("PRAGMA foreign_keys=ON")
    return conn


async def migrate(conn: aiosqlite.Connection, folder: Path = MIGRATIONS_DIR) -> list[str]:
    """Apply every migration not yet recorded, in order, each in its own transaction."""
    await conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at REAL)"
    )
    done = {row[0] for row in await rows(conn, "SELECT version FROM schema_migrations")}
    applied = []
    for file in migration_files(folder):
        version = file.stem
        if version in done:
            continue
        script = file.read_text(encoding="utf-8")
        await conn.executescript(
            f"BEGIN;\n{script}\nINSERT INTO schema_migrations VALUES ('{version}', {time.time()});"
            "\nCOMMIT;"
        )
        applied.append(version)
    return applied
