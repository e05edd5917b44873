"""The line of files made on demand (bot/media/turns.py): bounded per chat and in all, turns
taken one bound at a time, and a place given back whether or not its turn came."""

from __future__ import annotations

import asyncio

from bot.media.turns import FileTurns, Turn
from bot.tuning import FilesTuning

TUNING = FilesTuning(files_made_at_once=2, file_presses_per_chat=2, file_presses_in_line=3)


def test_a_chat_has_its_share_of_the_line_and_the_line_its_bound() -> None:
    turns = FileTurns(TUNING)
    first, second = turns.join(1), turns.join(1)
    assert first and second
    assert turns.join(1) is None, "one past the chat's share"
    third = turns.join(2)
    assert third is not None
    assert turns.join(3) is None, "one past the line's bound"
    first.leave()
    first.leave()  # idempotent
    assert turns.join(3) is not None and turns.in_line == 3


async def test_no_more_turns_under_way_than_the_bound_and_reserved_room_given_back() -> None:
    turns = FileTurns(TUNING)
    places = [place for chat in (1, 2, 3) if (place := turns.join(chat)) is not None]
    assert len(places) == 3
    entered = asyncio.Event()
    held = asyncio.Event()

    async def work(place: Turn) -> None:
        try:
            async with place:
                place.reserve(100)
                entered.set()
                await held.wait()
        finally:
            place.leave()

    tasks = [asyncio.create_task(work(place)) for place in places]
    await entered.wait()
    await asyncio.sleep(0.01)
    assert turns.under_way == 2 and turns.reserved == 200
    held.set()
    await asyncio.gather(*tasks)
    assert turns.most_under_way == 2
    assert (turns.under_way, turns.reserved, turns.in_line) == (0, 0, 0)
