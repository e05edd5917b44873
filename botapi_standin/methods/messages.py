"""Sending, editing, deleting, copying and forwarding text messages; chat actions; reactions."""

import time
from typing import Any

from .. import outgoing, validation
from ..errors import bad_request
from ..models import ChatMessage, Draft, UploadedFile
from ..params import DecodedRequest, required
from ..world import World

_CHAT_ACTIONS = frozenset(
    {
        "typing", "upload_photo", "record_video", "upload_video", "record_voice",
        "upload_voice", "upload_document", "choose_sticker", "find_location",
        "record_video_note", "upload_video_note",
    }
)  # fmt: skip
_COPIED_KEYS = (*outgoing.MEDIA_KINDS, *outgoing.TEXT_KEYS, *outgoing.CAPTION_KEYS)


async def send_message(world: World, request: DecodedRequest) -> dict[str, Any]:
    params = request.params
    chat = world.chat(params.get("chat_id"))
    text = validation.message_text(params)
    markup = validation.reply_markup(params)
    reply_to = validation.reply_target(world, chat, params)
    message = outgoing.send(
        world,
        chat,
        text.content(*outgoing.TEXT_KEYS),
        markup=markup,
        reply_to=reply_to,
        formatted=text,
        thread_id=validation.thread_target(chat, params),
    )
    return message.raw


async def send_message_draft(world: World, request: DecodedRequest) -> bool:
    """A message streamed while it is written (Bot API 9.5): private chats only, a non-zero
    draft id; nothing is posted, the chat sees the draft grow."""
    params = request.params
    chat = world.chat(params.get("chat_id"))
    if chat.type != "private":
        raise bad_request("TEXTDRAFT_PEER_INVALID")
    try:
        draft_id = int(required(params, "draft_id"))
    except (TypeError, ValueError):
        raise bad_request("invalid draft_id") from None
    if draft_id == 0:
        raise bad_request("draft_id must be non-zero")
    text = validation.draft_text(params)
    thread_id = validation.thread_target(chat, params)
    world.drafts.append(Draft(chat.id, draft_id, text.text, thread_id, time.monotonic()))
    return True


def editable(world: World, params: dict[str, Any]) -> ChatMessage:
    """The bot message an edit* call names, or Telegram's refusal."""
    if params.get("inline_message_id"):
        raise bad_request("message to edit not found")  # no inline mode here
    chat = world.chat(params.get("chat_id"))
    message_id = required(params, "message_id")
    message = world.bot_message(chat.id, message_id)
    if message is not None:
        return message
    if world.message(chat.id, message_id) is not None:
        raise bad_request("message can't be edited")
    raise bad_request("message to edit not found")


async def edit_message_text(world: World, request: DecodedRequest) -> dict[str, Any]:
    message = editable(world, request.params)
    text = validation.message_text(request.params)
    markup = validation.reply_markup(request.params)
    if message.kind != "text":
        raise bad_request("there is no text in the message to edit")
    return outgoing.edit(world, message, replaced=outgoing.TEXT_KEYS, formatted=text, markup=markup)


async def edit_message_caption(world: World, request: DecodedRequest) -> dict[str, Any]:
    message = editable(world, request.params)
    caption = validation.caption(request.params)
    markup = validation.reply_markup(request.params)
    if message.kind == "text":
        raise bad_request("there is no caption in the message to edit")
    return outgoing.edit(
        world, message, replaced=outgoing.CAPTION_KEYS, formatted=caption, markup=markup
    )


async def edit_message_reply_markup(world: World, request: DecodedRequest) -> dict[str, Any]:
    message = editable(world, request.params)
    markup = validation.reply_markup(request.params)
    return outgoing.edit(world, message, markup=markup)


async def delete_message(world: World, request: DecodedRequest) -> bool:
    chat = world.chat(request.params.get("chat_id"))
    message_id = required(request.params, "message_id")
    if world.message(chat.id, message_id) is None:
        raise bad_request("message to delete not found")
    outgoing.delete(world, chat, int(message_id))
    return True


async def send_chat_action(world: World, request: DecodedRequest) -> bool:
    validation.thread_target(world.chat(request.params.get("chat_id")), request.params)
    if request.params.get("action") not in _CHAT_ACTIONS:
        raise bad_request("wrong parameter action in request")
    return True


async def set_message_reaction(world: World, request: DecodedRequest) -> bool:
    chat = world.chat(request.params.get("chat_id"))
    message_id = required(request.params, "message_id")
    if world.message(chat.id, message_id) is None:
        raise bad_request("message to react not found")
    world.reactions[(chat.id, int(message_id))] = list(request.params.get("reaction") or [])
    return True


async def copy_message(world: World, request: DecodedRequest) -> dict[str, Any]:
    source = _source(world, request.params, "copy")
    caption = validation.caption(request.params)
    message = _repost(world, request.params, source, caption=caption)
    return {"message_id": message.message_id}


async def forward_message(world: World, request: DecodedRequest) -> dict[str, Any]:
    source = _source(world, request.params, "forward")
    origin = {"type": "user", "sender_user": source["from"], "date": source["date"]}
    message = _repost(world, request.params, source, extra={"forward_origin": origin})
    return message.raw


def _source(world: World, params: dict[str, Any], verb: str) -> dict[str, Any]:
    source_chat = world.chat(required(params, "from_chat_id"))
    source = world.message(source_chat.id, required(params, "message_id"))
    if source is None:
        raise bad_request(f"message to {verb} not found")
    return source


def _repost(
    world: World,
    params: dict[str, Any],
    source: dict[str, Any],
    *,
    caption: validation.Formatted | None = None,
    extra: dict[str, Any] | None = None,
) -> ChatMessage:
    """Post the source's content as a new bot message (a new caption replaces the old one)."""
    chat = world.chat(params.get("chat_id"))
    content = {key: source[key] for key in _COPIED_KEYS if key in source}
    if caption is not None:
        content.update(caption.content(*outgoing.CAPTION_KEYS))
    return outgoing.send(
        world,
        chat,
        {**content, **(extra or {})},
        markup=validation.reply_markup(params),
        reply_to=validation.reply_target(world, chat, params),
        formatted=caption,
        file=_upload_of(world, content),
        thread_id=validation.thread_target(chat, params),
    )


def _upload_of(world: World, content: dict[str, Any]) -> UploadedFile | None:
    media = next((content[kind] for kind in outgoing.MEDIA_KINDS if kind in content), None)
    media = media[-1] if isinstance(media, list) else media  # photos come as a size list
    record = world.files.find(media.get("file_id", "")) if isinstance(media, dict) else None
    return record.upload if record else None


HANDLERS = {
    "sendMessage": send_message,
    "sendMessageDraft": send_message_draft,
    "editMessageText": edit_message_text,
    "editMessageCaption": edit_message_caption,
    "editMessageReplyMarkup": edit_message_reply_markup,
    "deleteMessage": delete_message,
    "sendChatAction": send_chat_action,
    "setMessageReaction": set_message_reaction,
    "copyMessage": copy_message,
    "forwardMessage": forward_message,
}
