"""TelegramReach: what the answers to the bot's calls say of Telegram itself."""

from __future__ import annotations

from bot.telegram import Reach, TelegramReach


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def state_of(reach: TelegramReach) -> Reach:
    """Read afresh: a call may have changed it (mypy would keep what an assert narrowed)."""
    return reach.state


def test_failing_is_down_only_after_a_while_with_no_answer() -> None:
    clock = Clock()
    reach = TelegramReach(down_after_sec=30.0, clock=clock)
    reach.failed(reach.sending())
    clock.now = 29.0
    assert reach.failing and state_of(reach) is Reach.WORKS
    clock.now = 30.0
    assert state_of(reach) is Reach.DOWN
    reach.answered(reach.sending())
    assert not reach.failing and state_of(reach) is Reach.WORKS and reach.comebacks == 1


def test_an_answer_to_a_call_sent_before_the_refusal_does_not_lift_it() -> None:
    reach = TelegramReach()
    long_poll = reach.sending()  # left before the token was revoked
    reach.refused(reach.sending())
    reach.answered(long_poll)  # comes back with 200 afterwards
    assert state_of(reach) is Reach.TOKEN and reach.comebacks == 0
    reach.answered(reach.sending())  # a new token: a call sent now is answered
    assert state_of(reach) is Reach.WORKS and reach.comebacks == 1
