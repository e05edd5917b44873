"""What every request passes through: the record of it, then the key check."""

import ipaddress
import time

from aiohttp import web
from aiohttp.typedefs import Handler

from music_emulator.paths import is_control, is_text
from music_emulator.record import NO_ANSWER, SEEN, SeenRequest
from music_emulator.state import STATE
from music_emulator.wire import bearer_matches, detail_error, invalid_key_error, json_object


@web.middleware
async def record_requests(request: web.Request, handler: Handler) -> web.StreamResponse:
    if is_control(request.path):
        return await handler(request)
    state = request.app[STATE]
    seen = SeenRequest(
        method=request.method,
        path=request.path,
        status=NO_ANSWER,
        at=time.monotonic(),
        body=await json_object(request) if request.body_exists else None,
        auth_ok=bearer_matches(request, state.settings.api_key),
    )
    state.requests.append(seen)
    request[SEEN] = seen  # so a route can add what it did (the fault it met, the job it made)
    state.settle()
    try:
        response = await handler(request)
    except web.HTTPException as error:
        seen.status = error.status
        raise
    finally:
        seen.ended_at = time.monotonic()
    if not _connection_lost(request):
        seen.status = response.status
    return response


@web.middleware
async def check_access(request: web.Request, handler: Handler) -> web.StreamResponse:
    if is_control(request.path):
        return await handler(request) if _is_loopback(request) else detail_error(403)
    if bearer_matches(request, request.app[STATE].settings.api_key):
        return await handler(request)
    if is_text(request.path):
        return invalid_key_error()
    return detail_error(401, "API key missing, invalid or revoked")


def _connection_lost(request: web.Request) -> bool:
    transport = request.transport
    return transport is None or transport.is_closing()


def _is_loopback(request: web.Request) -> bool:
    try:
        return ipaddress.ip_address(request.remote or "").is_loopback
    except ValueError:
        return False
