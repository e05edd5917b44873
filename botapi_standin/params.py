"""Decoding a Bot API request (query string, urlencoded form, JSON or multipart with uploads)
into plain Python values, the way the Bot API reads python-telegram-bot's requests.

PTB sends every parameter as a form field: strings as they are, everything else JSON-encoded
(numbers, booleans, reply_markup, entities, ...). So a field is JSON-decoded unless the Bot API
types it as a string.
"""

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from aiohttp import BodyPartReader, web

from .errors import ApiError, bad_request
from .file_store import FileStore
from .models import UploadedFile

STRING_FIELDS = frozenset(
    {
        "text", "caption", "parse_mode", "title", "performer", "file_name", "description",
        "short_description", "name", "callback_query_id", "inline_message_id", "file_id",
        "action", "url", "emoji", "language_code", "business_connection_id", "question",
        "explanation", "message_effect_id", "secret_token", "ip_address", "first_name",
        "last_name", "phone_number", "vcard", "address", "custom_title", "sticker_set_name",
        "audio", "document", "voice", "photo", "video", "animation", "sticker", "video_note",
        "thumbnail", "cover", "guest_query_id",
    }
)  # fmt: skip
JSON_FIELDS = frozenset(
    {
        "reply_markup", "reply_parameters", "entities", "caption_entities", "commands", "scope",
        "allowed_updates", "link_preview_options", "reaction", "menu_button", "media",
        "results", "result", "options", "explanation_entities", "permissions", "rights",
    }
)  # fmt: skip
_FORM = "application/x-www-form-urlencoded"
_CHUNK = 256 * 1024


@dataclass
class DecodedRequest:
    params: dict[str, Any] = field(default_factory=dict)
    files: dict[str, UploadedFile] = field(default_factory=dict)


async def read_request(
    request: web.Request, store: FileStore, upload_limit: int, into: DecodedRequest
) -> None:
    """Fill `into` with the request's parameters and uploads.

    Filled in place so a refused request (bad JSON, upload too big) is still recorded with
    what it carried.
    """
    into.params.update({key: decode_form_value(key, v) for key, v in request.query.items()})
    if request.content_type == "multipart/form-data":
        await _read_multipart(request, store, into)
    elif request.content_type == _FORM:
        form = await request.post()
        into.params.update({k: decode_form_value(k, str(v)) for k, v in form.items()})
    elif request.content_type == "application/json" and request.can_read_body:
        into.params.update(_json_body(await request.text()))
    _decode_nested_json(into.params)
    _enforce_upload_limit(into, upload_limit)


def decode_form_value(key: str, raw: str) -> Any:
    if key in STRING_FIELDS:
        return raw
    try:
        return json.loads(raw)
    except ValueError:
        return raw  # e.g. chat_id="@channel"; broken JSON objects are refused afterwards


def _json_body(body: str) -> dict[str, Any]:
    try:
        params = json.loads(body) if body.strip() else {}
    except ValueError:
        params = None
    if not isinstance(params, dict):
        raise bad_request("can't parse JSON encoded request")
    return params


def _decode_nested_json(params: dict[str, Any]) -> None:
    """Object-valued fields must hold JSON (JSON bodies may carry them as strings too)."""
    for key in JSON_FIELDS & params.keys():
        if not isinstance(params[key], str):
            continue
        try:
            params[key] = json.loads(params[key])
        except ValueError:
            raise _unparsable(key) from None


def _unparsable(key: str) -> ApiError:
    if key == "reply_markup":
        return bad_request("can't parse reply keyboard markup JSON object")
    return bad_request(f"can't parse {key} JSON object")


async def _read_multipart(request: web.Request, store: FileStore, into: DecodedRequest) -> None:
    reader = await request.multipart()
    while (part := await reader.next()) is not None:
        if not isinstance(part, BodyPartReader) or part.name is None:
            continue
        if part.filename is None:
            into.params[part.name] = decode_form_value(part.name, await part.text())
            continue
        mime_type = part.headers.get("Content-Type", "application/octet-stream")
        into.files[part.name] = await store.save_stream(
            part.name, part.filename, mime_type, _chunks(part)
        )


async def _chunks(part: BodyPartReader) -> AsyncIterator[bytes]:
    while chunk := await part.read_chunk(_CHUNK):
        yield chunk


def _enforce_upload_limit(decoded: DecodedRequest, upload_limit: int) -> None:
    if sum(upload.size for upload in decoded.files.values()) <= upload_limit:
        return
    for upload in decoded.files.values():
        upload.path.unlink(missing_ok=True)  # refused uploads are not kept
    raise ApiError(413, "Request Entity Too Large")


def optional_int(params: dict[str, Any], key: str, default: int = 0) -> int:
    value = params.get(key)
    if value is None or value == "":
        return default
    try:
        return int(value)
    except (TypeError, ValueError):
        raise bad_request(f'field "{key}" must be of type Integer') from None


def required(params: dict[str, Any], key: str) -> Any:
    value = params.get(key)
    if value is None or value == "":
        raise bad_request(f"{key} is empty")
    return value
