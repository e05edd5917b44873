"""What a press on a preview decides (bot/pipeline/drafts/actions.py), against fake clients
(tests/unit/fake_services.py): a draft goes in line once, from its current preview, by its
own asker; a cancelled or expired one spends nothing; a rewrite asks the text budget first."""

from __future__ import annotations

from pathlib import Path

from bot.pipeline.drafts.actions import cancel, confirm, rewrite
from bot.pipeline.drafts.expiry import expire_old_drafts
from bot.pipeline.drafts.preview import Outcome, PreviewRef
from bot.pipeline.scheduler import Scheduler
from bot.store import State
from bot.ui.text_limits import TextRefusal
from tests.unit.fake_services import TUNING, World, fake_world

PREVIEW = 77


def press(request_id: int, chat_id: int, user_id: int | None = None) -> PreviewRef:
    return PreviewRef(request_id, user_id or chat_id, chat_id, PREVIEW)


def count_rings(world: World) -> list[int]:
    rings: list[int] = []

    async def ring() -> None:
        rings.append(1)

    world.services.scheduler_bell.answer_with(ring)
    return rings


async def test_make_the_song_puts_the_draft_in_line_once_and_wakes_the_scheduler(
    tmp_path: Path,
) -> None:
    async with fake_world(tmp_path) as world:
        rings = count_rings(world)
        draft = await world.draft(1, PREVIEW)
        assert await confirm(world.services, press(draft.id, 1)) == Outcome.DONE
        assert await confirm(world.services, press(draft.id, 1)) == Outcome.STALE
        assert await world.state_of(draft.id) == State.WAITING
        assert rings == [1], "the scheduler is rung by the confirmation itself, once"


async def test_only_its_asker_and_only_its_current_preview_count(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        draft = await world.draft(1, PREVIEW)
        someone_else = await confirm(world.services, press(draft.id, 1, user_id=2))
        old_preview = PreviewRef(draft.id, 1, 1, PREVIEW - 1)
        assert someone_else == Outcome.NOT_YOURS
        assert await confirm(world.services, old_preview) == Outcome.STALE
        assert await world.state_of(draft.id) == State.DRAFT


async def test_a_cancelled_or_expired_draft_spends_nothing(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        cancelled, forgotten = await world.draft(1, PREVIEW), await world.draft(2, PREVIEW)
        assert await cancel(world.services, press(cancelled.id, 1)) == Outcome.DONE
        world.clock.advance(TUNING.housekeeping.draft_lifetime_sec + 1)
        assert await expire_old_drafts(world.services) == 1
        late = await confirm(world.services, press(forgotten.id, 2))
        again = await confirm(world.services, press(cancelled.id, 1))
        await Scheduler(world.services).tick()
        await world.settle()
        assert (late, again) == (Outcome.EXPIRED, Outcome.STALE)
        assert world.music.posts == []


async def test_a_rewrite_past_the_asker_s_lyrics_share_calls_no_model(tmp_path: Path) -> None:
    async with fake_world(tmp_path) as world:
        draft = await world.draft(1, PREVIEW)
        await world.services.store.text_calls.set_share(1, 0, changed_by=None)  # none today
        outcome = await rewrite(world.services, press(draft.id, 1))
        assert isinstance(outcome, TextRefusal)
        assert await world.services.store.text_calls.count_since(0) == 0
        assert await world.state_of(draft.id) == State.DRAFT


async def test_a_preview_past_its_day_spends_nothing_even_before_the_sweep(
    tmp_path: Path,
) -> None:
    async with fake_world(tmp_path) as world:
        draft = await world.draft(1, PREVIEW)
        world.clock.advance(
            TUNING.housekeeping.draft_lifetime_sec + 600
        )  # the sweep has not run since
        assert await confirm(world.services, press(draft.id, 1)) == Outcome.EXPIRED
        await Scheduler(world.services).tick()
        await world.settle()
        assert await world.state_of(draft.id) == State.CANCELLED
        assert world.music.posts == []
