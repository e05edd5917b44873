"""The Bot API methods the stand-in answers, by name (matched case-insensitively)."""

from collections.abc import Awaitable, Callable
from typing import Any

from ..params import DecodedRequest
from ..world import World
from . import callbacks, chats, guest, inline, media, messages, updates

Handler = Callable[[World, DecodedRequest], Awaitable[Any]]

HANDLERS: dict[str, Handler] = {
    **updates.HANDLERS,
    **messages.HANDLERS,
    **media.HANDLERS,
    **callbacks.HANDLERS,
    **chats.HANDLERS,
    **inline.HANDLERS,
    **guest.HANDLERS,  # last: its edits take inline messages and pass the others on
}
_BY_LOWER_NAME = {name.lower(): name for name in HANDLERS}


def find_method(name: str) -> tuple[str, Handler] | None:
    """The canonical method name and its handler, or None for an unknown method."""
    canonical = _BY_LOWER_NAME.get(name.lower())
    return (canonical, HANDLERS[canonical]) if canonical else None
