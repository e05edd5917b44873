"""Chat info, members, the bot's commands, menu button and profile texts."""

import re
from typing import Any

from ..errors import bad_request
from ..models import Chat
from ..params import DecodedRequest, required
from ..world import World, scope_key

_COMMAND_NAME = re.compile(r"[a-z0-9_]{1,32}")
_ADMIN_RIGHTS = (
    "can_manage_chat", "can_delete_messages", "can_manage_video_chats", "can_restrict_members",
    "can_promote_members", "can_change_info", "can_invite_users", "can_post_stories",
    "can_edit_stories", "can_delete_stories",
)  # fmt: skip
_GIFT_TYPES = ("unlimited_gifts", "limited_gifts", "unique_gifts", "premium_subscription")
# Telegram's limits, in characters
_PROFILE_LIMITS = {"name": 64, "description": 512, "short_description": 120}
_PROFILE_FIELDS = {
    "Name": "name",
    "Description": "description",
    "ShortDescription": "short_description",
}


async def get_chat(world: World, request: DecodedRequest) -> dict[str, Any]:
    chat = world.chat(request.params.get("chat_id"))
    permissions = {"permissions": chat.permissions} if chat.permissions is not None else {}
    return {
        **chat.as_dict(),
        **permissions,
        "accent_color_id": 0,
        "max_reaction_count": 11,
        "accepted_gift_types": {**dict.fromkeys(_GIFT_TYPES, False), "gifts_from_channels": False},
    }


def member(world: World, chat: Chat, user_id: int) -> dict[str, Any]:
    """A ChatMember object; its fields depend on the status, as in the Bot API."""
    status = chat.members.get(user_id, "member")
    described: dict[str, Any] = {"status": status, "user": world.known_user(user_id)}
    if status == "administrator":
        rights = dict.fromkeys(_ADMIN_RIGHTS, True)
        if chat.type == "channel":  # rights Telegram names for channels only
            rights.update(can_post_messages=True, can_edit_messages=True)
        described.update(can_be_edited=False, is_anonymous=False, **rights)
    elif status == "creator":
        described["is_anonymous"] = False
    elif status == "kicked":
        described["until_date"] = 0
    return described


async def get_chat_member(world: World, request: DecodedRequest) -> dict[str, Any]:
    chat = world.chat(request.params.get("chat_id"))
    return member(world, chat, int(required(request.params, "user_id")))


async def get_chat_administrators(world: World, request: DecodedRequest) -> list[dict[str, Any]]:
    chat = world.chat(request.params.get("chat_id"))
    if chat.type == "private":
        raise bad_request("there are no administrators in the private chat")
    admins = [uid for uid, status in chat.members.items() if status in ("creator", "administrator")]
    return [member(world, chat, user_id) for user_id in admins]


async def set_my_commands(world: World, request: DecodedRequest) -> bool:
    commands = request.params.get("commands")
    if not isinstance(commands, list) or len(commands) > 100:
        raise bad_request("can't parse commands JSON object")
    world.commands[_command_key(request.params)] = [_bot_command(c) for c in commands]
    return True


def _bot_command(command: Any) -> dict[str, str]:
    if not isinstance(command, dict):
        raise bad_request("can't parse BotCommand JSON object")
    name, description = str(command.get("command", "")), str(command.get("description", ""))
    if not _COMMAND_NAME.fullmatch(name):
        raise bad_request("BOT_COMMAND_INVALID")
    if not 1 <= len(description) <= 256:
        raise bad_request("command description must be non-empty")
    return {"command": name, "description": description}


async def get_my_commands(world: World, request: DecodedRequest) -> list[dict[str, Any]]:
    return list(world.commands.get(_command_key(request.params), []))


async def delete_my_commands(world: World, request: DecodedRequest) -> bool:
    world.commands.pop(_command_key(request.params), None)
    return True


def _command_key(params: dict[str, Any]) -> tuple[str, str]:
    scope = params.get("scope")
    if scope is not None and not isinstance(scope, dict):
        raise bad_request("can't parse scope JSON object")
    return scope_key(scope, str(params.get("language_code") or ""))


async def set_chat_menu_button(world: World, request: DecodedRequest) -> bool:
    chat_id = request.params.get("chat_id")
    key = world.chat(chat_id).id if chat_id is not None else None
    world.menu_buttons[key] = request.params.get("menu_button") or {"type": "default"}
    return True


async def get_chat_menu_button(world: World, request: DecodedRequest) -> dict[str, Any]:
    chat_id = request.params.get("chat_id")
    key = world.chat(chat_id).id if chat_id is not None else None
    return world.menu_buttons.get(key) or world.menu_buttons.get(None) or {"type": "commands"}


def _profile_handlers(suffix: str, field: str) -> dict[str, Any]:
    """setMy<X> / getMy<X> for the bot's name, description and short description."""

    async def setter(world: World, request: DecodedRequest) -> bool:
        language = str(request.params.get("language_code") or "")
        text = str(request.params.get(field) or "")
        if len(text) > _PROFILE_LIMITS[field]:
            raise bad_request(f"bot {field.replace('_', ' ')} is too long")
        world.bot_profile[(field, language)] = text
        return True

    async def getter(world: World, request: DecodedRequest) -> dict[str, str]:
        language = str(request.params.get("language_code") or "")
        return {field: world.bot_profile.get((field, language), "")}

    return {f"setMy{suffix}": setter, f"getMy{suffix}": getter}


HANDLERS: dict[str, Any] = {
    "getChat": get_chat,
    "getChatMember": get_chat_member,
    "getChatAdministrators": get_chat_administrators,
    "setMyCommands": set_my_commands,
    "getMyCommands": get_my_commands,
    "deleteMyCommands": delete_my_commands,
    "setChatMenuButton": set_chat_menu_button,
    "getChatMenuButton": get_chat_menu_button,
}
for _suffix, _field in _PROFILE_FIELDS.items():
    HANDLERS.update(_profile_handlers(_suffix, _field))
