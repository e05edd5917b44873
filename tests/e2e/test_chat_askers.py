"""A message sent on behalf of a chat (`sender_chat`: a channel, or a group's anonymous admin)
is asked by that chat: its shares, /limit and its buttons follow the chat's id, not the id of
Telegram's placeholder sender. A press always comes from a real person: on what a chat asked,
the group's administrators may press, nobody else."""

from __future__ import annotations

import asyncio

from bot.store import State
from bot.ui import DraftPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import ADMIN_ID, LYRICS, AppFactory, all_handled, services, wait_for_state
from tests.e2e.helpers import answered, is_preview, lyrics, press_button

GROUP = -1001
CHANNEL = -100500
OWNER = 77  # posts as the channel; a person of their own too
MEMBER, GROUP_ADMIN = 78, 79
POSTED = (State.QUEUED, State.RUNNING, State.COMPLETED, State.DELIVERED)


def said(stand: BotApiStandIn, chat_id: int, words: str) -> int:
    return sum(words in (m.text or "") for m in stand.messages(chat_id))


async def test_a_message_sent_as_a_channel_counts_against_the_channels_shares(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(USER_TEXT_DAILY_LIMIT=1) as app:
        stand.chat_says(GROUP, "/song the sea", as_chat=CHANNEL, title="Sea News")
        await stand.wait_for_message(GROUP, is_preview)
        stand.chat_says(GROUP, "/song the hills", as_chat=CHANNEL)
        await stand.wait_for(lambda: said(stand, GROUP, "write again from") == 1)
        stand.user_says(GROUP, "/song the forest", user_id=OWNER, chat_type="supergroup")
        await stand.wait_for(lambda: len([m for m in stand.messages(GROUP) if is_preview(m)]) == 2)
        assert len(emulator.chat_requests) == 2, "the person's own share is theirs"
        assert await services(app).store.text_calls.count_since(0, CHANNEL) == 1

        stand.user_says(ADMIN_ID, f"/limit {CHANNEL} 0")
        await stand.wait_for_message(ADMIN_ID, lambda m: str(CHANNEL) in (m.text or ""))
        stand.chat_says(GROUP, "/lyrics\n" + LYRICS, as_chat=CHANNEL)
        await all_handled(app, stand)
        await asyncio.sleep(1.0)  # many scheduler ticks
        (held,) = await services(app).store.requests.in_states([State.WAITING])
        assert held.user_id == CHANNEL and emulator.posts() == [], "/limit <channel> 0 holds it"


async def test_an_anonymous_admin_makes_their_own_song_and_only_admins_may_press(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.user_says(GROUP, "/help", user_id=MEMBER, chat_type="supergroup")
    stand.set_member(GROUP, GROUP_ADMIN, "administrator")
    async with bot_app() as app:
        stand.chat_says(GROUP, "/song the sea")  # an anonymous admin: from GroupAnonymousBot
        preview = await stand.wait_for_message(GROUP, is_preview)
        press_button(stand, GROUP, preview.message_id, DraftPress, action=Action.GO, user_id=MEMBER)
        await stand.wait_for(lambda: answered(stand, "belongs to the person who asked"))
        await all_handled(app, stand)
        assert emulator.posts() == []
        press_button(
            stand, GROUP, preview.message_id, DraftPress, action=Action.GO, user_id=GROUP_ADMIN
        )
        request = await wait_for_state(app, 1, State.DELIVERED)  # /mytracks lists delivered songs
        stand.chat_says(GROUP, "/mytracks")
        listed = await stand.wait_for_message(GROUP, lambda m: "track:" in str(m.buttons()))
    assert request.user_id == GROUP and len(emulator.posts()) == 1
    assert listed.buttons()


async def test_a_channel_has_the_default_shares_and_a_group_as_a_whole_has_none(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """USER_DAILY_LIMIT and USER_TEXT_DAILY_LIMIT are every asker's, a channel's included,
    counted over what it asked as itself; the group it posts in has no share of its own, so
    its members each make theirs."""
    emulator.settings.daily_limit = 50
    async with bot_app(USER_DAILY_LIMIT=1, USER_TEXT_DAILY_LIMIT=1) as app:
        stand.chat_says(GROUP, "/lyrics\n" + lyrics("channel one"), as_chat=CHANNEL)
        await wait_for_state(app, 1, *POSTED)
        stand.chat_says(GROUP, "/lyrics\n" + lyrics("channel two"), as_chat=CHANNEL)
        await all_handled(app, stand)
        for n, person in enumerate((OWNER, MEMBER), start=3):
            stand.user_says(
                GROUP, "/lyrics\n" + lyrics(person), user_id=person, chat_type="supergroup"
            )
            await wait_for_state(app, n, *POSTED)
        held = await services(app).store.requests.get(2)
        assert held is not None and held.state == State.WAITING and held.user_id == CHANNEL
        assert len(emulator.posts()) == 3, "the channel's second song waits for tomorrow"

        stand.chat_says(GROUP, "/song the sea", as_chat=CHANNEL)
        await stand.wait_for_message(GROUP, is_preview)
        stand.chat_says(GROUP, "/song the hills", as_chat=CHANNEL)
        await stand.wait_for(lambda: said(stand, GROUP, "write again from") == 1)
        assert await services(app).store.text_calls.count_since(0, CHANNEL) == 1

        stand.user_says(ADMIN_ID, "/limits")
        limits = await stand.wait_for_message(
            ADMIN_ID, lambda m: "USER_DAILY_LIMIT" in (m.text or "")
        )
    assert "channels" in (limits.text or "")
