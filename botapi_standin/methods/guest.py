"""Guest mode: answerGuestQuery, and the edits of the inline messages it places.

A guest query is answered once, within its window, with one InlineQueryResult (an article, or a
file Telegram holds by its file_id); the answer is the inline_message_id of the message placed
in the guest chat. That message is edited by its inline_message_id (the answer is True, not a
Message); editMessageMedia may turn it into another kind, but only with a file Telegram already
holds: an upload (attach://, the thumbnail's included) is refused, as Telegram refuses it. The
edits of a bot's own chat messages go on to the handlers of methods/messages.py.
"""

import copy
import dataclasses
import itertools
import logging
import secrets
import time
from typing import Any

from .. import validation
from ..errors import NOT_MODIFIED, bad_request
from ..guest_state import GuestQuery, InlineMessage, InlineVersion
from ..models import FileRecord, UploadedFile
from ..params import DecodedRequest
from ..world import World
from . import messages
from .inline import CACHED, MAX_ID_BYTES
from .media import media_file

_log = logging.getLogger(__name__)
_TOO_OLD = "query is too old and response timeout expired or query ID is invalid"
_UNKNOWN_ID = "invalid inline message identifier specified"
_UPLOAD_REFUSED = "invalid message content specified"  # a new file can't go into inline messages
_MEDIA_KINDS = frozenset({"animation", "audio", "document", "photo", "video"})
_numbers = itertools.count(1)


async def answer_guest_query(world: World, request: DecodedRequest) -> dict[str, str]:
    params = request.params
    query = world.guest.queries.get(str(params.get("guest_query_id") or ""))
    if query is None or query.inline_message_id is not None or _too_late(world, query):
        raise bad_request(_TOO_OLD)
    result = params.get("result")
    if result is None or result == "":
        raise bad_request("result isn't specified")
    if not isinstance(result, dict):
        raise bad_request("inline query result must be an object")
    first, file = _first_version(world, result)
    inline_message_id = f"AgAAA{next(_numbers):05d}{secrets.token_urlsafe(12)}"
    message = InlineMessage(
        inline_message_id, query.id, query.user_id, query.chat_id, [first], file=file
    )
    world.guest.messages[inline_message_id] = message
    query.inline_message_id = inline_message_id
    _notify(world, message, "sent")
    return {"inline_message_id": inline_message_id}


def _too_late(world: World, query: GuestQuery) -> bool:
    return time.monotonic() - query.asked_at > world.guest.answer_window


def _first_version(
    world: World, result: dict[str, Any]
) -> tuple[InlineVersion, UploadedFile | None]:
    """The message a result places, and the bytes of its file when it has one."""
    result_id = str(result.get("id") or "")
    if not 1 <= len(result_id.encode()) <= MAX_ID_BYTES:
        raise bad_request("RESULT_ID_INVALID")
    kind = str(result.get("type") or "").lower()
    markup = validation.reply_markup(result)
    if kind == "article":
        content = result.get("input_message_content")
        if not isinstance(content, dict) or "message_text" not in content:
            raise bad_request("input message content is not specified")
        text = validation.message_text({**content, "text": content["message_text"]})
        return _text_version("answerGuestQuery", text, markup), None
    if kind not in CACHED or CACHED[kind][0] not in result:
        raise bad_request("the stand-in answers guests with an article or a cached file only")
    record = world.files.find(str(result[CACHED[kind][0]]))
    if record is None:
        raise bad_request("wrong file identifier/HTTP URL specified")
    if record.kind != CACHED[kind][1]:
        raise bad_request("type of file mismatch")
    caption = validation.caption(result)
    return _media_version("answerGuestQuery", record, caption, markup), record.upload


def _text_version(
    method: str, text: validation.Formatted, markup: dict[str, Any] | None
) -> InlineVersion:
    return InlineVersion(
        method,
        "text",
        text=text.text,
        html=text.html,
        entities=tuple(text.entities),
        reply_markup=validation.inline_part(markup).get("reply_markup"),
    )


