"""getMe, getUpdates and the webhook / session methods PTB calls around polling."""

from typing import Any

from ..errors import ApiError
from ..params import DecodedRequest, optional_int
from ..world import World

_WEBHOOK_ACTIVE = (
    "Conflict: can't use getUpdates method while webhook is active; "
    "use deleteWebhook to delete the webhook first"
)


async def get_me(world: World, request: DecodedRequest) -> dict[str, Any]:
    return {
        **world.bot_user,
        "can_join_groups": True,
        "can_read_all_group_messages": not world.privacy_mode,
        "supports_inline_queries": world.inline.enabled,
        "supports_guest_queries": world.guest_queries,
        "can_connect_to_business": False,
        "has_main_web_app": False,
    }


async def get_updates(world: World, request: DecodedRequest) -> list[dict[str, Any]]:
    params = request.params
    if world.webhook["url"]:
        raise ApiError(409, _WEBHOOK_ACTIVE)
    if params.get("offset") is not None:
        world.updates.confirm(optional_int(params, "offset"))
    if isinstance(params.get("allowed_updates"), list):
        world.updates.allow(params["allowed_updates"])
    limit = min(max(optional_int(params, "limit", 100), 1), 100)
    await world.updates.wait(optional_int(params, "timeout"))
    return world.updates.peek(limit)


async def delete_webhook(world: World, request: DecodedRequest) -> bool:
    world.webhook = {"url": ""}
    if request.params.get("drop_pending_updates"):
        world.updates.clear()
    return True


async def set_webhook(world: World, request: DecodedRequest) -> bool:
    world.webhook = {"url": str(request.params.get("url") or ""), **request.params}
    return True


async def get_webhook_info(world: World, request: DecodedRequest) -> dict[str, Any]:
    return {
        "url": world.webhook["url"],
        "has_custom_certificate": False,
        "pending_update_count": world.updates.pending(),
    }


async def log_out(world: World, request: DecodedRequest) -> bool:
    return True


HANDLERS = {
    "getMe": get_me,
    "getUpdates": get_updates,
    "deleteWebhook": delete_webhook,
    "setWebhook": set_webhook,
    "getWebhookInfo": get_webhook_info,
    "logOut": log_out,
    "close": log_out,
}
