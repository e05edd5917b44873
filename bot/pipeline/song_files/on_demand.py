"""Files made on demand under a song (🎬 its video, 💿 its lossless file), in their turn: a press
that must make a file takes a place in one line (bot/media/turns.py) or is told the line is full;
its work waits for its turn holding nothing, and when the turn comes it fetches what it needs
only if that leaves the room a new song needs (bot/accounting/gate.py `leaves_room`), else its
chat is told to come back later. A file sent before goes again by its file id, with no turn.

A press in the line is written down (a flag) until its work ends: one that a stop cut off is
served again at the next start (`resume_on_demand`), so a "preparing…" is always followed."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from enum import StrEnum

from bot.context import Services
from bot.media.turns import Turn
from bot.store import Request
from bot.tasks import RequestTask
from bot.telegram import place_of
from bot.ui.song import files_line_full_text, files_no_room_text

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
    place = services.files.turns.join(request.chat_id)
    if place is None:
        log.info("request %s: a file asked on demand, the line is full", request.id)
        return Started.LINE_FULL
    services.tasks.spawn(key, _in_turn(services, key, place, request, answer_to, work))
    return Started.STARTED


PRESSED_FLAG = "pressed:{kind}:{request}"  # value: the message answered, or "" for the song


@dataclass(frozen=True)
class OnDemand:
    """One kind of file made on demand (💿 lossless.py, 🎬 video.py): the task that makes and
    sends it, how it is sent, and the file id a request keeps of it once sent."""

    task: Callable[[int], RequestTask]
    deliver: Callable[[Services, int, int | None], Coroutine[object, object, object]]
    sent_before: Callable[[Request], str | None]


def start_file(
    services: Services, kind: OnDemand, request: Request, answer_to: int | None
) -> Started:
    """Make (or send again by its id) and send the request's file of `kind` in a task of its
    own (a big upload must not hold up other updates), answering `answer_to`, the message
    whose button was pressed; one not sent before in its turn in the line."""
    return start_on_demand(
        services,
        kind.task(request.id),
        request,
        answer_to,
        lambda: kind.deliver(services, request.id, answer_to),
        makes_file=not kind.sent_before(request),
    )


async def resume_on_demand(services: Services, kinds: dict[str, OnDemand]) -> None:
    """At a start: presses that waited in the line when the bot stopped are served now (in a
    new turn; a line that is full says so in words, as at a press)."""
    flags = services.store.flags
    for name, answer_to in (await flags.starting_with("pressed:")).items():
        await flags.clear(name)
        _, kind_name, request_id = name.split(":")
        request = await services.store.requests.get(int(request_id))
        kind = kinds.get(kind_name)
        if request is None or kind is None:
            continue
        log.info("request %s: its %s, pressed before a stop, is made now", request.id, kind_name)
        answering = int(answer_to) if answer_to else None
        if start_file(services, kind, request, answering) == Started.LINE_FULL:
            where = place_of(request, int(answer_to) if answer_to else request.audio_message_id)
            text = files_line_full_text(request.language)
            await services.notifier.send_to(where, text, request=request)


async def _in_turn(
    services: Services,
    key: RequestTask,
    place: Turn,
    request: Request,
    answer_to: int | None,
    work: Work,
) -> None:
    flag = PRESSED_FLAG.format(kind=key.kind, request=request.id)
    await services.store.flags.set(flag, str(answer_to or ""))
    stopped = False
    try:
        async with place:
            if await _room_for(services, place, request):
                await work()
            else:
                log.warning("request %s: no room for a file asked on demand", request.id)
                text = files_no_room_text(request.language)
                where = place_of(request, answer_to or request.audio_message_id)
                await services.notifier.send_to(where, text, request=request)
    except asyncio.CancelledError:
        stopped = True  # a stop: the press stays written down for the next start
        raise
    finally:
        place.leave()
        if not stopped:
            await services.store.flags.clear(flag)


async def _room_for(services: Services, place: Turn, request: Request) -> bool:
    """Reserve the room this turn's files may take if the disk leaves a new song its own; once
    more after the cache has let go of what it may (least recently used first)."""
    files, gate = services.files, services.gate
    needed = files.bytes_to_make(request, services.settings.upload_limit_bytes)
    keep = services.tuning.files.on_demand_leaves_room_sec
    if not gate.leaves_room(files.turns.reserved + needed, keep):
        await asyncio.to_thread(files.clean)
        if not gate.leaves_room(files.turns.reserved + needed, keep):
            return False
    place.reserve(needed)
    return True
