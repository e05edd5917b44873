"""songbot_service_wait_seconds (bot/monitoring/metrics.py `service_wait`, counted by
bot/store/figures.py): how long the oldest request has waited for the music service itself. A
refused POST (401, 402, 429, 503, the service not reached) starts it, a POST the service takes
ends it; a wait for the organization's limits, a share, an admin's pause or the gate is never
counted, so its alert (deploy/alerts.yml) pages only when the service keeps people waiting."""

from __future__ import annotations

from pathlib import Path

from bot.accounting.gate import GateHoldup
from bot.monitoring.metrics import service_wait
from bot.pipeline.scheduler import Scheduler
from bot.service.errors import (
    NotSent,
    RateLimited,
    Rejected,
    ServiceError,
    Unavailable,
    WalletEmpty,
)
from bot.store import State
from tests.unit.fake_services import ADMIN, TUNING, World, fake_world


async def waited(world: World) -> float:
    services = world.services
    holdup = services.gate.holdup(services.settings.DEFAULT_DURATION_SEC)
    return await service_wait(services, await services.org.pauses(), holdup)


async def tick(world: World, scheduler: Scheduler) -> None:
    await scheduler.tick()
    await world.settle()


async def asked_and_answered(world: World, answer: ServiceError) -> None:
    """A song asked and its POST answered with `answer` by the service, in one round."""
    world.music.answers.append(answer)
    await world.ask(1)
    await tick(world, Scheduler(world.services))


async def test_a_503_starts_the_wait_a_second_refusal_keeps_its_start_a_take_ends_it(
    tmp_path: Path,
) -> None:
    async with fake_world(tmp_path) as world:
        world.music.answers += [Unavailable("503"), NotSent("connection refused")]
        await world.ask(1)
        scheduler = Scheduler(world.services)
        assert await waited(world) == 0.0
        await tick(world, scheduler)
        world.clock.advance(TUNING.polling.backoff_base_sec + 1)
        assert await waited(world) == TUNING.polling.backoff_base_sec + 1
        await tick(world, scheduler)  # refused again: unreachable
        world.clock.advance(100)
        assert await waited(world) == TUNING.polling.backoff_base_sec + 101, (
            "from the first refusal"
        )
        world.clock.advance(TUNING.polling.backoff_max_sec)
        await tick(world, scheduler)  # taken
        assert len(world.music.posts) == 3
        assert await waited(world) == 0.0


async def test_a_429_and_an_empty_wallet_are_waits_for_the_service(tmp_path: Path) -> None:
    for refusal in (RateLimited("busy"), WalletEmpty("no money")):
        async with fake_world(tmp_path / type(refusal).__name__) as world:
            await asked_and_answered(world, refusal)
            world.clock.advance(60)
            assert await waited(world) == 60.0, type(refusal).__name__


async def test_a_refusal_before_the_service_last_took_a_post_is_not_a_wait(
    tmp_path: Path,
) -> None:
    """A request the service refused once, still in line while the service took another's
    POST since: the service works, so the request waits for the line, not for it."""
    async with fake_world(tmp_path) as world:
        world.music.answers.append(Unavailable("503"))
        refused = await world.ask(1)
        await tick(world, Scheduler(world.services))
        world.clock.advance(30)
        taken = await world.ask(2)
        moves = world.services.store.requests
        now = world.clock()
        await moves.move(taken.id, State.WAITING, State.SUBMITTING, submitted_at=now)
        await moves.move(taken.id, State.SUBMITTING, State.QUEUED, job_id="job-9", accepted_at=now)
        assert await world.state_of(refused.id) == State.WAITING
        world.clock.advance(3600)
        assert await waited(world) == 0.0


async def test_a_rejection_is_no_wait(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        await asked_and_answered(world, Rejected("lyrics too long"))
        world.clock.advance(600)
        assert await waited(world) == 0.0


async def test_the_organization_s_limits_and_a_share_are_no_wait(tmp_path: Path) -> None:
    async with fake_world(tmp_path, ORG_DAILY_LIMIT=1, USER_DAILY_LIMIT=1) as world:
        await world.ask(1)
        await world.ask(1)  # over the person's share
        await world.ask(2)  # over the organization's day
        scheduler = Scheduler(world.services)
        for _ in range(3):
            await tick(world, scheduler)
            world.clock.advance(3600)
        assert len(world.music.posts) == 1
        assert await world.services.store.requests.count_in_states([State.WAITING]) == 2
        assert await waited(world) == 0.0


async def test_an_admin_s_pause_is_no_wait_even_after_a_refusal(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        org = world.services.org
        await org.pause_by_admin(ADMIN)
        await world.ask(1)
        await tick(world, Scheduler(world.services))
        world.clock.advance(3600)
        assert await waited(world) == 0.0, "paused before any POST"
        await org.resume_by_admin(ADMIN)
        world.music.answers.append(Unavailable("503"))
        await tick(world, Scheduler(world.services))
        world.clock.advance(60)
        assert await waited(world) == 60.0
        await org.pause_by_admin(ADMIN)
        assert await waited(world) == 0.0, "the line waits for the admin now"


async def test_the_gate_s_holdup_is_no_wait(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        await asked_and_answered(world, Unavailable("503"))
        world.clock.advance(60)
        services = world.services
        pauses = await services.org.pauses()
        assert await service_wait(services, pauses, None) == 60.0
        assert await service_wait(services, pauses, GateHoldup.TOKEN) == 0.0
