"""Telling the bot's admins when the organization needs them: once when an incident begins, not
once per request, and once more when it is over. Incidents: `wallet` (402), `key` (401), `jobs`
(a run of generations that failed at the service or expired), and the text model's `text-key`
and `text-budget` (opened and closed in pipeline/drafts.py)."""

from __future__ import annotations

import logging

from bot.context import Services
from bot.store import State
from bot.texts import t

log = logging.getLogger(__name__)

RUN_LENGTH = 3  # generations in a row that end badly before the admins hear of it
RUN_FLAG = "bad_job_run"  # value: "<failed> <expired>" since the last completed generation
SERVICE_INCIDENTS = ("wallet", "key")


async def incident_started(services: Services, incident: str, **args: object) -> None:
    if await services.store.incidents.open(incident):
        log.warning("incident %s: admins alerted", incident)
        await tell_admins(services, f"alert-{incident}", **args)


async def incident_over(services: Services, incident: str, **args: object) -> None:
    if await services.store.incidents.close(incident):
        log.warning("incident %s: over", incident)
        await tell_admins(services, f"alert-{incident}-over", **args)


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
        expired += int(outcome == State.EXPIRED)
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


async def tell_admins(services: Services, key: str, **args: object) -> None:
    """Each admin in the language they read."""
    for admin in sorted(services.settings.ADMIN_USER_IDS):
        language = await services.store.users.language(admin)
        await services.notifier.send(admin, t(language, key, **args))


def _run_of(value: str | None) -> tuple[int, int]:
    try:
        failed, expired = (int(part) for part in (value or "0 0").split())
    except ValueError:
        return 0, 0
    return failed, expired
