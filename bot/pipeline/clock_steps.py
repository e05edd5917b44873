"""Two clocks. Moments (quota days, what a row records, what people read) are on the wall
clock; how long something has waited is measured on the monotonic one. The wall clock may be
stepped (NTP, an operator) by hours either way; the pipeline's waits are stored as wall-clock
moments (a poll's next time, a retry's not-before, a job's acceptance, the start of the slot
held by a POST whose answer was lost), so a step would stall them or give them up.
`follow_clock_steps` notices a step between two ticks (the wall clock moved by more than the
monotonic one did) and moves every stored wait of an open request, and every such hold, by
it, so that each keeps what was left of it (a POST's quota day stays where it was sent). At a
start, stored moments later than now are the sign of a step back while the bot was down: they
are moved back the same way."""

from __future__ import annotations

import logging

from bot.accounting.organization import LAST_PROBE_FLAG
from bot.clocks import TOLERANCE_SEC
from bot.context import Services

log = logging.getLogger(__name__)


async def follow_clock_steps(services: Services) -> float:
    """Move every stored wait by a step of the wall clock, once; the step (0.0: none)."""
    async with services.locks["clock-steps"]:
        step = services.clock_watch.step()
        if step:
            await shift_waits(services, step)
        return step


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
