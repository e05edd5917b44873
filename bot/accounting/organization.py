"""The organization's standing at the service: how many tracks and slots it has left, counted the
way the service counts them (bot/accounting/quota.py), whether submissions are paused (the
service's pause: an empty wallet, a bad key; an admin's /pause, kept apart from it), and the daily
shares of a person or a group (/limit, USER_DAILY_LIMIT) with their use today. One object that
needs only the store, settings and clock, so that the scheduler, the words people see and the
admin views ask the same one."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from bot.accounting.days import day_start
from bot.accounting.quota import Capacity, org_capacity
from bot.config import Settings
from bot.store import Store
from bot.ui.shares import ShareUse

log = logging.getLogger(__name__)

PAUSE_FLAG = "paused"  # value: the service's Pause (wallet or key)
ADMIN_PAUSE_FLAG = "paused_by_admin"  # value: the id of the admin who paused (migration 028)
LAST_PROBE_FLAG = "last_probe_at"


class UntilTomorrow(StrEnum):
    """Why a song waits for the next quota day; its words are `waiting-<value>`."""

    ORG_TRACKS = "tomorrow"  # the organization's tracks for today are all taken
    PERSON_SHARE = "user-limit"  # the asker's own share (/limit) is used up today
    GROUP_SHARE = "chat-limit"  # the group's share is used up today


class Pause(StrEnum):
    """Why submissions are paused (kept in the flag, shown to the line as its holdup)."""

    ADMIN = "admin"  # an admin's /pause, until /resume
    WALLET = "wallet"  # the service answered 402: probed now and then until it takes one
    KEY = "key"  # the service answered 401: probed the same way
    ADDRESS = "address"  # POST answered 404/405: MUSIC_API_URL is wrong; probed the same way


# Lifted only when the service takes a song (a key also when a read accepts it).
SERVICE_PAUSES = (Pause.WALLET, Pause.KEY, Pause.ADDRESS)


@dataclass(frozen=True)
class TracksLeft:
    """Tracks that may still start today: for one person's song (the organization's, within
    their own share and their group's) and for everyone."""

    mine: int
    everyone: int


class Organization:
    def __init__(self, settings: Settings, store: Store, clock: Callable[[], float]) -> None:
        self._settings = settings
        self._store = store
        self._clock = clock
        self._probes = 0  # failed probes since the pause began: each waits twice as long

    async def capacity(self, leaving_out: int | None = None) -> Capacity:
        """The organization's slots and tracks now; `leaving_out`: a request whose own tracks
        are not counted (for the song's first word, pipeline/status.py)."""
        return await org_capacity(self._settings, self._store, self._clock(), leaving_out)

    async def tracks_left(self, user_id: int, chat_id: int) -> TracksLeft:
        """What is left today for a song this person asks for in this chat, and for everyone
        (what "Another take" asks about before it spends one)."""
        everyone = max(0, (await self.capacity()).left_today)
        shares = await self.shares_of(user_id, chat_id)
        return TracksLeft(min([everyone, *(share.left for share in shares)]), everyone)

    # --- shares (/limit) -----------------------------------------------------------------

    def share_in(self, stored: int | None, target: ShareTarget) -> int | None:
        """Tracks a day for an asker (a person, or a chat asking as itself: a channel, an
        anonymous admin) or a group's members together: what an admin set with /limit
        (`stored`), else USER_DAILY_LIMIT for an asker (0 there: none of their own) and none
        for a group; None: no share."""
        if stored is not None or target.group:
            return stored
        return self._settings.USER_DAILY_LIMIT or None

    async def used_today(
        self, target_id: int, leaving_out: int | None = None, as_itself: bool = False
    ) -> int:
        """Tracks started today by a person (in every chat) or by a chat: in a group (by all its
        members), or asked as itself (a channel, an anonymous admin) anywhere, counted as the
        quota day counts them; `as_itself`: only what the chat asked as itself (its default
        share, USER_DAILY_LIMIT); not those of the request `leaving_out`."""
        since = day_start(self._clock(), self._settings.quota_zone)
        if target_id > 0 or as_itself:
            whose = {"user_id": target_id}
        else:
            whose = {"chat_or_asker": target_id}
        return await self._store.requests.submissions_since(since, leaving_out=leaving_out, **whose)

    async def shares_of(self, user_id: int, chat_id: int) -> list[ShareUse]:
        """The shares a song asked for by this person in this chat counts against, with their
        use today: the person's, then the group's (a private chat is the person's own)."""
        return await (await self.share_gate()).shares_of(user_id, chat_id)

    async def stored_shares(self) -> list[ShareUse]:
        """Every share an admin set (/limit), with its use today, oldest first."""
        stored = await self._store.shares.all()
        return [ShareUse(s.target_id, s.tracks, await self.used_today(s.target_id)) for s in stored]

    async def share_gate(self, leaving_out: int | None = None) -> ShareGate:
        stored = {share.target_id: share.tracks for share in await self._store.shares.all()}
        return ShareGate(self, stored, leaving_out)

    # --- pauses ------------------------------------------------------------------------

    async def paused(self) -> Pause | None:
        """What holds the line, if a pause does: an admin's first (lifting the service's would
        not start it), else the service's."""
        return next(iter(await self.pauses()), None)

    async def pauses(self) -> list[Pause]:
        """Every pause in force: an admin's and the service's are kept apart, so that neither
        hides or lifts the other."""
        admin = [Pause.ADMIN] if await self._store.flags.get(ADMIN_PAUSE_FLAG) else []
        service = await self.service_pause()
        return [*admin, *([service] if service else [])]

    async def service_pause(self) -> Pause | None:
        """The service's pause (wallet or key), whether or not an admin paused too."""
        found = await self._store.flags.get(PAUSE_FLAG)
        return Pause(found) if found in SERVICE_PAUSES else None

    async def pause(self, reason: Pause) -> Pause | None:
        """Pause submissions (the service refused the wallet or the key); the reason if this
        began a pause, so that its admins are alerted once."""
        flags = self._store.flags
        current = await flags.get(PAUSE_FLAG)
        await flags.set(LAST_PROBE_FLAG, str(self._clock()))
        if current == reason:
            return None
        await flags.set(PAUSE_FLAG, reason)
        self._probes = 0
        log.warning("submissions paused: %s", reason)
        return reason

    async def service_works(self) -> Pause | None:
        """The service took a song: its pause (wallet or key) is over; says which it was. An
        admin's pause stays."""
        reason = await self.service_pause()
        if reason is None:
            return None
        await self._store.flags.clear(PAUSE_FLAG)
        await self._store.flags.clear(LAST_PROBE_FLAG)
        self._probes = 0
        log.warning("submissions resumed: %s (the service took a song)", reason)
        return reason

    async def pause_by_admin(self, user_id: int | None) -> bool:
        """An admin's /pause; False when an admin's pause already holds."""
        if await self._store.flags.get(ADMIN_PAUSE_FLAG):
            return False
        await self._store.flags.set(ADMIN_PAUSE_FLAG, str(user_id or 0))
        log.warning("submissions paused: %s (by user %s)", Pause.ADMIN, user_id)
        return True

    async def resume_by_admin(self, user_id: int | None) -> bool:
        """An admin's /resume lifts an admin's pause only (False when none held); a pause the
        service caused stays until the service takes a song, but its next probe is due at once
        (the admin may have topped the wallet up or fixed the key)."""
        flags = self._store.flags
        lifted = bool(await flags.get(ADMIN_PAUSE_FLAG))
        await flags.clear(ADMIN_PAUSE_FLAG)
        if await self.service_pause():
            await flags.clear(LAST_PROBE_FLAG)
            self._probes = 0
        if lifted:
            log.warning("submissions resumed: %s (by user %s)", Pause.ADMIN, user_id)
        return lifted

    async def probe_due(self, interval_after: Callable[[int], float]) -> bool:
        """While paused by the service, one request may try it when the interval after the
        failed probes so far has passed (20 s, then twice as long each time, PollingTuning)."""
        now = self._clock()
        last = float(await self._store.flags.get(LAST_PROBE_FLAG) or 0)
        if now - last < interval_after(self._probes):
            return False
        await self._store.flags.set(LAST_PROBE_FLAG, str(now))
        self._probes += 1
        return True


