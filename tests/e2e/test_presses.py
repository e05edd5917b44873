"""A press that reaches the bot twice (Telegram sending it again, a crash before its update was
marked handled, a double tap) has the effect of one: a button that can spend a track confirms
the request and the attempt it was shown for, and a press that matches neither spends nothing."""

from __future__ import annotations

from bot.store import State
from botapi_standin import BotApiStandIn, ChatMessage
from music_emulator import Emulator
from tests.conftest import LYRICS, AppFactory, all_handled, pipeline, services, wait_for_state

USER = 88


def answers(stand: BotApiStandIn) -> list[str]:
    return [c.params.get("text", "") for c in stand.calls_of("answerCallbackQuery")]


def try_again_under(message: ChatMessage) -> str:
    (button,) = message.buttons()
    return str(button["callback_data"])


async def test_an_old_try_again_replayed_after_its_retry_went_unknown_spends_nothing(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The press was honoured (one POST), that POST ended unknown again, and then the same old
    press arrives once more: its attempt is over, so nothing is sent and the new button stays."""
    emulator.settings.post_faults = ["taken-502", "taken-502"]
    emulator.settings.concurrent_limit = 10  # the lost jobs hold no slot a third POST would need
    async with bot_app(ORG_CONCURRENT_LIMIT=10) as app:
        stand.user_says(USER, LYRICS)
        await wait_for_state(app, 1, State.UNKNOWN)
        first = await stand.wait_for_message(USER, lambda m: bool(m.buttons()))
        pressed = try_again_under(first)
        stand.user_presses(USER, first.message_id, pressed)
        second = await stand.wait_for_message(
            USER, lambda m: bool(m.buttons()) and m.message_id != first.message_id, timeout=20
        )
        assert len(emulator.posts()) == 2

        stand.user_presses(USER, first.message_id, pressed)  # the same press, again

        await stand.wait_for(lambda: len(answers(stand)) == 2)
        await all_handled(app, stand)
        await pipeline(app).scheduler.tick()
        after = await services(app).store.requests.get(1)
    assert after is not None and (after.state, after.attempts) == (State.UNKNOWN, 2)
    assert len(emulator.posts()) == 2
    assert "no longer active" in answers(stand)[-1]
    assert try_again_under(second) != pressed, "the new button names the new attempt"
