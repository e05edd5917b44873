"""The alarm rings once, at the earliest moment it was set for, on the clock it was given."""

from __future__ import annotations

import asyncio

from bot.alarm import Alarm


class Clock:
    """A wall clock that stands `offset` seconds from the event loop's, as the bot's may."""

    def __init__(self, offset: float) -> None:
        self.offset = offset

    def __call__(self) -> float:
        return asyncio.get_running_loop().time() + self.offset


def rings(alarm: Alarm, clock: Clock) -> list[float]:
    """The moments (on `clock`) it rang at."""
    rung: list[float] = []
    alarm.answer_with(lambda: rung.append(clock()), clock)
    return rung


async def test_it_rings_once_at_the_earliest_moment_it_was_set_for() -> None:
    clock, alarm = Clock(1_800_000_000.0), Alarm()
    rung = rings(alarm, clock)
    now = clock()
    alarm.set_at(now + 0.2)
    alarm.set_at(now + 0.1)  # sooner: moves it
    alarm.set_at(now + 0.3)  # later: changes nothing
    await asyncio.sleep(0.4)
    assert len(rung) == 1
    assert now + 0.1 <= rung[0] < now + 0.2


async def test_a_moment_already_past_rings_at_once() -> None:
    clock, alarm = Clock(-500.0), Alarm()
    rung = rings(alarm, clock)
    alarm.set_at(clock() - 60)
    await asyncio.sleep(0.01)
    assert len(rung) == 1


async def test_silenced_it_never_rings_again() -> None:
    clock, alarm = Clock(0.0), Alarm()
    rung = rings(alarm, clock)
    alarm.set_at(clock() + 0.05)
    alarm.silence()
    alarm.set_at(clock() + 0.05)
    await asyncio.sleep(0.15)
    assert rung == []


async def test_it_rings_no_sooner_than_its_gap_after_its_last_ring() -> None:
    clock, alarm = Clock(0.0), Alarm()
    rung: list[float] = []
    alarm.answer_with(lambda: rung.append(clock()), clock, gap_sec=0.2)
    alarm.set_at(clock())
    await asyncio.sleep(0.05)
    alarm.set_at(clock())  # due at once, but it rang 0.05 s ago: gathered into the next ring
    await asyncio.sleep(0.3)
    assert len(rung) == 2
    assert rung[1] - rung[0] >= 0.2
