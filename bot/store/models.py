"""Rows as typed objects, and the request states with their only exits (docs/architecture.md
§Where a request's state changes)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any


class State(StrEnum):
    DRAFT = "draft"
    WAITING = "waiting"
    SUBMITTING = "submitting"
    QUEUED = "queued"
    RUNNING = "running"
    COMPLETED = "completed"
    DELIVERED = "delivered"
    FAILED = "failed"
    EXPIRED = "expired"
    REJECTED = "rejected"
    UNKNOWN = "unknown"
    CANCELLED = "cancelled"


# States whose job holds one of the organization's concurrent slots at the service, until the
# service ends it: `expired` is a late job, still running there as far as the bot knows
# (`unknown` POSTs count from `submissions`).
ACTIVE_STATES = (State.SUBMITTING, State.QUEUED, State.RUNNING, State.EXPIRED)
# States whose job is still followed at the service (a late, expired job may still finish).
POLLED_STATES = (State.QUEUED, State.RUNNING, State.EXPIRED)
# Where a request ends; `unknown` leaves only when its user asks again. Not `expired`: a late
# job is followed until the service ends it or the follow horizon passes.
FINAL_STATES = (
    State.DELIVERED,
    State.FAILED,
    State.REJECTED,
    State.UNKNOWN,
    State.CANCELLED,
)

EXITS: dict[State, tuple[State, ...]] = {
    State.DRAFT: (State.WAITING, State.CANCELLED),
    State.WAITING: (State.SUBMITTING, State.CANCELLED),
    State.SUBMITTING: (State.QUEUED, State.WAITING, State.REJECTED, State.UNKNOWN),
    State.UNKNOWN: (State.WAITING,),
    State.QUEUED: (State.RUNNING, State.COMPLETED, State.FAILED, State.EXPIRED),
    State.RUNNING: (State.COMPLETED, State.FAILED, State.EXPIRED),
    State.EXPIRED: (State.COMPLETED, State.FAILED),
    State.COMPLETED: (State.DELIVERED, State.FAILED),
    State.DELIVERED: (),
    State.FAILED: (),
    State.REJECTED: (),
    State.CANCELLED: (),
}


def can_move(source: State, target: State) -> bool:
    return target in EXITS[source]


@dataclass
class Request:
    id: int
    chat_id: int
    chat_type: str
    user_id: int
    user_name: str
    language: str
    request_message_id: int | None
    status_message_id: int | None
    topic: str | None
    lyrics: str
    style: str | None
    duration_sec: int
    title: str
    state: State
    job_id: str | None
    service_duration_sec: float | None
    price_byn: float | None
    audio_file_id: str | None
    audio_message_id: int | None
    lossless_file_id: str | None
    error: str | None
    attempts: int
    not_before: float
    last_poll_at: float | None
    next_poll_at: float | None
    polls: int
    delivery_attempts: int
    created_at: float
    updated_at: float
    submitted_at: float | None
    accepted_at: float | None
    completed_at: float | None
    finished_at: float | None
    told_at: float | None
    missing_since: float | None = None  # first 404 on GET /jobs (migration 007)
    file_missing_since: float | None = None  # first 404 on GET /files (migration 008)
    bad_files: int = 0  # downloads that were not a whole WAV (migration 008)
    status_text: str | None = None  # what its status message shows (migration 011)

    @property
    def at_service_since(self) -> float:
        """When the service took the job, as near as the row knows: accepted, else sent, else
        asked (store/requests.py counts slots from the same moment, in SQL)."""
        return self.accepted_at or self.submitted_at or self.created_at

    @classmethod
    def from_row(cls, row: Any) -> Request:
        values = {name: row[name] for name in _REQUEST_FIELDS}
        values["state"] = State(values["state"])
        return cls(**values)


_REQUEST_FIELDS = tuple(f.name for f in fields(Request))


@dataclass(frozen=True)
class NewRequest:
    chat_id: int
    chat_type: str
    user_id: int
    user_name: str
    language: str
    request_message_id: int | None
    lyrics: str
    style: str | None
    duration_sec: int
    title: str
    topic: str | None = None


@dataclass(frozen=True)
class ChatSettings:
    chat_id: int
    style: str | None
    duration_sec: int | None
    active: bool
