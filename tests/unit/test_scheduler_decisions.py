"""The scheduler's decisions (bot/pipeline/scheduler.py), tick by tick, against fake clients
(tests/unit/fake_services.py): what it POSTs, when, and what each answer proves. The e2e tests
drive the same code over real HTTP; these reach each decision directly and in milliseconds."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.accounting.organization import Pause
from bot.pipeline.scheduler import Scheduler
from bot.service.errors import MaybeSent, RateLimited, Rejected, Unauthorized, WalletEmpty
from bot.store import Reason, State
from tests.unit.fake_services import TUNING, fake_world


async def test_one_post_per_free_slot_oldest_first(tmp_path: Path) -> None:
    async with fake_world(tmp_path, ORG_CONCURRENT_LIMIT=2) as world:
        first, second, third = [await world.ask(chat) for chat in (1, 2, 3)]
        scheduler = Scheduler(world.services)
        await scheduler.tick()
        await world.settle()
        await scheduler.tick()  # both slots are held by jobs at the service
        await world.settle()
        assert len(world.music.posts) == 2
        assert await world.state_of(first.id) == State.QUEUED
        assert await world.state_of(second.id) == State.QUEUED
        assert await world.state_of(third.id) == State.WAITING


async def test_nothing_is_posted_once_the_day_s_tracks_are_used(tmp_path: Path) -> None:
    async with fake_world(tmp_path, ORG_DAILY_LIMIT=1, ORG_CONCURRENT_LIMIT=2) as world:
        await world.ask(1)
        late = await world.ask(2)
        scheduler = Scheduler(world.services)
        for _ in range(3):
            await scheduler.tick()
            await world.settle()
        assert len(world.music.posts) == 1
        assert await world.state_of(late.id) == State.WAITING


async def test_a_429_sends_the_song_back_to_wait_and_holds_everyone_back(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        world.music.answers.append(RateLimited("busy"))
        request = await world.ask(1)
        scheduler = Scheduler(world.services)
        await scheduler.tick()
        await world.settle()
        stored = await world.services.store.requests.get(request.id)
        assert stored is not None
        assert (stored.state, stored.reason) == (State.WAITING, Reason.BUSY)
        world.clock.advance(TUNING.polling.backoff_base_sec - 1)
        await scheduler.tick()
        await world.settle()
        assert len(world.music.posts) == 1, "no second POST within the backoff"
        world.clock.advance(2)
        await scheduler.tick()
        await world.settle()
        assert len(world.music.posts) == 2
        assert await world.state_of(request.id) == State.QUEUED


async def test_an_empty_wallet_pauses_and_keeps_the_song_in_line(tmp_path: Path) -> None:
    async with fake_world(tmp_path, ORG_CONCURRENT_LIMIT=1) as world:
        world.music.answers.append(WalletEmpty("no money"))
        request = await world.ask(1)
        await world.ask(2)
        scheduler = Scheduler(world.services)
        await scheduler.tick()
        await world.settle()
        assert await world.services.org.paused() == Pause.WALLET
        assert await world.state_of(request.id) == State.WAITING
        await scheduler.tick()
        await world.settle()
        assert len(world.music.posts) == 1, "paused: only a probe after its interval"
        admin_words = [call for call in world.bot.sent("send_message") if call["args"][0] == 900]
        assert len(admin_words) == 1, "each admin is told once"


async def test_a_refused_key_pauses_as_key(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        world.music.answers.append(Unauthorized("bad key"))
        await world.ask(1)
        await Scheduler(world.services).tick()
        await world.settle()
        assert await world.services.org.paused() == Pause.KEY


async def test_a_rejection_ends_the_song_and_an_unread_answer_is_never_sent_again(
    tmp_path: Path,
) -> None:
    async with fake_world(tmp_path) as world:
        world.music.answers += [Rejected("lyrics too long"), MaybeSent("connection lost")]
        rejected, unknown = await world.ask(1), await world.ask(2)
        scheduler = Scheduler(world.services)
        for _ in range(3):
            await scheduler.tick()
            await world.settle()
            world.clock.advance(60)
        assert await world.state_of(rejected.id) == State.REJECTED
        assert await world.state_of(unknown.id) == State.UNKNOWN
        assert len(world.music.posts) == 2, "an answer that proves nothing is not a refusal"


async def test_a_denied_chat_s_song_ends_unspent(tmp_path: Path) -> None:
    async with fake_world(tmp_path, ACCESS="private") as world:
        request = await world.ask(5)
        await Scheduler(world.services).tick()
        await world.settle()
        stored = await world.services.store.requests.get(request.id)
        assert stored is not None
        assert (stored.state, stored.reason) == (State.CANCELLED, Reason.DENIED)
        assert world.music.posts == []


async def test_no_post_while_telegram_refuses_the_token(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        request = await world.ask(1)
        world.services.reach.refused(world.services.reach.sending())
        scheduler = Scheduler(world.services)
        await scheduler.tick()
        await world.settle()
        assert world.music.posts == []
        assert await world.state_of(request.id) == State.WAITING
        world.services.reach.answered(world.services.reach.sending())
        await scheduler.tick()
        await world.settle()
        assert len(world.music.posts) == 1


async def test_the_gate_warns_only_while_it_is_shut(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    async with fake_world(tmp_path) as world:
        scheduler = Scheduler(world.services)
        with caplog.at_level(logging.INFO, logger="bot.pipeline.scheduler"):
            await scheduler.tick()  # a start: open, as it should be
            world.services.reach.refused(world.services.reach.sending())
            await scheduler.tick()
            world.services.reach.answered(world.services.reach.sending())
            await scheduler.tick()
        gate_lines = [r for r in caplog.records if "the gate" in r.getMessage()]
        assert [(r.levelno, r.getMessage()) for r in gate_lines] == [
            (logging.INFO, "the gate before new songs is open"),
            (logging.WARNING, "the gate before new songs is shut: token"),
            (logging.INFO, "the gate before new songs is open"),
        ]
