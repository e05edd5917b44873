"""The text model is paid by tokens, with the same key as the tracks: every call to it is made
for an asker allowed at that moment (access, pauses: as a POST), and only within the asker's
and the organization's calls a quota day (USER_TEXT_DAILY_LIMIT, an admin's `/limit <id> <n>
lyrics`, ORG_TEXT_DAILY_LIMIT). A call is reserved before it is sent, by one statement that
checks the limits (bot/store/text_calls.py); it is given back only if it surely never left.

What the organization may spend on words, beside what it may spend on tracks (organization.py):
built, as the Organization is, from the settings, the store and the clock alone."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.access import may_request
from bot.accounting.days import day_start, local_time, next_day_start
from bot.accounting.organization import Organization
from bot.config import Settings
from bot.store import Store
from bot.store.text_calls import Asking
from bot.ui.text_limits import Holdup, TextRefusal


@dataclass(frozen=True)
class TextTicket:
    """A call reserved for this asker: it counts today unless released."""

    call_id: int


class TextBudget:
    """The text-model calls the organization and each asker may still make today."""

    def __init__(
        self, settings: Settings, store: Store, org: Organization, clock: Callable[[], float]
    ) -> None:
        self._settings = settings
        self._store = store
        self._org = org  # its pauses hold words as they hold tracks
        self._clock = clock

    async def own_limit(self, asker_id: int) -> int | None:
        """The asker's calls a day: an admin's `/limit ... lyrics` (0: none at all), else
        USER_TEXT_DAILY_LIMIT; None when neither limits them (USER_TEXT_DAILY_LIMIT=0)."""
        stored = await self._store.text_calls.share(asker_id)
        return (self._settings.USER_TEXT_DAILY_LIMIT or None) if stored is None else stored

    async def ask(self, asker_id: int, chat_id: int) -> TextTicket | TextRefusal:
        """A reserved call, or why none may be made now. Checked at the moment of the call, as
        the scheduler checks before a POST: access, a pause, then the limits."""
        settings, store = self._settings, self._store
        if not await may_request(settings, store, asker_id, chat_id):
            return TextRefusal(Holdup.DENIED)
        if await self._org.paused():
            return TextRefusal(Holdup.PAUSED)
        now, own = self._clock(), await self.own_limit(asker_id)
        org, since = settings.ORG_TEXT_DAILY_LIMIT, day_start(self._clock(), settings.quota_zone)
        call_id = await store.text_calls.reserve(Asking(asker_id, chat_id, own, org, since))
        if call_id is not None:
            return TextTicket(call_id)
        until = local_time(next_day_start(now, settings.quota_zone), settings.quota_zone)
        if org and await store.text_calls.count_since(since) >= org:
            return TextRefusal(Holdup.ORG, org, until)
        return TextRefusal(Holdup.OWN, own or 0, until)

    async def give_back(self, ticket: TextTicket) -> None:
        """The call never reached the text model (or no model is set up): it does not count."""
        await self._store.text_calls.release(ticket.call_id)

    async def used_today(self, asker_id: int | None = None) -> int:
        """Calls made today by the organization, or by one asker."""
        since = day_start(self._clock(), self._settings.quota_zone)
        return await self._store.text_calls.count_since(since, asker_id)
