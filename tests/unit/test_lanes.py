"""The LaneLimiter alone (bot/telegram/lanes.py): which lane a call takes, the order calls leave
in when the budget is spent, edits of one message coalesced, unchanged edits not sent, 429s."""

from __future__ import annotations

import asyncio
import datetime as dt
from typing import Any

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, ReplyParameters
from telegram.error import RetryAfter

from bot.telegram import Lane, LaneLimiter
from bot.telegram.lanes import calls_in, lane_of


def test_lane_of_each_kind_of_call() -> None:
    reply = {"chat_id": 5, "text": "hi", "reply_parameters": ReplyParameters(message_id=3)}
    assert lane_of("sendMessage", reply) == Lane.PEOPLE
    assert lane_of("answerCallbackQuery", {"callback_query_id": "1"}) == Lane.PEOPLE
    assert lane_of("sendAudio", {"chat_id": 5}) == Lane.SONGS
    assert lane_of("sendDocument", {"chat_id": 5}) == Lane.SONGS
    assert lane_of("sendMessage", {"chat_id": 5, "text": "news"}) == Lane.SONGS
    assert lane_of("editMessageText", {"chat_id": 5, "message_id": 9}) == Lane.HOUSEKEEPING
    assert lane_of("editMessageReplyMarkup", {"chat_id": 5}) == Lane.HOUSEKEEPING
    assert lane_of("sendChatAction", {"chat_id": 5}) == Lane.HOUSEKEEPING


def test_a_caller_overrides_the_lane() -> None:
    reply = {"chat_id": 5, "text": "done", "reply_parameters": ReplyParameters(message_id=3)}
    assert lane_of("sendMessage", reply, {"lane": "songs"}) == Lane.SONGS
    assert lane_of("editMessageText", {"chat_id": 5}, {"lane": Lane.PEOPLE}) == Lane.PEOPLE


async def lane_when_run(endpoint: str, data: dict[str, Any]) -> Lane:
    return lane_of(endpoint, data)


async def test_a_stretch_of_code_sets_the_lane_of_its_calls_and_of_tasks_it_starts() -> None:
    edit = {"chat_id": 5, "message_id": 9}
    with calls_in(Lane.PEOPLE):
        assert lane_of("editMessageText", edit) == Lane.PEOPLE
        assert lane_of("editMessageText", edit, {"lane": "songs"}) == Lane.SONGS  # a call wins
        started = asyncio.create_task(lane_when_run("sendChatAction", edit))  # runs after
        with calls_in(None):  # by the rules again inside
            assert lane_of("editMessageText", edit) == Lane.HOUSEKEEPING
    assert await started == Lane.PEOPLE
    assert lane_of("editMessageText", edit) == Lane.HOUSEKEEPING


class Api:
    """Stands for PTB's `_do_post`: records each call that really left; some wait for a gate."""

    def __init__(self) -> None:
        self.sent: list[tuple[str, dict[str, Any]]] = []
        self.gate = asyncio.Event()
        self.refuse: list[RetryAfter] = []

    async def post(self, endpoint: str, data: dict[str, Any]) -> Any:
        if endpoint == "blocker":
            await self.gate.wait()
        if self.refuse:
            raise self.refuse.pop()
        self.sent.append((endpoint, data))
        return {"message_id": data.get("message_id", len(self.sent)), "text": data.get("text")}


def call(limiter: LaneLimiter, api: Api, endpoint: str, **data: Any) -> asyncio.Task[Any]:
    work = limiter.process_request(api.post, (endpoint, data), {}, endpoint, data, None)
    return asyncio.ensure_future(work)


async def settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


