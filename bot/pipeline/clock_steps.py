"""Two clocks. Moments (quota days, what a row records, what people read) are on the wall
clock; how long something has waited is measured on the monotonic one. The wall clock may be
stepped (NTP, an operator) by hours either way; the pipeline's waits are stored as wall-clock
moments (a poll's next time, a retry's not-before, a job's acceptance, the start of the slot
held by a POST whose answer was lost), so a step would stall them or give them up.
`follow_clock_steps` notices a step between two ticks (the wall clock moved by more than the
monotonic one did) and moves every stored wait of an open request, and every such hold, by
it, so that each keeps what was left of it (a POST's quota day stays where it was sent). The
offset between the two clocks is kept in the database with the kernel's boot id, so a start in
the same boot (the monotonic clock ran on meanwhile) tells a step made while the bot was down,
either way, and moves the waits as for one made while it ran. After a new boot nothing is
inferred but this: stored moments later than now are the sign of a step back, and are moved
back the same way."""

from __future__ import annotations

import json
import logging

from bot.accounting.organization import LAST_PROBE_FLAG
from bot.clocks import TOLERANCE_SEC
from bot.context import Services

log = logging.getLogger(__name__)

OFFSET_FLAG = "clock-offset"  # {"boot": the boot id, "offset": wall minus monotonic}


async def follow_clock_steps(services: Services) -> float:
    """Move every stored wait by a step of the wall clock, once; the step (0.0: none)."""
    async with services.locks["clock-steps"]:
        step = services.clock_watch.step()
        if step:
            await shift_waits(services, step)
            await remember_offset(services)
        return step


async def follow_steps_while_stopped(services: Services) -> None:
    """At a start, before anything reads a wait: a step made while the bot was down, told from
    the offset kept in this same boot, moves the waits (a different boot tells nothing)."""
    boot = services.boot_id()
    kept = await services.store.flags.get(OFFSET_FLAG)
    then = _kept_offset(kept) if kept is not None else None
    if boot is not None and then is not None and then[0] == boot:
        services.clock_watch.resume(then[1])
        await follow_clock_steps(services)
    await remember_offset(services)


async def remember_offset(services: Services) -> None:
    boot = services.boot_id()
    if boot is not None:
        kept = {"boot": boot, "offset": services.clock_watch.offset}
        await services.store.flags.set(OFFSET_FLAG, json.dumps(kept))


def _kept_offset(kept: str) -> tuple[str, float] | None:
    try:
        found = json.loads(kept)
        return str(found["boot"]), float(found["offset"])
    except (ValueError, TypeError, KeyError):
        return None  # written by something else: nothing is inferred from it


async def shift_back_at_start(services: Services) -> None:
    """Moments stored later than now: the wall clock went back while the bot was down."""
    latest = await services.store.requests.latest_change()
    step = services.clock() - latest if latest is not None else 0.0
    if step < -TOLERANCE_SEC:
        await shift_waits(services, step)


async def shift_waits(services: Services, step: float) -> None:
    moved = await services.store.requests.shift_waits(step)
    flags = services.store.flags
    if (probe := await flags.get(LAST_PROBE_FLAG)) is not None:
        await flags.set(LAST_PROBE_FLAG, str(float(probe) + step))
    log.warning(
        "the wall clock was stepped by %+.0f s: the waits of %s open requests keep what was left",
        step,
        moved,
    )
