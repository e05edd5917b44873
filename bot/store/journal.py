"""Job ids the service accepted, written to a file of their own before the database hears of them
(docs/guarantees.md §An accepted job is never lost). If the database write fails (locked past its
timeout, disk full, an I/O error) or the bot dies in between, the next start still finds the paid
job and follows it, instead of telling its user "no answer" and charging a second time when they try
again."""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class AcceptedJob:
    request_id: int
    job_id: str
    accepted_at: float
    # Found in no row at a start: another request's job (a restore hands ids out again), kept
    # for the operator and never taken on by a request made later (bot/pipeline/scheduler.py).
    orphan: bool = False
    # The request's row as it was when the job was accepted (its columns by name): what a
    # restore of an older backup needs to make the row again, so that the start follows the
    # job and delivers its song to its chat (bot/store/restore.py). None in older lines.
    row: dict[str, object] | None = None


def _line(job: AcceptedJob) -> str:
    fields = asdict(job)
    if not job.orphan:
        del fields["orphan"]  # the line as every version writes it
    if job.row is None:
        del fields["row"]
    return json.dumps(fields) + "\n"


def journal_path(database: Path) -> Path:
    """Beside the database, so that whatever keeps the database keeps this too."""
    return database.with_name(database.name + ".accepted")


class AcceptedJournal:
    """One JSON line per accepted job. Blocking file work: call it in a thread."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def record(self, job: AcceptedJob) -> None:
        """Append the job and make it durable (fsync) before returning."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as out:
            out.write(_line(job))
            out.flush()
            os.fsync(out.fileno())

    def read(self) -> list[AcceptedJob]:
        if not self.path.exists():
            return []
        found = []
        for line in self.path.read_text(encoding="utf-8").splitlines():
            try:
                found.append(AcceptedJob(**json.loads(line)))
            except (ValueError, TypeError):
                # a line cut short by a crash while it was written
                log.warning("accepted-jobs journal: an unreadable line was skipped")
        return found

    def keep_only(self, jobs: Iterable[AcceptedJob]) -> None:
        """Rewrite the journal with just these jobs (the others are safe in the database)."""
        kept = list(jobs)
        if not kept:
            self.path.unlink(missing_ok=True)
            return
        partial = self.path.with_name(self.path.name + ".part")
        with partial.open("w", encoding="utf-8") as out:
            out.writelines(_line(job) for job in kept)
            out.flush()
            os.fsync(out.fileno())
        partial.replace(self.path)