def _media_version(
    method: str,
    record: FileRecord,
    caption: validation.Formatted | None,
    markup: dict[str, Any] | None,
) -> InlineVersion:
    return InlineVersion(
        method,
        record.kind,
        caption=caption.text if caption else None,
        html=caption.html if caption else None,
        entities=tuple(caption.entities) if caption else (),
        reply_markup=validation.inline_part(markup).get("reply_markup"),
        media=copy.deepcopy(record.media),
    )


# edits


async def edit_message_text(world: World, request: DecodedRequest) -> Any:
    if not request.params.get("inline_message_id"):
        return await messages.edit_message_text(world, request)
    message = _editable(world, request.params)
    text = validation.message_text(request.params)
    markup = validation.reply_markup(request.params)
    if message.kind != "text":
        raise bad_request("there is no text in the message to edit")
    return _edited(world, message, _text_version("editMessageText", text, markup))


async def edit_message_caption(world: World, request: DecodedRequest) -> Any:
    if not request.params.get("inline_message_id"):
        return await messages.edit_message_caption(world, request)
    message = _editable(world, request.params)
    caption = validation.caption(request.params)
    markup = validation.reply_markup(request.params)
    if message.kind == "text":
        raise bad_request("there is no caption in the message to edit")
    version = dataclasses.replace(
        message.now,
        method="editMessageCaption",
        caption=caption.text if caption else None,
        html=caption.html if caption else None,
        entities=tuple(caption.entities) if caption else (),
        reply_markup=validation.inline_part(markup).get("reply_markup"),
    )
    return _edited(world, message, version)


async def edit_message_reply_markup(world: World, request: DecodedRequest) -> Any:
    if not request.params.get("inline_message_id"):
        return await messages.edit_message_reply_markup(world, request)
    message = _editable(world, request.params)
    markup = validation.reply_markup(request.params)
    version = dataclasses.replace(
        message.now,
        method="editMessageReplyMarkup",
        reply_markup=validation.inline_part(markup).get("reply_markup"),
    )
    return _edited(world, message, version)


async def edit_message_media(world: World, request: DecodedRequest) -> Any:
    params = request.params
    if not params.get("inline_message_id"):
        raise bad_request("the stand-in edits the media of inline messages only")
    message = _editable(world, params)
    media = params.get("media")
    if not isinstance(media, dict):
        raise bad_request("can't parse input media JSON object")
    kind = str(media.get("type") or "")
    if kind not in _MEDIA_KINDS:
        raise bad_request("unsupported input message content type")
    if request.files or _names_an_upload(media):
        raise bad_request(_UPLOAD_REFUSED)
    record = media_file(world, DecodedRequest({kind: media.get("media")}), kind)
    caption = validation.caption(media)
    markup = validation.reply_markup(params)
    version = _media_version("editMessageMedia", record, caption, markup)
    return _edited(world, message, version, file=record.upload)


def _names_an_upload(media: dict[str, Any]) -> bool:
    return any(str(media.get(key) or "").startswith("attach://") for key in ("media", "thumbnail"))


def _editable(world: World, params: dict[str, Any]) -> InlineMessage:
    message = world.guest.messages.get(str(params["inline_message_id"]))
    if message is None:
        raise bad_request(_UNKNOWN_ID)
    if message.refusal is not None:
        raise bad_request(message.refusal)
    return message


def _edited(
    world: World, message: InlineMessage, version: InlineVersion, file: UploadedFile | None = None
) -> bool:
    if version.visible() == message.now.visible():
        raise bad_request(NOT_MODIFIED)
    message.versions.append(version)
    message.file = file or message.file
    _notify(world, message, "edited")
    return True


def _notify(world: World, message: InlineMessage, event: str) -> None:
    for observer in list(world.guest.on_inline_message):
        try:
            observer(message, event)
        except Exception:  # a broken UI must not turn into Bot API errors
            _log.exception("on_inline_message observer failed")


HANDLERS = {
    "answerGuestQuery": answer_guest_query,
    "editMessageText": edit_message_text,
    "editMessageCaption": edit_message_caption,
    "editMessageReplyMarkup": edit_message_reply_markup,
    "editMessageMedia": edit_message_media,
}