async def test_people_leave_first_then_songs_then_housekeeping() -> None:
    limiter, api = LaneLimiter(per_second=1), Api()
    blocker = call(limiter, api, "blocker", chat_id=1)  # spends the whole budget, in flight
    await settle()
    edit = call(limiter, api, "editMessageText", chat_id=2, message_id=7, text="place 3")
    song = call(limiter, api, "sendAudio", chat_id=3)
    reply = call(
        limiter, api, "sendMessage", chat_id=4, text="ok", reply_parameters=ReplyParameters(1)
    )
    await settle()
    assert limiter.waiting() == 3 and api.sent == []
    api.gate.set()
    await asyncio.gather(blocker, edit, song, reply)
    assert [endpoint for endpoint, _ in api.sent] == [
        "blocker",
        "sendMessage",
        "sendAudio",
        "editMessageText",
    ]


async def test_a_waiting_edit_is_replaced_by_a_newer_one() -> None:
    limiter, api = LaneLimiter(per_second=1), Api()
    blocker = call(limiter, api, "blocker", chat_id=1)
    await settle()
    older = call(limiter, api, "editMessageText", chat_id=2, message_id=7, text="place 3")
    newer = call(limiter, api, "editMessageText", chat_id=2, message_id=7, text="place 2")
    other = call(limiter, api, "editMessageText", chat_id=2, message_id=8, text="place 4")
    api.gate.set()
    await asyncio.gather(blocker, older, newer, other)
    edits = [data["text"] for endpoint, data in api.sent if endpoint == "editMessageText"]
    assert edits == ["place 2", "place 4"]  # the newest text of message 7, in the older's place
    assert older.result() == newer.result() == {"message_id": 7, "text": "place 2"}
    assert limiter.coalesced == 1


async def test_an_edit_equal_to_the_last_one_sent_is_not_sent() -> None:
    limiter, api = LaneLimiter(), Api()
    keys = InlineKeyboardMarkup([[InlineKeyboardButton("Retry", callback_data="retry:1")]])
    first = await call(
        limiter, api, "editMessageText", chat_id=2, message_id=7, text="A", reply_markup=keys
    )
    again = await call(
        limiter, api, "editMessageText", chat_id=2, message_id=7, text="A", reply_markup=keys
    )
    other_keys = await call(limiter, api, "editMessageText", chat_id=2, message_id=7, text="A")
    assert again == first
    assert [data.get("reply_markup") for _, data in api.sent] == [keys, None]
    assert limiter.unchanged == 1
    assert other_keys == {"message_id": 7, "text": "A"}


async def test_calls_naming_no_chat_do_not_wait_for_the_budget() -> None:
    limiter, api = LaneLimiter(per_second=1), Api()
    blocker = call(limiter, api, "blocker", chat_id=1)
    await settle()
    answered = await call(limiter, api, "answerCallbackQuery", callback_query_id="q")
    assert answered["text"] is None and api.sent[0][0] == "answerCallbackQuery"
    api.gate.set()
    await blocker


async def test_a_429_is_honoured_and_the_call_tried_again() -> None:
    limiter, api = LaneLimiter(), Api()
    api.refuse.append(RetryAfter(dt.timedelta(seconds=1)))
    result = await call(limiter, api, "sendMessage", chat_id=-100, text="hi")
    assert result["text"] == "hi" and len(api.sent) == 1
    assert limiter.retried == 1


async def test_housekeeping_leaves_a_quarter_of_a_groups_minute_to_people() -> None:
    limiter, api = LaneLimiter(per_group_per_minute=8, clock=lambda: 0.0), Api()
    group = -5
    edits = [
        call(limiter, api, "editMessageText", chat_id=group, message_id=n, text="place")
        for n in range(1, 9)
    ]
    await settle()
    assert len(api.sent) == 6, "housekeeping stops at 6 of the group's 8 a minute"
    reply = call(
        limiter, api, "sendMessage", chat_id=group, text="hi", reply_parameters=ReplyParameters(1)
    )
    song = call(limiter, api, "sendAudio", chat_id=group)
    await asyncio.gather(reply, song)
    assert [endpoint for endpoint, _ in api.sent[6:]] == ["sendMessage", "sendAudio"]
    assert limiter.waiting() == 2  # the last two edits wait for the next minute
    for edit in edits:
        edit.cancel()
    await asyncio.gather(*edits, return_exceptions=True)
