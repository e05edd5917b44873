"""Endpoints for driving an emulator that runs in another process (no key, loopback only)."""

import time
from dataclasses import asdict

from aiohttp import web

from music_emulator.paths import CONTROL_PREFIX
from music_emulator.settings import apply_settings_patch, settings_as_dict
from music_emulator.state import STATE
from music_emulator.wire import detail_error, json_object


def add_control_routes(app: web.Application) -> None:
    app.router.add_get(f"{CONTROL_PREFIX}/settings", get_settings)
    app.router.add_patch(f"{CONTROL_PREFIX}/settings", patch_settings)
    app.router.add_get(f"{CONTROL_PREFIX}/requests", get_requests)
    app.router.add_get(f"{CONTROL_PREFIX}/jobs", get_jobs)
    app.router.add_post(f"{CONTROL_PREFIX}/reset-day", reset_day)


async def get_settings(request: web.Request) -> web.Response:
    return web.json_response(settings_as_dict(request.app[STATE].settings))


async def patch_settings(request: web.Request) -> web.Response:
    settings = request.app[STATE].settings
    patch = await json_object(request)
    if patch is None:
        return detail_error(400, "body must be a JSON object")
    try:
        apply_settings_patch(settings, patch)
    except ValueError as error:
        return detail_error(400, str(error))
    return web.json_response(settings_as_dict(settings))


async def get_requests(request: web.Request) -> web.Response:
    return web.json_response([asdict(seen) for seen in request.app[STATE].requests])


async def get_jobs(request: web.Request) -> web.Response:
    state = request.app[STATE]
    now = time.monotonic()
    return web.json_response(
        {
            "jobs": [job.snapshot(now) for job in state.jobs.values()],
            "active_count": state.book.active_count(now),
            "max_active_seen": state.max_active_seen,
            "accepted_today": state.book.accepted_today,
            "balance_byn": state.settings.balance_byn,
        }
    )


async def reset_day(request: web.Request) -> web.Response:
    state = request.app[STATE]
    state.reset_daily_counts()
    return web.json_response({"accepted_today": state.book.accepted_today})
