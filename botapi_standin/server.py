"""HTTP routing: /bot{token}/{method} calls and /file/bot{token}/{file_path} downloads, with
token checks, faults, call recording and Bot API-shaped JSON answers."""

import asyncio
import copy
import logging
import time
from typing import Any

from aiohttp import web

from .errors import ApiError
from .faults import Faults
from .flood import FloodLimits
from .methods import Handler, find_method
from .models import BotCall
from .params import DecodedRequest, read_request
from .world import World

_log = logging.getLogger(__name__)
_FORM_LIMIT = 16 * 1024 * 1024  # urlencoded/JSON bodies; multipart uploads are streamed
_UNAUTHORIZED = ApiError(401, "Unauthorized")
_NOT_FOUND = ApiError(404, "Not Found")
_LOST = ApiError(502, "Bad Gateway")


class ApiServer:
    def __init__(
        self, token: str, world: World, faults: Faults, flood: FloodLimits, upload_limit: int
    ) -> None:
        self.token = token
        self.world = world
        self.faults = faults
        self.flood = flood
        self.upload_limit = upload_limit

    def build_app(self) -> web.Application:
        app = web.Application(client_max_size=_FORM_LIMIT)
        app.router.add_route("*", "/bot{token}/{method}", self._on_method)
        app.router.add_get("/file/bot{token}/{file_path:.+}", self._on_file)
        return app

    async def _on_method(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != self.token or self.faults.token_revoked:
            self._record(request.match_info["method"], DecodedRequest(), _UNAUTHORIZED)
            return _answer(_UNAUTHORIZED)
        if self.faults.down is not None:  # nothing is read, nothing happens
            self._record(request.match_info["method"], DecodedRequest(), self.faults.down)
            return _answer(self.faults.down)
        found = find_method(request.match_info["method"])
        if found is None:
            self._record(request.match_info["method"], DecodedRequest(), _NOT_FOUND)
            return _answer(_NOT_FOUND)
        name, handler = found
        decoded = DecodedRequest()
        try:
            await read_request(request, self.world.files, self.upload_limit, decoded)
            outcome = await self._run(name, handler, decoded)
        except ApiError as error:
            outcome = error
        except asyncio.CancelledError:  # the client gave up (timeout) or disconnected
            self._record(name, decoded, ApiError(499, "Client Closed Request"))
            raise
        except Exception as exc:  # a stand-in bug: answer it visibly instead of hanging
            _log.exception("stand-in failed on %s", name)
            outcome = ApiError(500, f"Internal Server Error: {exc!r}")
        self._record(name, decoded, outcome)
        if not isinstance(outcome, ApiError) and self.faults.answer_lost(name):
            return _answer(_LOST)  # done, and its answer lost on the way back
        return _answer(outcome)

    async def _run(self, name: str, handler: Handler, decoded: DecodedRequest) -> Any:
        await self.faults.before(name)
        chat = self.world.find_chat(decoded.params.get("chat_id"))
        self.flood.check(name, chat.id if chat is not None else None)
        self.faults.check_chat(name, chat)
        return await handler(self.world, decoded)

    def _record(self, method: str, decoded: DecodedRequest, outcome: Any) -> None:
        ok = not isinstance(outcome, ApiError)
        result = copy.deepcopy(outcome) if ok else outcome
        call = BotCall(method, decoded.params, decoded.files, ok, result, time.time())
        self.world.calls.append(call)

    async def _on_file(self, request: web.Request) -> web.StreamResponse:
        record = self.world.files.by_path(request.match_info["file_path"])
        if request.match_info["token"] != self.token or record is None:
            return _answer(_NOT_FOUND)
        return web.FileResponse(record.upload.path)


def _answer(outcome: Any) -> web.Response:
    if isinstance(outcome, ApiError):
        return web.json_response(outcome.body(), status=outcome.status)
    return web.json_response({"ok": True, "result": outcome})
