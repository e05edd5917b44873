"""The text model is paid by tokens, with the same key as the tracks: every call to it is made
for an asker allowed at that moment (access, pauses: as a POST), and only within the asker's
and the organization's calls a quota day (USER_TEXT_DAILY_LIMIT, an admin's `/limit <id> <n>
lyrics`, ORG_TEXT_DAILY_LIMIT). A call is reserved before it is sent, by one statement that
checks the limits (bot/store/text_calls.py); it is given back only if it surely never left."""

from __future__ import annotations

from dataclasses import dataclass

from bot.access import may_request
from bot.accounting.days import day_start, local_time, next_day_start
from bot.context import Services
from bot.store.text_calls import Asking
from bot.ui.text_limits import Holdup, TextRefusal


@dataclass(frozen=True)
class TextTicket:
    """A call reserved for this asker: it counts today unless released."""

    call_id: int


async def own_limit(services: Services, asker_id: int) -> int | None:
    """The asker's calls a day: an admin's `/limit ... lyrics` (0: none at all), else
    USER_TEXT_DAILY_LIMIT; None when neither limits them (USER_TEXT_DAILY_LIMIT=0)."""
    stored = await services.store.text_calls.share(asker_id)
    return (services.settings.USER_TEXT_DAILY_LIMIT or None) if stored is None else stored


async def ask_text(services: Services, asker_id: int, chat_id: int) -> TextTicket | TextRefusal:
    """A reserved call, or why none may be made now. Checked at the moment of the call, as the
    scheduler checks before a POST: access, a pause, then the limits."""
    settings, store = services.settings, services.store
    if not await may_request(settings, store, asker_id, chat_id):
        return TextRefusal(Holdup.DENIED)
    if await services.org.paused():
        return TextRefusal(Holdup.PAUSED)
    now, own = services.clock(), await own_limit(services, asker_id)
    org, since = settings.ORG_TEXT_DAILY_LIMIT, day_start(services.clock(), settings.quota_zone)
    call_id = await store.text_calls.reserve(Asking(asker_id, chat_id, own, org, since))
    if call_id is not None:
        return TextTicket(call_id)
    until = local_time(next_day_start(now, settings.quota_zone), settings.quota_zone)
    if org and await store.text_calls.count_since(since) >= org:
        return TextRefusal(Holdup.ORG, org, until)
    return TextRefusal(Holdup.OWN, own or 0, until)


async def give_back(services: Services, ticket: TextTicket) -> None:
    """The call never reached the text model (or no model is set up): it does not count."""
    await services.store.text_calls.release(ticket.call_id)


async def used_today(services: Services, asker_id: int | None = None) -> int:
    """Calls made today by the organization, or by one asker."""
    since = day_start(services.clock(), services.settings.quota_zone)
    return await services.store.text_calls.count_since(since, asker_id)
