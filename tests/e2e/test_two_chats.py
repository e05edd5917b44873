"""One person, many chats: lyrics are written per chat, so /song in a group and a topic in the
private chat at the same time are two writings, each with its own preview, each counted
against the person's text budget. Every reserved text call is made or given back, and every
"writing…" message becomes a preview or says why not."""

from __future__ import annotations

from bot.store import Asker, State
from bot.store.writing import Writing
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import AppFactory, all_handled, services, texts_to
from tests.e2e.helpers import is_preview, saying, writes_slowly

USER = 77
GROUP = -1002001
BOT = "SongbotTestBot"


def writing_messages(stand: BotApiStandIn, chat_id: int) -> list[int]:
    """The "writing…" messages sent to the chat."""
    return [
        int(call.result_or_error["message_id"])
        for call in stand.calls_of("sendMessage")
        if int(call.params.get("chat_id", 0)) == chat_id
        and str(call.params.get("text", "")).startswith("✍️")
        and call.ok
    ]


async def _nothing_left_hanging(app, stand: BotApiStandIn, emulator: Emulator) -> None:
    """Every reserved call was made or given back; no writing is left to surprise a restart;
    every "writing…" message turned into a preview."""
    store = services(app).store
    assert await store.text_calls.count_since(0, USER) == len(emulator.chat_requests)
    assert await store.writing.unfinished() == []
    for chat_id in (USER, GROUP):
        for message_id in writing_messages(stand, chat_id):
            shown = stand.world.bot_message(chat_id, message_id)
            assert shown is not None and is_preview(shown), f"'writing…' left in {chat_id}"


async def test_song_in_a_group_and_in_private_at_once_makes_two_previews(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    writes_slowly(emulator, 1.0)  # both are being written at the same time
    async with bot_app() as app:
        stand.user_says(GROUP, f"/song@{BOT} the harbour", user_id=USER, chat_type="supergroup")
        stand.user_says(USER, "/song the mountains")
        in_group = await stand.wait_for_message(GROUP, is_preview, timeout=20)
        in_private = await stand.wait_for_message(USER, is_preview, timeout=20)
        await all_handled(app, stand)
        drafts = await services(app).store.requests.in_states([State.DRAFT])
        await _nothing_left_hanging(app, stand, emulator)
    assert "harbour" in (in_group.text or "") and "mountains" in (in_private.text or "")
    assert sorted(d.chat_id for d in drafts) == sorted([GROUP, USER])
    assert len(emulator.chat_requests) == 2, "the budget counts both"
    assert not any("still writing" in t for t in texts_to(stand, USER) + texts_to(stand, GROUP))


async def test_a_topic_in_private_while_the_group_is_being_written_is_written_too(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    writes_slowly(emulator, 2.0)
    async with saying(
        bot_app, stand, GROUP, f"/song@{BOT} the harbour", user_id=USER, chat_type="supergroup"
    ) as app:
        await stand.wait_for(lambda: len(emulator.chat_requests) == 1)
        stand.user_says(USER, "the mountains at dawn")
        await stand.wait_for_message(USER, is_preview, timeout=20)
        await stand.wait_for_message(GROUP, is_preview, timeout=20)
        await all_handled(app, stand)
        await _nothing_left_hanging(app, stand, emulator)
    assert len(emulator.chat_requests) == 2


async def test_within_the_budget_two_chats_at_once_spend_it_once_each(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    writes_slowly(emulator, 1.0)
    async with bot_app(USER_TEXT_DAILY_LIMIT=1) as app:
        stand.user_says(GROUP, f"/song@{BOT} the harbour", user_id=USER, chat_type="supergroup")
        stand.user_says(USER, "/song the mountains")
        await stand.wait_for(lambda: len(emulator.chat_requests) == 1)
        await all_handled(app, stand)
        await stand.wait_for(
            lambda: sum(is_preview(m) for c in (USER, GROUP) for m in stand.messages(c)) == 1
        )
        await _nothing_left_hanging(app, stand, emulator)
    refused = [t for t in texts_to(stand, USER) + texts_to(stand, GROUP) if "write again" in t]
    assert len(refused) == 1, "the other chat is told the limit, once"


async def test_a_second_topic_in_the_same_chat_reserves_nothing_and_promises_nothing(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    writes_slowly(emulator, 1.0)
    async with saying(bot_app, stand, USER, "/song the mountains") as app:
        await stand.wait_for(lambda: len(emulator.chat_requests) == 1)
        stand.user_says(USER, "/song the sea")
        busy = await stand.wait_for_message(USER, lambda m: "still writing" in (m.text or ""))
        await stand.wait_for_message(USER, is_preview, timeout=20)
        await all_handled(app, stand)
        await _nothing_left_hanging(app, stand, emulator)
    assert "Send this topic again" in (busy.text or "")
    assert len(emulator.chat_requests) == 1


async def test_two_topics_of_a_forum_at_once_are_two_writings(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    forum = -1002002
    writes_slowly(emulator, 1.0)
    stand.open_forum(forum, "Songs")
    birthdays, weddings = (
        stand.create_topic(forum, "Birthdays"),
        stand.create_topic(forum, "Weddings"),
    )
    async with bot_app() as app:
        for thread, topic in ((birthdays, "a cake"), (weddings, "two rings")):
            stand.user_says(
                forum, f"/song {topic}", user_id=USER, chat_type="supergroup", thread_id=thread
            )
        await stand.wait_for(
            lambda: sum(is_preview(m) for m in stand.messages(forum) if not m.deleted) == 2,
        )
        await all_handled(app, stand)
        previews = [m for m in stand.messages(forum) if is_preview(m)]
        assert await services(app).store.writing.unfinished() == []
    assert {m.thread_id for m in previews} == {birthdays, weddings}
    assert len(emulator.chat_requests) == 2


async def test_two_writings_left_in_one_chat_by_an_older_bot_end_one_and_say_so(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, USER, "/start") as app:
        await all_handled(app, stand)
        store = services(app).store
        for message_id, topic in ((9001, "the harbour"), (9002, "the mountains")):
            asker = Asker(USER, "private", USER, "Ann", "en", None)
            await store.writing.started(Writing.of(asker, message_id, topic))
    async with bot_app() as app:
        await stand.wait_for_message(USER, is_preview, timeout=20)
        await stand.wait_for_message(USER, lambda m: "were not written" in (m.text or ""))
        await all_handled(app, stand)
        assert await services(app).store.writing.unfinished() == []
        assert await services(app).store.text_calls.count_since(0, USER) == 1
    assert len(emulator.chat_requests) == 1
