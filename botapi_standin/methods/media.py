"""Sending files (upload or file_id) and getFile for downloading them."""

import copy
from collections.abc import Awaitable, Callable
from typing import Any

from .. import outgoing, photos, validation
from ..errors import bad_request
from ..file_store import DOWNLOAD_LIMIT, file_object
from ..models import FileRecord
from ..params import DecodedRequest, required
from ..thumbnails import THUMBNAIL_KINDS, attach_thumbnail, uploaded_thumbnail
from ..world import World

_SEND_METHODS = {
    "sendAudio": "audio",
    "sendDocument": "document",
    "sendVoice": "voice",
    "sendPhoto": "photo",
    "sendVideo": "video",
    "sendAnimation": "animation",
    "sendSticker": "sticker",
}


async def send_media(world: World, request: DecodedRequest, kind: str) -> dict[str, Any]:
    params = request.params
    chat = world.chat(params.get("chat_id"))
    record = media_file(world, request, kind)
    thumbnail = uploaded_thumbnail(params, request.files) if kind in THUMBNAIL_KINDS else None
    if thumbnail is not None and thumbnail is not record.upload:
        attach_thumbnail(world.files, record.media, params, thumbnail)
    caption = validation.caption(params)
    content = {kind: copy.deepcopy(record.media)}
    if caption is not None:
        content.update(caption.content(*outgoing.CAPTION_KEYS))
    message = outgoing.send(
        world,
        chat,
        content,
        markup=validation.reply_markup(params),
        reply_to=validation.reply_target(world, chat, params),
        formatted=caption,
        file=record.upload,
        thread_id=validation.thread_target(chat, params),
    )
    return message.raw


def media_file(world: World, request: DecodedRequest, kind: str) -> FileRecord:
    """The file to send: a fresh upload (multipart or attach://) or a known file_id."""
    value = str(request.params.get(kind))
    attached = value.removeprefix("attach://") if value.startswith("attach://") else kind
    if (upload := request.files.get(attached)) is not None:
        if kind == "photo":  # Telegram's limits on photos, and the sizes it makes of one
            return photos.registered(world.files, upload, request.params)
        return world.files.register(upload, kind, request.params)
    if not value:
        raise bad_request(f"there is no {kind} in the request")
    if str(value).startswith(("http://", "https://")):
        raise bad_request("failed to get HTTP URL content")  # the stand-in has no network
    record = world.files.find(str(value))
    if record is None:
        raise bad_request("wrong file identifier/HTTP URL specified")
    if record.kind != kind:
        raise bad_request("type of file mismatch")
    return record


async def get_file(world: World, request: DecodedRequest) -> dict[str, Any]:
    record = world.files.find(str(required(request.params, "file_id")))
    if record is None:
        raise bad_request("invalid file_id")
    if record.upload.size > DOWNLOAD_LIMIT:
        raise bad_request("file is too big")
    return file_object(record)


def _sender(kind: str) -> Callable[[World, DecodedRequest], Awaitable[dict[str, Any]]]:
    async def handler(world: World, request: DecodedRequest) -> dict[str, Any]:
        return await send_media(world, request, kind)

    return handler


HANDLERS = {method: _sender(kind) for method, kind in _SEND_METHODS.items()}
HANDLERS["getFile"] = get_file
