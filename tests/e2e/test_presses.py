"""A press that reaches the bot twice (Telegram sending it again, a crash before its update was
marked handled, a double tap) has the effect of one: a button that can spend a track confirms
the request and the attempt it was shown for, and a press that matches neither spends nothing."""

from __future__ import annotations

import json

from bot.pipeline.steps import BotApp
from bot.store import Request, State
from bot.ui import DraftPress, RetryPress
from bot.ui.preview import Action
from botapi_standin import BotApiStandIn, ChatMessage
from music_emulator import Emulator
from tests.conftest import (
    FAST,
    AppFactory,
    services,
    tuned,
    wait_for_state,
)
from tests.e2e.helpers import answers, button_data, saying, settled
from tests.e2e.test_drafts_bounds import long_lyrics, offers_a_cut

USER = 88
CRASH = tuned(FAST, drain_sec=0.0)  # a stop that lets no work finish


def try_again_under(message: ChatMessage) -> str:
    (button,) = message.buttons()  # "Try again" alone
    return button_data(message, RetryPress)


def replay_spent_nothing(
    after: Request | None, emulator: Emulator, stand: BotApiStandIn, attempts: int
) -> None:
    """The request is unknown still after its `attempts` POSTs, no other POST was sent, and the
    press replayed last was told it is no longer active."""
    assert after is not None and (after.state, after.attempts) == (State.UNKNOWN, attempts)
    assert len(emulator.posts()) == attempts
    assert "no longer active" in answers(stand)[-1]


async def test_an_old_try_again_replayed_after_its_retry_went_unknown_spends_nothing(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The press was honoured (one POST), that POST ended unknown again, and then the same old
    press arrives once more: its attempt is over, so nothing is sent and the new button stays."""
    emulator.settings.post_faults = ["taken-502", "taken-502"]
    emulator.settings.concurrent_limit = 10  # the lost jobs hold no slot a third POST would need
    async with saying(bot_app, stand, USER, ORG_CONCURRENT_LIMIT=10) as app:
        await wait_for_state(app, 1, State.UNKNOWN)
        first = await stand.wait_for_message(USER, lambda m: bool(m.buttons()))
        pressed = try_again_under(first)
        stand.user_presses(USER, first.message_id, pressed)
        second = await stand.wait_for_message(
            USER, lambda m: bool(m.buttons()) and m.message_id != first.message_id, timeout=20
        )
        assert len(emulator.posts()) == 2

        stand.user_presses(USER, first.message_id, pressed)  # the same press, again

        await settled(app, stand, presses_answered=2)
        after = await services(app).store.requests.get(1)
    replay_spent_nothing(after, emulator, stand, attempts=2)
    assert try_again_under(second) != pressed, "the new button names the new attempt"


async def left_unmarked(
    app: BotApp, stand: BotApiStandIn, chat_id: int, message_id: int, data: str
) -> None:
    """A press of `data` under the message, put in the bot's inbox as one that a crash left
    taken and not marked handled; the stand-in will take its answer like any other press's."""
    message = stand.world.bot_message(chat_id, message_id)
    assert message is not None
    stand.world.callback_queries["left-by-a-crash"] = (chat_id, message_id)
    query = {
        "id": "left-by-a-crash",
        "from": stand.world.known_user(chat_id),
        "message": message.raw,
        "chat_instance": "1",
        "data": data,
    }
    update = json.dumps({"update_id": 10_000, "callback_query": query})
    await services(app).store.inbox.add([(10_000, update)])


async def test_a_try_again_replayed_at_the_start_after_a_crash_mid_post_spends_nothing(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The press sent its POST and the bot crashed before the answer and before the press was
    marked handled: at the start the row is unknown again and the press is handled again."""
    emulator.settings.post_faults = ["taken-502", "hang"]
    async with saying(bot_app, stand, USER, tuning=CRASH) as app:
        await wait_for_state(app, 1, State.UNKNOWN)
        told = await stand.wait_for_message(USER, lambda m: bool(m.buttons()))
        pressed = try_again_under(told)
        stand.user_presses(USER, told.message_id, pressed)
        await stand.wait_for(lambda: len(emulator.posts()) == 2)
        await left_unmarked(app, stand, USER, told.message_id, pressed)
    async with bot_app() as app:
        await settled(app, stand)
        after = await services(app).store.requests.get(1)
    replay_spent_nothing(after, emulator, stand, attempts=2)


async def test_the_cut_offer_pressed_twice_and_once_more_later_spends_one_track(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, USER, long_lyrics()) as app:
        offer = await stand.wait_for_message(USER, offers_a_cut)
        go = button_data(offer, DraftPress, action=Action.GO)
        stand.user_presses(USER, offer.message_id, go)
        stand.user_presses(USER, offer.message_id, go)
        await wait_for_state(app, 1, State.DELIVERED)
        stand.user_presses(USER, offer.message_id, go)  # replayed after the song came
        await settled(app, stand, presses_answered=3)
        made = await services(app).store.requests.in_states(list(State))
    assert len(made) == 1, "the offer's presses made no second request"
    assert len(emulator.posts()) == 1
    assert all("no longer active" in answer for answer in answers(stand)[1:])


async def test_make_the_song_replayed_while_the_song_is_unknown_spends_nothing(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """A draft leaves `draft` once: its button pressed again later (the POST it started ended
    unknown meanwhile) sends nothing; only "Try again" may."""
    emulator.settings.post_faults = ["taken-502"]
    async with saying(bot_app, stand, USER, "/song coffee") as app:
        preview = await stand.wait_for_message(USER, lambda m: bool(m.buttons()))
        go = button_data(preview, DraftPress, action=Action.GO)
        stand.user_presses(USER, preview.message_id, go)
        await wait_for_state(app, 1, State.UNKNOWN)

        stand.user_presses(USER, preview.message_id, go)

        await settled(app, stand, presses_answered=2)
        after = await services(app).store.requests.get(1)
    replay_spent_nothing(after, emulator, stand, attempts=1)
