"""Reading requests and writing error answers in each interface's own shape."""

import json
from http import HTTPStatus
from typing import Any

from aiohttp import web

SERVICE_UNAVAILABLE_DETAIL = "music generation temporarily unavailable"


async def json_object(request: web.Request) -> dict[str, Any] | None:
    """The body as a JSON object, or None when it is empty, not JSON or not an object."""
    raw = await request.read()
    try:
        body = json.loads(raw)
    except ValueError:
        return None
    return body if isinstance(body, dict) else None


def bearer_matches(request: web.Request, api_key: str) -> bool:
    return request.headers.get("Authorization", "") == f"Bearer {api_key}"


def detail_error(status: int, detail: str | None = None) -> web.Response:
    """Music interface error: {"detail": reason}."""
    return web.json_response({"detail": detail or default_detail(status)}, status=status)


def default_detail(status: int) -> str:
    if status == 503:
        return SERVICE_UNAVAILABLE_DETAIL
    try:
        return HTTPStatus(status).phrase.lower()
    except ValueError:
        return "error"


def garbled_json(payload: dict[str, Any], status: int) -> web.Response:
    """JSON that says it is gzip but is not: what a broken proxy passes on; no client can
    decode it."""
    return web.Response(
        status=status,
        text=json.dumps(payload),
        content_type="application/json",
        headers={"Content-Encoding": "gzip"},
    )


def openai_error(status: int, message: str, kind: str, code: str | None) -> web.Response:
    """Text interface error in the OpenAI shape."""
    error = {"message": message, "type": kind, "param": None, "code": code}
    return web.json_response({"error": error}, status=status)


def invalid_key_error() -> web.Response:
    return openai_error(
        401, "Incorrect API key provided.", "invalid_request_error", "invalid_api_key"
    )
