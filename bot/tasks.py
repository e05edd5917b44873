"""Background tasks of the pipeline (submissions, polls, deliveries), tracked so that a stop
can wait for them or cut them off, and so that one request never runs the same step twice.

A task is keyed by what it does and for whom: one frozen dataclass per kind below. Two keys are
equal only when their kind and fields are, so a request's POST and its poll never block each
other, while a second POST for the same request is not started."""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import ClassVar

from bot.logs import RepeatedFailure

log = logging.getLogger(__name__)

# asyncio drives a task's coroutine with send(None); what it yields or returns is not looked at.
Work = Coroutine[object, None, object]


@dataclass(frozen=True)
class TaskKey:
    """What one background task does, and for whom. `kind` names it in log lines."""

    kind: ClassVar[str]


@dataclass(frozen=True)
class RequestTask(TaskKey):
    """A step of one request: at most one of each kind at a time per request."""

    request_id: int


@dataclass(frozen=True)
class Submit(RequestTask):
    """The POST of a request and the recording of what its answer proved."""

    kind = "submit"


@dataclass(frozen=True)
class TellSubmitted(RequestTask):
    """Telling its asker what the POST of attempt `attempts` proved (accepted, waiting again)."""

    kind = "told"
    attempts: int


@dataclass(frozen=True)
class TellEnded(RequestTask):
    """Telling its asker how a request that never reached the service ended."""

    kind = "ended"


@dataclass(frozen=True)
class Poll(RequestTask):
    kind = "poll"


@dataclass(frozen=True)
class PollsDue(TaskKey):
    """The poller's look at what is due, started by its alarm (run with TaskSet.again)."""

    kind = "polls-due"


@dataclass(frozen=True)
class LookForRoom(TaskKey):
    """The scheduler's look for a song to submit, rung by a job that ended (TaskSet.again)."""

    kind = "look-for-room"


@dataclass(frozen=True)
class Deliver(RequestTask):
    kind = "deliver"


@dataclass(frozen=True)
class SendLossless(RequestTask):
    """The lossless original of a song, asked for with its button."""

    kind = "lossless"


@dataclass(frozen=True)
class SendVideo(RequestTask):
    """A song's video, made and sent once per press (bot/pipeline/song_files/video.py)."""

    kind = "video"


@dataclass(frozen=True)
class Rewrite(RequestTask):
    """New lyrics for a draft's preview."""

    kind = "draft"


@dataclass(frozen=True)
class WriteLyrics(TaskKey):
    """Lyrics being written for a person in one place: one at a time per chat and forum topic,
    so a person may have lyrics written in their private chat and in a group at once."""

    kind = "song"
    chat_id: int
    thread_id: int | None
    user_id: int


@dataclass(frozen=True)
class TellUntold(TaskKey):
    """The pass that tells askers how requests ended that nobody could tell at the time."""

    kind = "untold"


@dataclass(frozen=True)
class ShowInlineVotes(TaskKey):
    """The 👍 / 👎 counts under a song in guest mode's inline message (TaskSet.again)."""

    kind = "inline-votes"
    request_id: int


@dataclass(frozen=True)
class ShowVotes(TaskKey):
    """The 👍 / 👎 counts under one song's message (run with TaskSet.again)."""

    kind = "votes"
    chat_id: int
    message_id: int


@dataclass(frozen=True)
class ReadKey(TaskKey):
    """A read that asks the service whether a key it refused is accepted again."""

    kind = "read-key"


@dataclass(frozen=True)
class RefreshWaiting(TaskKey):
    """Every waiting request's status message brought up to date (run with TaskSet.again)."""

    kind = "refresh-waiting"


@dataclass(frozen=True)
class _Run(TaskKey):
    """One run of `again(key, ...)`: each has a key of its own, so the run that follows one
    under way is not refused as a duplicate of it."""

    key: TaskKey
    number: int


def _what(key: TaskKey) -> TaskKey:
    """The key a task runs for: its own, or for a run of `again`, the key it was asked with."""
    return key.key if isinstance(key, _Run) else key


class TaskSet:
    def __init__(self) -> None:
        self._tasks: dict[TaskKey, asyncio.Task[object]] = {}
        self._repeating: set[TaskKey] = set()  # `again` keys with a run under way
        self._asked_again: set[TaskKey] = set()
        self._runs = itertools.count()
        self._failures: dict[str, RepeatedFailure] = {}

    def busy(self, key: TaskKey) -> bool:
        return key in self._tasks

    def count(self, kind: type[TaskKey]) -> int:
        """Tasks of this kind under way, runs started by `again` included."""
        return sum(1 for key in self._tasks if isinstance(_what(key), kind))

    def spawn(self, key: TaskKey, work: Work) -> bool:
        """Start `work` unless a task with this key still runs; False if it was not started."""
        if key in self._tasks:
            work.close()
            return False
        task = asyncio.create_task(work, name=str(key))
        self._tasks[key] = task
        task.add_done_callback(lambda done: self._finished(key, done))
        return True

    def again(self, key: TaskKey, make: Callable[[], Work]) -> None:
        """Run `make()` in a task now, or once more after the run under way: a burst of asks
        while it runs costs one more run, never two at once (e.g. refreshing status messages)."""
        if key in self._repeating:
            self._asked_again.add(key)
            return
        self._repeating.add(key)
        self.spawn(_Run(key, next(self._runs)), self._run_while_asked(key, make))

    async def _run_while_asked(self, key: TaskKey, make: Callable[[], Work]) -> None:
        try:
            while True:
                self._asked_again.discard(key)
                await make()
                if key not in self._asked_again:
                    return
        finally:
            self._repeating.discard(key)

    def _finished(self, key: TaskKey, task: asyncio.Task[object]) -> None:
        self._tasks.pop(key, None)
        if task.cancelled():
            return
        # Said once per kind while it repeats (a full disk fails every poll), not per task.
        kind = _what(key).kind
        failure = self._failures.setdefault(kind, RepeatedFailure(log, f"{kind} tasks"))
        error = task.exception()
        if error is not None:
            failure.failed(error)
        else:
            failure.passed()

    async def drain(self, timeout: float) -> None:
        """Let running work finish for up to `timeout` seconds, then cut off the rest."""
        pending = list(self._tasks.values())
        if pending:
            await asyncio.wait(pending, timeout=timeout)
        await self.cancel_all()

    async def cancel_all(self) -> None:
        pending = list(self._tasks.values())
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
