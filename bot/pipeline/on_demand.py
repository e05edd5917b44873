"""Files made on demand under a song (🎬 its video, 💿 its lossless file), in their turn: a press
that must make a file takes a place in one line (bot/media/turns.py) or is told the line is full;
its work waits for its turn holding nothing, and when the turn comes it fetches what it needs
only if that leaves the room a new song needs (bot/accounting/gate.py `leaves_room`), else its
chat is told to come back later. A file sent before goes again by its file id, with no turn."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from enum import StrEnum

from bot.context import Services
from bot.media.turns import Place
from bot.store import Request
from bot.tasks import RequestTask
from bot.telegram import place_of
from bot.ui.song import files_no_room_text

log = logging.getLogger(__name__)

Work = Callable[[], Coroutine[object, object, object]]


class Started(StrEnum):
    STARTED = "started"
    UNDER_WAY = "under-way"  # this song's file is already being made or sent
    LINE_FULL = "line-full"  # the chat's share of the line, or the line, is full: told in words


def start_on_demand(
    services: Services,
    key: RequestTask,
    request: Request,
    answer_to: int | None,
    work: Work,
    makes_file: bool,
) -> Started:
    """Run `work` in a task keyed `key`; when it `makes_file`, in its turn in the line (words
    about it answer `answer_to`, the message whose button was pressed)."""
    if services.tasks.busy(key):
        return Started.UNDER_WAY
    if not makes_file:
        services.tasks.spawn(key, work())
        return Started.STARTED
    place = services.files.turns.take(request.chat_id)
    if place is None:
        log.info("request %s: a file asked on demand, the line is full", request.id)
        return Started.LINE_FULL
    services.tasks.spawn(key, _in_turn(services, place, request, answer_to, work))
    return Started.STARTED


async def _in_turn(
    services: Services, place: Place, request: Request, answer_to: int | None, work: Work
) -> None:
    try:
        async with place:
            if await _room_for(services, place, request):
                await work()
            else:
                log.warning("request %s: no room for a file asked on demand", request.id)
                text = files_no_room_text(request.language)
                where = place_of(request, answer_to or request.audio_message_id)
                await services.notifier.send_to(where, text, request=request)
    finally:
        place.leave()


async def _room_for(services: Services, place: Place, request: Request) -> bool:
    """Reserve the room this turn's files may take if the disk leaves a new song its own; once
    more after the cache has let go of what it may (least recently used first)."""
    files, gate = services.files, services.gate
    needed = files.bytes_to_make(request, services.settings.upload_limit_bytes)
    keep = services.tuning.on_demand_leaves_room_sec
    if not gate.leaves_room(files.turns.reserved + needed, keep):
        await asyncio.to_thread(files.clean)
        if not gate.leaves_room(files.turns.reserved + needed, keep):
            return False
    place.reserve(needed)
    return True
