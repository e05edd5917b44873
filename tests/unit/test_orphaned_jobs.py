"""Which journaled job is a request's own (bot/pipeline/scheduler.py `own_journaled_job`): after
a restore, request ids are handed out again, so the accepted-jobs journal may hold lines for an
id that belonged to another request. A request found mid-POST, or one a restored copy shows
before its POST, takes on only a job accepted after its row was created; else its POST's answer
is not known, and it is `unknown` with its "Try again" button, never another person's song."""

from __future__ import annotations

from pathlib import Path

from bot.pipeline.scheduler import (
    attach_journaled_jobs,
    recover_after_restart,
    settle_orphaned_submissions,
)
from bot.store import Reason, Request, State
from bot.store.journal import AcceptedJob
from tests.unit.fake_services import World, fake_world


async def mid_post(world: World, chat_id: int) -> Request:
    """A request whose POST was under way when the bot stopped."""
    request = await world.ask(chat_id)
    await world.services.store.requests.move(
        request.id, State.WAITING, State.SUBMITTING, submitted_at=world.clock(), attempts=1
    )
    return request


def journal(world: World, *jobs: AcceptedJob) -> None:
    for job in jobs:
        world.services.journal.record(job)


def retry_buttons(world: World) -> list[str]:
    return [
        button.callback_data
        for call in world.bot.sent("send_message")
        if (markup := call.get("reply_markup")) is not None
        for row in markup.inline_keyboard
        for button in row
    ]


async def test_a_request_found_mid_post_never_takes_another_request_s_old_job(
    tmp_path: Path,
) -> None:
    async with fake_world(tmp_path) as world:
        world.clock.advance(3600)
        request = await mid_post(world, 1)
        # the line of another request whose id this row took over after a restore
        journal(world, AcceptedJob(request.id, "job-of-another", world.clock() - 600))
        await settle_orphaned_submissions(world.services)
        await world.settle()
        stored = await world.services.store.requests.get(request.id)
        assert stored is not None
        assert (stored.state, stored.reason, stored.job_id) == (
            State.UNKNOWN,
            Reason.NO_ANSWER,
            None,
        ), "its own POST's answer is not known; the other job is not its"
        assert retry_buttons(world) == [f"retry:{request.id}:1"], "told, with its button"


async def test_of_two_lines_for_one_id_the_one_accepted_after_the_row_is_its_job(
    tmp_path: Path,
) -> None:
    async with fake_world(tmp_path) as world:
        world.clock.advance(3600)
        request = await mid_post(world, 1)
        own = AcceptedJob(request.id, "job-own", world.clock() + 1)
        other = AcceptedJob(request.id, "job-of-another", world.clock() - 600)
        journal(world, own, other)  # the other's line last: "the last" would be wrong
        await settle_orphaned_submissions(world.services)
        stored = await world.services.store.requests.get(request.id)
        assert stored is not None
        assert (stored.state, stored.job_id) == (State.QUEUED, "job-own")


async def test_a_restored_row_before_its_post_attaches_only_its_own_job(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        world.clock.advance(3600)
        waiting = await world.ask(1)
        lost = await mid_post(world, 2)
        journal(
            world,
            AcceptedJob(waiting.id, "job-w", world.clock() + 5),
            AcceptedJob(lost.id, "job-old", world.clock() - 60),
            AcceptedJob(waiting.id, "job-w-old", world.clock() - 60),
        )
        await recover_after_restart(world.services)
        await world.settle()
        first = await world.services.store.requests.get(waiting.id)
        second = await world.services.store.requests.get(lost.id)
        assert first is not None and second is not None
        assert (first.state, first.job_id) == (State.QUEUED, "job-w")
        assert (second.state, second.job_id) == (State.UNKNOWN, None)
        kept = {job.job_id for job in world.services.journal.read()}
        assert kept == {"job-old", "job-w-old"}, "the other requests' jobs stay in the journal"


async def test_a_journaled_job_some_row_follows_is_nobody_else_s(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        followed = await world.made(1)
        request = await world.ask(2)
        journal(world, AcceptedJob(request.id, f"job-{followed.id}", world.clock() + 1))
        await attach_journaled_jobs(world.services)
        assert await world.state_of(request.id) == State.WAITING


async def test_a_line_a_start_found_in_no_row_is_nobody_s_even_after_a_step_back(
    tmp_path: Path,
) -> None:
    """The restored copy has no row for the line's id; a start marks it an orphan. The wall
    clock then steps back an hour and the id is handed out again: the new row looks created
    before the line was accepted, and still never takes the job on."""
    async with fake_world(tmp_path) as world:
        journal(world, AcceptedJob(1, "job-of-another", world.clock() - 60))
        await recover_after_restart(world.services)
        assert [job.orphan for job in world.services.journal.read()] == [True]
        world.clock.advance(-3600)
        request = await mid_post(world, 1)
        assert request.id == 1 and request.created_at < world.clock() + 3600 - 60
        await recover_after_restart(world.services)
        await world.settle()
        stored = await world.services.store.requests.get(request.id)
        assert stored is not None
        assert (stored.state, stored.job_id) == (State.UNKNOWN, None)
        assert [job.job_id for job in world.services.journal.read()] == ["job-of-another"]
