"""Drafts nobody confirmed within `HousekeepingTuning.draft_lifetime_sec` end unspent: swept every
DRAFT_SWEEP_EVERY_SEC (expire_old_drafts), and at once when someone acts on one past its day
(expire_if_old). A draft whose lyrics are being rewritten is left for the next sweep.
"""

from __future__ import annotations

from bot.context import Services
from bot.pipeline.drafts.preview import draft_footer, end_draft, show
from bot.store import Reason, Request, State
from bot.tasks import Rewrite
from bot.telegram.notify import has_status
from bot.ui.preview import Footer, Keyboard

# Old drafts are looked for this often (bot/app.py); a press on an older one ends it at once all
# the same.
DRAFT_SWEEP_EVERY_SEC = 15 * 60.0


async def expire_old_drafts(services: Services) -> int:
    """Drafts nobody confirmed within their lifetime end unspent; their previews say so and lose
    their buttons (left as they are if Telegram refuses the edit). How many ended."""
    ended = 0
    for request in await services.store.requests.in_states([State.DRAFT]):
        if past_its_day(services, request) and await expire(services, request):
            ended += 1
    await services.notifier.forget_ended()
    return ended


async def expire_if_old(services: Services, request: Request) -> bool:
    """A draft past its day ends now, although the sweep has not come round yet; whether it
    ended here."""
    return past_its_day(services, request) and await expire(services, request)


def past_its_day(services: Services, request: Request) -> bool:
    return request.created_at <= services.clock() - services.tuning.housekeeping.draft_lifetime_sec


async def expire(services: Services, request: Request) -> bool:
    """The draft ends as expired, its preview saying so; whether it ended here."""
    if services.tasks.busy(Rewrite(request.id)):
        return False  # lyrics are being rewritten: the next sweep looks again

    async def tell() -> bool:
        footer = draft_footer(request, Footer.EXPIRED)
        # A status message, or (guest mode) its inline message, says so; with none, nothing.
        return has_status(request) and await show(services, request, Keyboard.NONE, footer)

    return await end_draft(services, request, tell, reason=Reason.PREVIEW_EXPIRED)
