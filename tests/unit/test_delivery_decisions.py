"""Whose fault a failed delivery is (bot/pipeline/delivery.py), against fake clients
(tests/unit/fake_services.py): the world's failures (Telegram down, the service unreachable)
wait uncounted; Telegram's word on the song (a rejected call) counts; a chat that blocked the
bot ends the song, told to nobody; a made song goes out once."""

from __future__ import annotations

from pathlib import Path

from telegram.error import BadRequest, Forbidden, NetworkError

from bot.pipeline.delivery import Delivery
from bot.service.errors import Unavailable
from bot.store import Reason, Request, State
from tests.conftest import stored_in
from tests.unit.fake_services import World, fake_world


async def deliver_once(world: World, request: Request) -> Request:
    Delivery(world.services).start(request.id)
    await world.settle()
    stored = await world.services.store.requests.get(request.id)
    assert stored is not None
    return stored


async def test_a_made_song_is_sent_once_as_audio_and_delivered(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        song = await deliver_once(world, await world.made(1))
        assert song.state == State.DELIVERED
        assert song.audio_file_id is not None
        (sent,) = world.bot.sent("send_audio")
        assert sent["args"][0] == 1 and sent["duration"] == 2


async def test_telegram_failing_is_the_world_s_fault_and_never_counts(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        world.bot.fail_with = NetworkError("Bad Gateway")
        request = await world.made(1)
        for _ in range(5):
            song = await deliver_once(world, request)
            assert (song.state, song.delivery_attempts) == (State.COMPLETED, 0)
            assert song.not_before > world.clock(), "it waits, then tries again"
        world.bot.fail_with = None
        assert (await deliver_once(world, request)).state == State.DELIVERED


async def test_the_service_unreachable_for_the_file_waits_uncounted(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        world.music.file_error = Unavailable("connection refused")
        song = await deliver_once(world, await world.made(1))
        assert (song.state, song.delivery_attempts) == (State.COMPLETED, 0)
        assert world.bot.sent("send_audio") == []


async def test_telegram_rejecting_the_song_s_call_counts_against_it(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        world.bot.fail_with = BadRequest("Audio_file_invalid")
        song = await deliver_once(world, await world.made(1))
        assert (song.state, song.delivery_attempts) == (State.COMPLETED, 1)


async def test_a_chat_that_blocked_the_bot_ends_the_song_told_to_nobody(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        world.bot.fail_with = Forbidden("Forbidden: bot was blocked by the user")
        song = await deliver_once(world, await world.made(1))
        assert (song.state, song.reason) == (State.FAILED, Reason.CHAT_GONE)
        assert song.told_at is not None
        assert not (await world.services.store.chats.get(1)).active


async def test_outcomes_telegram_could_not_carry_are_told_again_a_minute_on_by_the_bot_s_clock(
    tmp_path: Path,
) -> None:
    # A failed song whose word was never told; Telegram is not known to have come back, so only
    # the minute's retelling tells it. The minute is the bot's own clock (the model's days).
    async with fake_world(tmp_path) as world:
        request = await world.ask(1)
        moves = world.services.store.requests
        await moves.move(request.id, State.WAITING, State.SUBMITTING)
        await moves.move(request.id, State.SUBMITTING, State.QUEUED, job_id="job-1")
        await moves.move(request.id, State.QUEUED, State.FAILED, reason=Reason.GENERATION_FAILED)
        delivery = Delivery(world.services)
        world.bot.fail_with = NetworkError("Bad Gateway")
        await delivery.tick()
        await world.settle()
        assert (await stored_in(world.services.store, request.id)).told_at is None
        world.bot.fail_with = None
        world.clock.advance(30)
        await delivery.tick()
        await world.settle()
        assert (await stored_in(world.services.store, request.id)).told_at is None, (
            "not before the minute"
        )
        world.clock.advance(31)
        await delivery.tick()
        await world.settle()
        assert (await stored_in(world.services.store, request.id)).told_at is not None
