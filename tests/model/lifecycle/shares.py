"""An admin's daily shares (`/limit`): of tracks for a person, the group or a channel, and of
lyrics for a person, set, changed or removed ("off") at any step. Each is recorded with the
POSTs (or text calls) seen before it, so that money.py can tell the share in force for each."""

from __future__ import annotations

import sqlite3

from hypothesis import strategies as st
from hypothesis.stateful import rule

from tests.model.lifecycle.world import (
    ADMIN,
    CHANNEL,
    GROUP,
    MEMBERS,
    SEEN,
    SHARES,
    SUPERGROUP,
    TEXT_SHARES,
    USERS,
    World,
)


class ShareRules(World):
    @rule(whose=st.sampled_from((*USERS, *MEMBERS, GROUP)), tracks=st.sampled_from(SHARES))
    def admin_sets_a_share(self, whose: int, tracks: int | None) -> None:
        """/limit for a person or the group: set, changed, or removed ("off")."""
        if not self._telegram_answers():
            return  # the bot hears it only once Telegram answers: what it knew is modelled
        target = whose
        if whose == GROUP and self.upgraded:
            if not self._bot_knows_the_upgrade():
                return  # the new id means nothing to the bot yet (see _share_at)
            target = SUPERGROUP
        self.shares.append((len(self.service.posts), whose, tracks))
        SEEN["/limit " + ("group" if whose == GROUP else "person")] += 1
        self.stand.user_says(ADMIN, f"/limit {target} {'off' if tracks is None else tracks}")
        self.run(self._settle())

    @rule(tracks=st.sampled_from(SHARES))
    def admin_sets_the_channels_share(self, tracks: int | None) -> None:
        if not self._telegram_answers():
            return  # the bot hears it only once Telegram answers: what it knew is modelled
        self.shares.append((len(self.service.posts), CHANNEL, tracks))
        SEEN["/limit channel"] += 1
        self.stand.user_says(ADMIN, f"/limit {CHANNEL} {'off' if tracks is None else tracks}")
        self.run(self._settle())

    @rule(whose=st.sampled_from(USERS), calls=st.sampled_from(TEXT_SHARES))
    def admin_sets_a_lyrics_share(self, whose: int, calls: int | None) -> None:
        if not self._telegram_answers():
            return  # the bot hears it only once Telegram answers: what it knew is modelled
        self.text_shares.append((len(self.service.text_calls), whose, calls))
        SEEN["/limit lyrics"] += 1
        self.stand.user_says(ADMIN, f"/limit {whose} {'off' if calls is None else calls} lyrics")
        self.run(self._settle())

    def _bot_knows_the_upgrade(self) -> bool:
        path = self.database_path
        with sqlite3.connect(path) as conn:
            query = "SELECT moved_from FROM chats WHERE chat_id = ?"
            row = conn.execute(query, (SUPERGROUP,)).fetchone()
        return row is not None and row[0] == GROUP
