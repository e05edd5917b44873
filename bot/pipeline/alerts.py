"""Telling the bot's admins when the organization needs them: once when an incident begins, not
once per request, and once more when it is over. Incidents: `wallet` (402), `key` (401), `jobs`
(a run of generations that failed at the service or expired), the text model's `text-key`
and `text-budget` (opened and closed in pipeline/drafts/writing.py), and the gate's `token`
(Telegram refuses the bot's token) and `disk` (no room for the next track): these two are told
as soon as Telegram can carry them, however long that takes (`tell_untold`)."""

from __future__ import annotations

import logging

from telegram.error import TelegramError

from bot.accounting.gate import GateHoldup
from bot.accounting.organization import Pause
from bot.context import Services
from bot.store import Request, State
from bot.texts import t

log = logging.getLogger(__name__)

RUN_LENGTH = 3  # generations in a row that end badly before the admins hear of it
RUN_FLAG = "bad_job_run"  # value: "<failed> <expired>" since the last completed generation
HOME_FLAG = "home_told:{request}"  # the admins were told where a request's song waits
SERVICE_INCIDENTS = (Pause.WALLET, Pause.KEY, Pause.ADDRESS)  # the service's pauses
GATE_INCIDENTS = (GateHoldup.TOKEN, GateHoldup.DISK)  # the gate's holdups the admins must act on


async def incident_started(services: Services, incident: str, **args: object) -> None:
    if await services.store.incidents.open(incident):
        log.warning("incident %s: admins alerted", incident)
        await tell_admins(services, f"alert-{incident}", args)
        await services.store.incidents.told(incident)


async def gate_changed(services: Services, holdup: GateHoldup | None, **args: object) -> None:
    """The gate before every POST shut or opened: its incidents follow it. An alert Telegram
    cannot carry now (a refused token, an outage) stays untold until it can."""
    incidents = services.store.incidents
    for incident in GATE_INCIDENTS:
        if holdup != incident:
            await incident_over(services, incident)
        elif await incidents.open(incident):
            log.warning("incident %s: new songs wait", incident)
            await _tell_gate_incident(services, incident, **args)


async def tell_untold(services: Services) -> None:
    """The gate's alerts that Telegram could not carry when they began, told now (one that is
    over by now is closed by the scheduler's next tick, with its own word)."""
    room = services.gate.room(services.settings.DEFAULT_DURATION_SEC)
    for incident in await services.store.incidents.untold():
        if incident == GateHoldup.TOKEN:
            await _tell_gate_incident(services, incident)
        elif incident == GateHoldup.DISK and room is not None:
            await _tell_gate_incident(services, incident, **room.megabytes)


async def _tell_gate_incident(services: Services, incident: str, **args: object) -> None:
    try:
        await tell_admins(services, f"alert-{incident}", args, keep=True)
    except TelegramError:  # only Telegram's own failures are raised (keep)
        log.info("incident %s: the admins are told once Telegram can carry it", incident)
        return
    await services.store.incidents.told(incident)


async def incident_over(services: Services, incident: str, **args: object) -> None:
    if await services.store.incidents.close(incident):
        log.warning("incident %s: over", incident)
        await tell_admins(services, f"alert-{incident}-over", args)


async def service_accepts(services: Services) -> None:
    """A submission went through: an empty wallet or a refused key is no longer the case."""
    for incident in SERVICE_INCIDENTS:
        await incident_over(services, incident)


async def job_ended(services: Services, outcome: State) -> None:
    """Count generations that fail or expire in a row; a completed one ends the run."""
    flags = services.store.flags
    if outcome == State.COMPLETED:
        await flags.clear(RUN_FLAG)
        await incident_over(services, "jobs")
        return
    async with services.locks[RUN_FLAG]:  # two jobs ending together must both count
        failed, expired = _run_of(await flags.get(RUN_FLAG))
        failed += int(outcome == State.FAILED)
        expired += int(outcome == State.LATE)
        await flags.set(RUN_FLAG, f"{failed} {expired}")
    if failed + expired >= RUN_LENGTH:
        minutes = int(services.settings.JOB_TIMEOUT_MIN)
        await incident_started(
            services,
            "jobs",
            count=failed + expired,
            failed=failed,
            expired=expired,
            minutes=minutes,
        )


async def song_waits_for_asker(services: Services, request: Request) -> None:
    """Once per song: the admins learn that a song whose forum is shut whole waits for its
    asker's private chat (or, asked by a chat as itself, for the forum to open)."""
    flag = HOME_FLAG.format(request=request.id)
    if await services.store.flags.get(flag):
        return
    key = "song-waits-admins" if request.user_id > 0 else "song-waits-admins-chat"
    words: dict[str, object] = {
        "title": request.title,
        "name": request.user_name,
        "id": str(request.user_id),
        "chat": str(request.chat_id),
    }
    await tell_admins(services, key, words)
    await services.store.flags.set(flag, "told")


async def song_has_a_home(services: Services, request: Request) -> None:
    """Its song went out: what was told of its wait is kept no longer."""
    await services.store.flags.clear(HOME_FLAG.format(request=request.id))


async def tell_admins(
    services: Services, key: str, args: dict[str, object], keep: bool = False
) -> None:
    """Each admin in the language they read; `keep`: a failure of Telegram itself is raised
    (Notifier.send), so that the caller can tell them again later."""
    for admin in sorted(services.settings.ADMIN_USER_IDS):
        language = await services.store.users.language(admin)
        await services.notifier.send(admin, t(language, key, **args), keep=keep)


def _run_of(value: str | None) -> tuple[int, int]:
    try:
        failed, expired = (int(part) for part in (value or "0 0").split())
    except ValueError:
        return 0, 0
    return failed, expired
