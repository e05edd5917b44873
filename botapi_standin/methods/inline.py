"""answerInlineQuery, checked the way Telegram checks it: a query answered once, at most 50
results with unique ids of 1 to 64 bytes, cached files that exist and are of the result's kind,
captions and keyboards as in messages, a next_offset of at most 64 bytes, and a button that
opens either the private chat (a valid start parameter) or a web app."""

import re
from typing import Any

from .. import validation
from ..errors import bad_request
from ..params import DecodedRequest
from ..world import World

MAX_RESULTS = 50
MAX_ID_BYTES = 64
MAX_OFFSET_BYTES = 64
_START_PARAMETER = re.compile(r"[A-Za-z0-9_-]{1,64}")
_TOO_OLD = "query is too old and response timeout expired or query ID is invalid"
# result type -> the cached file field it may carry and the kind of file that must be
CACHED = {
    "audio": ("audio_file_id", "audio"),
    "document": ("document_file_id", "document"),
    "voice": ("voice_file_id", "voice"),
    "photo": ("photo_file_id", "photo"),
    "video": ("video_file_id", "video"),
    "gif": ("gif_file_id", "animation"),
    "sticker": ("sticker_file_id", "sticker"),
}
_OTHER_TYPES = {"article", "mpeg4_gif", "location", "venue", "contact", "game"}


async def answer_inline_query(world: World, request: DecodedRequest) -> bool:
    params = request.params
    query = world.inline.queries.get(str(params.get("inline_query_id") or ""))
    if query is None or query.answer is not None:
        raise bad_request(_TOO_OLD)
    results = params.get("results")
    if not isinstance(results, list):
        raise bad_request("can't parse inline query results JSON object")
    if len(results) > MAX_RESULTS:
        raise bad_request("RESULTS_TOO_MUCH")
    _check_ids(results)
    for result in results:
        _check_result(world, result)
    if len(str(params.get("next_offset") or "").encode()) > MAX_OFFSET_BYTES:
        raise bad_request("NEXT_OFFSET_INVALID")
    _check_button(params.get("button"))
    query.answer = {**params, "inline_query_id": query.id}
    return True


def _check_ids(results: list[Any]) -> None:
    seen: set[str] = set()
    for result in results:
        if not isinstance(result, dict):
            raise bad_request("can't parse inline query result JSON object")
        result_id = str(result.get("id") or "")
        if not 1 <= len(result_id.encode()) <= MAX_ID_BYTES:
            raise bad_request("RESULT_ID_INVALID")
        if result_id in seen:
            raise bad_request("RESULT_ID_DUPLICATE")
        seen.add(result_id)


def _check_result(world: World, result: dict[str, Any]) -> None:
    kind = result.get("type")
    if kind not in CACHED and kind not in _OTHER_TYPES:
        raise bad_request("RESULT_TYPE_INVALID")
    if kind in CACHED and (field := CACHED[kind][0]) in result:
        record = world.files.find(str(result[field]))
        if record is None:
            raise bad_request("wrong file identifier/HTTP URL specified")
        if record.kind != CACHED[kind][1]:
            raise bad_request("type of file mismatch")
    validation.caption(result)
    validation.reply_markup(result)


def _check_button(button: Any) -> None:
    if button is None:
        return
    if not isinstance(button, dict) or not str(button.get("text") or "").strip():
        raise bad_request("BUTTON_TEXT_INVALID")
    start, web_app = button.get("start_parameter"), button.get("web_app")
    if (start is None) == (web_app is None):
        raise bad_request("can't parse inline query button: exactly one action is needed")
    if start is not None and not _START_PARAMETER.fullmatch(str(start)):
        raise bad_request("START_PARAM_INVALID")


HANDLERS = {"answerInlineQuery": answer_inline_query}
