"""A step of the wall clock made while the bot was stopped (bot/pipeline/clock_steps.py): told
from the offset between the wall and the monotonic clock kept with the kernel's boot id, within
one boot; after another boot nothing is inferred from it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from bot.clocks import read_boot_id
from bot.context import Services
from bot.pipeline.clock_steps import follow_steps_while_stopped
from tests.unit.fake_services import fake_world

HOUR = 3600.0


def restarted(services: Services, step: float, boot: str) -> Services:
    """The same store and clocks after a stop, the wall clock stepped by `step` meanwhile."""
    wall = services.clock
    return replace(services, clock=lambda: wall() + step, boot_id=lambda: boot)


@pytest.mark.parametrize("step", [3 * HOUR, -HOUR])
async def test_a_step_made_while_stopped_in_the_same_boot_moves_the_waits(
    tmp_path: Path, step: float
) -> None:
    async with fake_world(tmp_path) as world:
        services = replace(world.services, boot_id=lambda: "boot-a")
        await follow_steps_while_stopped(services)  # the first start keeps the offset
        request = await world.ask(1)
        due = world.clock() + 100.0
        await services.store.requests.update(request.id, not_before=due)
        world.clock.advance(30.0)
        await follow_steps_while_stopped(restarted(services, step, "boot-a"))
        stored = await services.store.requests.get(request.id)
        assert stored is not None and stored.not_before == due + step


async def test_after_another_boot_nothing_is_inferred(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        services = replace(world.services, boot_id=lambda: "boot-a")
        await follow_steps_while_stopped(services)
        request = await world.ask(1)
        due = world.clock() + 100.0
        await services.store.requests.update(request.id, not_before=due)
        await follow_steps_while_stopped(restarted(services, 3 * HOUR, "boot-b"))
        stored = await services.store.requests.get(request.id)
        assert stored is not None and stored.not_before == due


def test_the_boot_id_is_read_or_none(tmp_path: Path) -> None:
    boot = tmp_path / "boot_id"
    boot.write_text("4b1c\n")
    assert read_boot_id(boot) == "4b1c"
    assert read_boot_id(tmp_path / "none") is None
