"""Chats that change under the bot: the group upgrades itself to a supergroup (announced or
not), a chat removes the bot, an admin denies a chat (`/deny`). Each is heard only while
Telegram answers: what the bot knew is what is modelled."""

from __future__ import annotations

from hypothesis import strategies as st
from hypothesis.stateful import rule

from tests.model.lifecycle.world import ADMIN, GROUP, SUPERGROUP, USERS, World


class ChatRules(World):
    @rule(announced=st.booleans())
    def the_group_upgrades_itself(self, announced: bool) -> None:
        if not self._telegram_answers():
            return  # the bot hears it only once Telegram answers: what it knew is modelled
        if self.upgraded or GROUP in self.gone:
            return
        self.upgraded = True
        self.stand.migrate_chat(GROUP, SUPERGROUP, announce=announced)
        self.run(self._settle())

    @rule(chat=st.sampled_from((*USERS, GROUP)))
    def a_chat_removes_the_bot(self, chat: int) -> None:
        if not self._telegram_answers():
            return  # the bot hears it only once Telegram answers: what it knew is modelled
        if chat == GROUP and self.upgraded:
            chat = SUPERGROUP
        if chat in self.gone:
            return
        self.stand.remove_bot(chat)
        self.run(self._settle())
        self.gone[chat] = len(self.service.posts)

    @rule(chat=st.sampled_from(USERS))
    def admin_denies_a_chat(self, chat: int) -> None:
        if not self._telegram_answers():
            return  # the bot hears it only once Telegram answers: what it knew is modelled
        self.stand.user_says(ADMIN, f"/deny {chat}")
        self.run(self._settle())
        self.denied.setdefault(chat, len(self.service.posts))
        self.denied_text.setdefault(chat, len(self.service.text_calls))
