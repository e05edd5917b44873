"""TaskSet alone (bot/tasks.py): a key runs once at a time, kinds are told apart by their
class, `again` coalesces a burst, and a failing kind is logged once under its name."""

from __future__ import annotations

import asyncio
import inspect
import logging

import pytest

from bot.tasks import (
    Poll,
    RefreshWaiting,
    RequestTask,
    Submit,
    TaskSet,
    TellSubmitted,
    WriteLyrics,
)


async def held(gate: asyncio.Event) -> None:
    await gate.wait()


async def test_a_key_runs_once_at_a_time_and_kinds_of_one_request_do_not_block_each_other() -> None:
    tasks, gate = TaskSet(), asyncio.Event()
    assert tasks.spawn(Submit(1), held(gate))
    second = held(gate)
    assert not tasks.spawn(Submit(1), second), "a second POST of one request is not started"
    assert inspect.getcoroutinestate(second) == inspect.CORO_CLOSED, "closed, never left unawaited"
    assert tasks.spawn(Poll(1), held(gate)), "a poll is another kind, though of the same id"
    assert tasks.spawn(Submit(2), held(gate))
    assert tasks.spawn(TellSubmitted(1, 1), held(gate))
    assert tasks.spawn(TellSubmitted(1, 2), held(gate)), "each attempt is told on its own"
    assert tasks.busy(Submit(1)) and not tasks.busy(Poll(3))
    assert tasks.count(Submit) == 2 and tasks.count(Poll) == 1
    assert tasks.count(RequestTask) == 5
    gate.set()
    await tasks.drain(timeout=5)
    assert not tasks.busy(Submit(1)) and tasks.count(RequestTask) == 0


def test_a_place_s_writing_key_tells_topics_and_people_apart() -> None:
    assert WriteLyrics(-5, None, 7) == WriteLyrics(-5, None, 7)
    assert WriteLyrics(-5, 3, 7) != WriteLyrics(-5, None, 7)
    assert WriteLyrics(-5, None, 8) != WriteLyrics(-5, None, 7)


async def test_a_burst_of_asks_again_costs_one_more_run_counted_under_its_kind() -> None:
    tasks, gate, runs = TaskSet(), asyncio.Event(), 0

    async def refresh() -> None:
        nonlocal runs
        runs += 1
        await gate.wait()

    tasks.again(RefreshWaiting(), refresh)
    await asyncio.sleep(0)
    for _ in range(5):
        tasks.again(RefreshWaiting(), refresh)
    assert tasks.count(RefreshWaiting) == 1
    assert not tasks.busy(RefreshWaiting()), "a run of `again` is no task of the key itself"
    gate.set()
    await tasks.drain(timeout=5)
    assert runs == 2


async def test_a_failing_kind_is_logged_once_under_its_name(
    caplog: pytest.LogCaptureFixture,
) -> None:
    tasks = TaskSet()

    async def fail() -> None:
        raise OSError("disk full")

    with caplog.at_level(logging.INFO, logger="bot.tasks"):
        for request_id in (1, 2):
            tasks.spawn(Poll(request_id), fail())
            await tasks.drain(timeout=5)
    lines = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert lines == ["poll tasks failed; said once until it works again"]
