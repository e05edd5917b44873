"""Background tasks of the pipeline (submissions, polls, deliveries), tracked so that a stop
can wait for them or cut them off, and so that one request never runs the same step twice."""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Callable, Coroutine, Hashable
from typing import Any

from bot.logs import RepeatedFailure

log = logging.getLogger(__name__)


class TaskSet:
    def __init__(self) -> None:
        self._tasks: dict[Hashable, asyncio.Task[Any]] = {}
        self._repeating: set[Hashable] = set()  # `again` keys with a run under way
        self._asked_again: set[Hashable] = set()
        self._runs = itertools.count()
        self._failures: dict[str, RepeatedFailure] = {}

    def busy(self, key: Hashable) -> bool:
        return key in self._tasks

    def count(self, kind: str) -> int:
        return sum(1 for key in self._tasks if isinstance(key, tuple) and key[0] == kind)

    def spawn(self, key: Hashable, work: Coroutine[Any, Any, Any]) -> bool:
        """Start `work` unless a task with this key still runs; False if it was not started."""
        if key in self._tasks:
            work.close()
            return False
        task = asyncio.create_task(work, name=str(key))
        self._tasks[key] = task
        task.add_done_callback(lambda done: self._finished(key, done))
        return True

    def again(self, key: Hashable, make: Callable[[], Coroutine[Any, Any, Any]]) -> None:
        """Run `make()` in a task now, or once more after the run under way: a burst of asks
        while it runs costs one more run, never two at once (e.g. refreshing status messages)."""
        if key in self._repeating:
            self._asked_again.add(key)
            return
        self._repeating.add(key)
        self.spawn((key, next(self._runs)), self._run_while_asked(key, make))

    async def _run_while_asked(
        self, key: Hashable, make: Callable[[], Coroutine[Any, Any, Any]]
    ) -> None:
        try:
            while True:
                self._asked_again.discard(key)
                await make()
                if key not in self._asked_again:
                    return
        finally:
            self._repeating.discard(key)

    def _finished(self, key: Hashable, task: asyncio.Task[Any]) -> None:
        self._tasks.pop(key, None)
        if task.cancelled():
            return
        # Said once per kind while it repeats (a full disk fails every poll), not per task.
        kind = str(key[0]) if isinstance(key, tuple) and key else str(key)
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