def share_holdup(shares: list[ShareUse]) -> UntilTomorrow | None:
    """The holdup of a song whose person's or group's share is used up today, if one is."""
    for share in shares:
        if share.spent:
            return UntilTomorrow.GROUP_SHARE if share.for_group else UntilTomorrow.PERSON_SHARE
    return None


@dataclass(frozen=True)
class ShareTarget:
    """Whose share a song counts against: its asker's own (a person, or a chat asking as
    itself), or a group's, its members' together (`group`: only what /limit sets)."""

    target_id: int
    group: bool = False


def share_targets(user_id: int, chat_id: int) -> list[ShareTarget]:
    """Whose shares a song counts against: the asker's (a person, or a chat asking as itself),
    and the group's in a group (once, when the group itself asks: an anonymous admin)."""
    asker = ShareTarget(user_id)
    return (
        [asker, ShareTarget(chat_id, group=True)] if chat_id < 0 and chat_id != user_id else [asker]
    )


class ShareGate:
    """One scheduler tick's (or one status pass's) view of the shares: the stored ones are read
    at once, each use only for those who have a share and only once, and each request the tick
    lets through counts at once against the next."""

    def __init__(
        self, org: Organization, stored: dict[int, int], leaving_out: int | None = None
    ) -> None:
        self._org = org
        self._stored = stored
        self._leaving_out = leaving_out  # a request whose own tracks are not counted
        self._used: dict[tuple[int, bool], int] = {}

    async def shares_of(self, user_id: int, chat_id: int) -> list[ShareUse]:
        """Organization.shares_of, each share's use read once for the whole tick or pass."""
        found = []
        for target in share_targets(user_id, chat_id):
            stored = self._stored.get(target.target_id)
            tracks = self._org.share_in(stored, target)
            if tracks is not None:
                # A chat's default share counts only what it asked as itself; a share an
                # admin set for a chat counts its members' songs too (/limit).
                as_itself = target.target_id < 0 and stored is None
                used = await self._used_by(target.target_id, as_itself)
                found.append(ShareUse(target.target_id, tracks, used, as_itself))
        return found

    async def admit(self, user_id: int, chat_id: int) -> bool:
        shares = await self.shares_of(user_id, chat_id)
        if share_holdup(shares):
            return False
        for share in shares:
            self._used[(share.target_id, share.as_itself)] += 1
        return True

    async def _used_by(self, target: int, as_itself: bool) -> int:
        key = (target, as_itself)
        if key not in self._used:
            self._used[key] = await self._org.used_today(target, self._leaving_out, as_itself)
        return self._used[key]
