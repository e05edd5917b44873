"""Accepting lyrics as a request: prepared once, stored as `waiting`, the user shown their place."""

from __future__ import annotations

from dataclasses import dataclass

from bot.context import Services
from bot.lyrics import PreparedLyrics
from bot.pipeline import messages
from bot.store import NewRequest, Request, State


@dataclass(frozen=True)
class Asker:
    """Who asked, where, and in which message."""

    chat_id: int
    chat_type: str
    user_id: int
    user_name: str
    language: str
    message_id: int | None


async def accept_lyrics(
    services: Services,
    asker: Asker,
    lyrics: PreparedLyrics,
    topic: str | None = None,
    style: str | None = None,
) -> Request:
    """Store the request as waiting, show its status, and let the scheduler start it now."""
    chat = await services.store.chats.get(asker.chat_id)
    request = await services.store.requests.create(
        NewRequest(
            chat_id=asker.chat_id,
            chat_type=asker.chat_type,
            user_id=asker.user_id,
            user_name=asker.user_name,
            language=asker.language,
            request_message_id=asker.message_id,
            lyrics=lyrics.text,
            style=chat.style or style,
            duration_sec=chat.duration_sec or services.settings.DEFAULT_DURATION_SEC,
            title=lyrics.title,
            topic=topic,
        ),
        State.WAITING,
    )
    await messages.show_state(services, request.id)
    await services.scheduler.tick()
    return request
