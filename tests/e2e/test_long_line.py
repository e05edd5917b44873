"""A long line stays cheap: far back, a place is shown coarsely ("place 200+"), so a
move edits only the messages whose words changed, and a pass over the whole line reads the store
the same number of times whether it holds twenty requests or four hundred."""

from __future__ import annotations

from bot.pipeline import status
from bot.store import State
from botapi_standin import BotApiStandIn
from tests.conftest import FAST, AppFactory, services, tuned
from tests.e2e.helpers import add_waiting

# The scheduler ticks once an hour here, so that only the pass under test reads the store.
QUIET = tuned(FAST, tick_sec=3600)


def last_text(stand: BotApiStandIn, chat_id: int) -> str:
    text = stand.messages(chat_id)[-1].text
    assert text is not None
    return text


async def test_a_move_edits_the_front_and_the_few_that_cross_a_step(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app(QUIET, ORG_DAILY_LIMIT=0) as app:  # nothing starts: everyone waits
        await add_waiting(stand, services(app), range(1, 61))
        await status.refresh_waiting(services(app))
        assert "(7)" in last_text(stand, 7)
        assert "(10+)" in last_text(stand, 11) and "(20+)" in last_text(stand, 21)
        assert "(50+)" in last_text(stand, 60)
        edits_before = len(stand.calls_of("editMessageText"))
        head = (await services(app).store.requests.waiting_in_order())[0]
        await services(app).store.requests.move(head.id, State.WAITING, State.CANCELLED)
        await status.refresh_waiting(services(app))
        edited = stand.calls_of("editMessageText")[edits_before:]
    # Places 2..11 became 1..10 (exact: each changed); 21 and 51 stepped down (10+, 20+); the
    # other 46 messages still say what is true of them, and are left alone.
    assert sorted(int(call.params["chat_id"]) for call in edited) == [*range(2, 12), 21, 51]
    assert "(10)" in last_text(stand, 11) and "(10+)" in last_text(stand, 21)
    assert "(20+)" in last_text(stand, 51) and "(50+)" in last_text(stand, 60)


async def test_a_pass_reads_the_store_as_often_for_400_as_for_20(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    statements: dict[int, int] = {}
    async with bot_app(QUIET, ORG_DAILY_LIMIT=0) as app:
        store = services(app).store
        for size, chats in ((20, range(1, 21)), (400, range(21, 401))):
            await add_waiting(stand, services(app), chats)
            await status.refresh_waiting(services(app))  # shows the new ones
            seen: list[str] = []
            await store.conn.set_trace_callback(seen.append)
            await status.refresh_waiting(services(app))  # nothing changed: nothing to send
            await store.conn.set_trace_callback(lambda _sql: None)  # aiosqlite types no None
            statements[size] = len(seen)
    assert statements[400] == statements[20], statements


async def test_after_a_restart_a_pass_edits_only_what_changed(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app(QUIET, ORG_DAILY_LIMIT=0) as app:
        await add_waiting(stand, services(app), range(1, 41))
        await status.refresh_waiting(services(app))
    edits_before = len(stand.calls_of("editMessageText"))
    async with bot_app(QUIET, ORG_DAILY_LIMIT=0) as app:  # the same database, a new process
        await status.refresh_waiting(services(app))
        assert len(stand.calls_of("editMessageText")) == edits_before  # nothing changed
        head = (await services(app).store.requests.waiting_in_order())[0]
        await services(app).store.requests.move(head.id, State.WAITING, State.CANCELLED)
        await status.refresh_waiting(services(app))
        edited = stand.calls_of("editMessageText")[edits_before:]
    assert sorted(int(call.params["chat_id"]) for call in edited) == [*range(2, 12), 21]
