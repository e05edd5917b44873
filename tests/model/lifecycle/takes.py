"""Under a delivered song: "🔁 Another take", its question confirmed, declined, left for later
or answered twice, and the votes 👍 / 👎. Asking for a take, declining it and voting never POST;
a take is sent only once confirmed, with its first take's lyrics and style."""

from __future__ import annotations

from hypothesis import strategies as st
from hypothesis.stateful import invariant, rule

from bot.store import State
from bot.ui import TakePress, VotePress
from bot.ui.takes import TakeAction
from tests.e2e.helpers import Press
from tests.model.lifecycle.world import SEEN, USERS, World


class TakeRules(World):
    @rule(data=st.data(), answer=st.sampled_from(("go", "no", None)))
    def press_another_take(self, data: st.DataObject, answer: str | None = None) -> None:
        """Under a delivered song in anyone's chat (its newest or an old one): a question, no
        track spent; answered at once (`answer`), or left for later."""
        posts = len(self.service.posts)
        if self._press_in_any_chat(TakePress, data, action=TakeAction.ASK) is None:
            return
        SEEN["take asked"] += 1
        assert len(self.service.posts) == posts, "asking for a take made a POST"
        if answer is not None:
            self.answer_the_take_question(data, answer)

    @rule(data=st.data(), answer=st.sampled_from(("go", "no")))
    def answer_the_take_question(self, data: st.DataObject, answer: str) -> None:
        posts = len(self.service.posts)
        take = self._press_in_any_chat(TakePress, data, action=TakeAction(answer))
        if take is None:
            return
        self.take_answers.setdefault(take.request_id, answer)
        SEEN[f"take {'confirmed' if answer == 'go' else 'declined'}"] += 1
        if answer == "no":
            assert len(self.service.posts) == posts, "declining a take made a POST"

    @rule(data=st.data())
    def press_a_vote(self, data: st.DataObject) -> None:
        posts = len(self.service.posts)
        if self._press_in_any_chat(VotePress, data) is not None:
            SEEN["vote"] += 1
            assert len(self.service.posts) == posts, "a vote made a POST"

    def _press_in_any_chat(
        self, kind: type[Press], data: st.DataObject, **fields: object
    ) -> Press | None:
        """`_press` in the private chat of whichever user has such a button."""
        chats = [user for user in USERS if self._buttons(user, kind, **fields)]
        if not chats:
            return None
        return self._press(data.draw(st.sampled_from(chats)), kind, data, **fields)

    def _confirmed_takes(self) -> set[int]:
        """Every take whose "make the take" was pressed so far (a press sent again is one)."""
        pressed = {
            press.request_id
            for _, _, data in self.presses
            if (press := TakePress.unpack(data)) is not None and press.action == TakeAction.GO
        }
        return pressed | self.forum_takes_confirmed  # forum topics: their takes too

    @invariant()
    def a_take_is_sent_only_once_confirmed_and_as_its_first_take_was(self) -> None:
        """A take reached the service only after its question's first button was pressed, and
        never when the first answer was "no"; it carries its first take's lyrics and style."""
        rows = {r.id: r for r in self.requests()}
        for take in rows.values():
            if take.take_of is None:
                continue
            sent = take.submitted_at is not None or take.attempts > 0
            if sent:
                assert take.id in self._confirmed_takes(), take
                assert self.take_answers.get(take.id) == "go", (take, self.take_answers)
            first = rows[take.take_of]
            assert (take.lyrics, take.style) == (first.lyrics, first.style), (take, first)
            assert first.state == State.DELIVERED, first
