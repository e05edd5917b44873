"""Lanes end to end: with Telegram's flood limits on at the stand-in, what answers a
person (a /status reply, a menu edited to answer a press) leaves before the status edits queued
ahead of it, and no 429 is provoked."""

from __future__ import annotations

import asyncio

import pytest
from telegram.ext import Application

from bot.pipeline import status
from bot.store import State
from bot.ui import status as words
from botapi_standin import BotApiStandIn
from tests.conftest import AppFactory, all_handled, services
from tests.e2e.helpers import lyrics

WAITING = 90  # three seconds of edits at 30 a second
USERS = range(1001, 1001 + WAITING)


def is_edit(call) -> bool:
    return call.method == "editMessageText"


@pytest.fixture
def worst_case(stand: BotApiStandIn, monkeypatch: pytest.MonkeyPatch) -> None:
    """Telegram's flood limits on, and every place shown exact, so that a move edits every
    waiting message."""
    monkeypatch.setattr(words, "EXACT_PLACES", WAITING)
    stand.flood_limits(per_second=30, per_group_per_minute=20)


async def queue_every_status_edit(
    app: Application, stand: BotApiStandIn
) -> tuple[int, list[asyncio.Task[None]]]:
    """The line moves: the first leaves it, and every other status message is refreshed at once,
    each by a task of its own, so that the edits wait together in the lane. Returns where in
    `stand.calls` they begin, and the tasks, once 30 of them have left."""
    store = services(app).store
    first = (await store.requests.waiting_in_order())[0]
    await store.requests.move(first.id, State.WAITING, State.CANCELLED)
    order = await store.requests.waiting_in_order()
    before = len(stand.calls)
    refresh = [
        asyncio.create_task(status.show_state(services(app), request.id, place))
        for place, request in enumerate(order, 1)
    ]
    await stand.wait_for(lambda: sum(map(is_edit, stand.calls[before:])) >= 30, timeout=30)
    return before, refresh


async def test_a_reply_overtakes_queued_status_edits(
    bot_app: AppFactory, stand: BotApiStandIn, worst_case: None
) -> None:
    asker = USERS[-1]
    async with bot_app(ORG_DAILY_LIMIT=0) as app:  # nothing starts: everyone waits in line
        for user in USERS:
            stand.user_says(user, lyrics(user))
        await all_handled(app, stand, timeout=60)
        await stand.wait_for(lambda: len(stand.calls_of("sendMessage")) >= WAITING, timeout=30)
        before, refresh = await queue_every_status_edit(app, stand)
        said = stand.user_says(asker, "/status")
        await asyncio.gather(*refresh)
        await all_handled(app, stand)
    calls = stand.calls[before:]
    reply_at = next(
        n
        for n, call in enumerate(calls)
        if call.method == "sendMessage"
        and int(call.params["chat_id"]) == asker
        and said["message_id"] == _replied_to(call.params)
    )
    edits_at = [n for n, call in enumerate(calls) if is_edit(call)]
    assert len(edits_at) == WAITING - 1
    assert reply_at < edits_at[-1], "the /status reply waited for every queued edit"
    assert sum(1 for n in edits_at if n > reply_at) >= 10, "edits queued earlier left later"
    assert stand.flood_refusals == 0


async def test_a_menu_edited_to_answer_a_press_overtakes_queued_status_edits(
    bot_app: AppFactory, stand: BotApiStandIn, worst_case: None
) -> None:
    presser = USERS[-1]
    async with bot_app(ORG_DAILY_LIMIT=0) as app:
        for user in USERS:
            stand.user_says(user, lyrics(user))
        stand.user_says(presser, "/style")
        await all_handled(app, stand, timeout=60)
        menu = await stand.wait_for_message(
            presser, lambda m: any("style:genre:rock" in str(b) for b in m.buttons())
        )
        before, refresh = await queue_every_status_edit(app, stand)
        stand.user_presses(presser, menu.message_id, "style:genre:rock", user_id=presser)
        await asyncio.gather(*refresh)
        await all_handled(app, stand)
    calls = stand.calls[before:]
    menu_at = next(
        n
        for n, call in enumerate(calls)
        if is_edit(call) and int(call.params["message_id"]) == menu.message_id
    )
    status_at = [n for n, call in enumerate(calls) if is_edit(call) and n != menu_at]
    assert len(status_at) == WAITING - 1
    after = sum(1 for n in status_at if n > menu_at)
    assert after >= 10, "the answer to the press waited behind the queued edits"
    assert stand.flood_refusals == 0


def _replied_to(params: dict) -> int | None:
    reply = params.get("reply_parameters")
    if isinstance(reply, dict):
        return reply.get("message_id")
    return params.get("reply_to_message_id")
