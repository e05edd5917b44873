"""Another take and likes, below the handlers: a take's title stays whole on a /mytracks button
in every language, its number skips what was given up, one open question per song; a vote is
one per person and song, changeable, a press met twice counts once; /report's styles count
songs made, liked and disliked per style, presets by their names and typed styles escaped."""

from __future__ import annotations

import re
import sqlite3

import pytest

from bot.store import NewRequest, State, Store
from bot.store.votes import DISLIKE, LIKE, Cast, StyleVotes
from bot.texts import ISOLATION_MARKS, LANGUAGES
from bot.ui import takes, votes
from bot.ui.styles import GENRES, MOODS
from bot.ui.takes import TakeAction, take_title
from bot.ui.tracks import BUTTON_TITLE_LIMIT
from tests.unit.fake_services import a_new_request


def new(
    style: str | None = None, take_of: int | None = None, take: int | None = None
) -> NewRequest:
    return a_new_request(chat_id=5, user_id=5, style=style, take_of=take_of, take=take)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_takes_title_keeps_its_number_whole_on_a_mytracks_button(language: str) -> None:
    long = "A very long first line of the chorus that goes on and on and on"
    titled = take_title(language, long, 12)
    shown = titled.translate({ord(mark): None for mark in ISOLATION_MARKS})
    assert len(titled) <= BUTTON_TITLE_LIMIT
    assert re.search(r"….*\D12\D*$", shown), "the cut is in the title, never in the number"
    assert shown.startswith("A very long")
    assert take_title(language, "Rain", 2).lstrip(ISOLATION_MARKS).startswith("Rain")


def test_take_and_vote_buttons_decode_only_their_own_data() -> None:
    assert takes.TakePress.unpack("take:go:12") == takes.TakePress(TakeAction.GO, 12)
    assert takes.TakePress.unpack("take:ask:3") == takes.TakePress(TakeAction.ASK, 3)
    for garbled in ("take:go", "take:go:x", "take:maybe:1", "take:go:1:2", "vote:1:up", None):
        assert takes.TakePress.unpack(garbled) is None
    assert votes.VotePress.unpack("vote:7:down") == votes.VotePress(7, votes.Vote.DOWN)
    for spoiled in ("vote:7", "vote:7:sideways", "vote:-7:up", "take:ask:7", 5):
        assert votes.VotePress.unpack(spoiled) is None


async def test_a_take_number_skips_what_was_sent_and_reuses_what_was_given_up(
    store: Store,
) -> None:
    requests = store.requests
    first = await requests.create(new(), State.DELIVERED)
    assert await requests.next_take(first.id) == 2
    declined = await requests.create(new(take_of=first.id, take=2), State.DRAFT)
    assert (await requests.open_take(first.id)) == declined
    with pytest.raises(sqlite3.IntegrityError):  # one open question per song
        await requests.create(new(take_of=first.id, take=2), State.DRAFT)
    await requests.move(declined.id, State.DRAFT, State.CANCELLED)
    assert await requests.open_take(first.id) is None
    assert await requests.next_take(first.id) == 2, "a declined question frees its number"
    made = await requests.create(new(take_of=first.id, take=2), State.DRAFT)
    await requests.move(made.id, State.DRAFT, State.WAITING)
    await requests.move(made.id, State.WAITING, State.SUBMITTING, submitted_at=1.0)
    assert await requests.next_take(first.id) == 3


async def test_one_vote_per_person_and_song_changeable_and_the_same_press_counts_once(
    store: Store,
) -> None:
    cast = store.votes.cast
    assert await cast(1, 10, LIKE) == Cast.NEW
    assert await cast(1, 10, LIKE) == Cast.SAME
    assert await cast(1, 11, LIKE) == Cast.NEW
    assert await cast(1, 11, DISLIKE) == Cast.CHANGED
    assert await cast(2, 10, DISLIKE) == Cast.NEW
    one, two = await store.votes.tally(1), await store.votes.tally(2)
    assert (one.likes, one.dislikes, two.likes, two.dislikes) == (1, 1, 0, 1)


async def test_styles_per_month_count_made_liked_and_disliked_songs(store: Store) -> None:
    rock = f"{GENRES['rock']}, {MOODS['upbeat']}"
    made = []
    for style in (rock, rock, rock, "dreamy lo-fi", None):
        request = await store.requests.create(new(style))
        await store.requests.update(request.id, completed_at=100.0)
        made.append(request.id)
    old = await store.requests.create(new(rock))
    await store.requests.update(old.id, completed_at=10.0)  # before the month
    await store.votes.cast(made[0], 1, LIKE)
    await store.votes.cast(made[0], 2, LIKE)
    await store.votes.cast(made[0], 3, DISLIKE)  # liked, 2 to 1
    await store.votes.cast(made[1], 1, LIKE)
    await store.votes.cast(made[1], 2, DISLIKE)  # a tie: neither
    await store.votes.cast(made[3], 1, DISLIKE)
    found = await store.votes.per_style(50.0)
    assert found == [
        StyleVotes(rock, 3, 1, 0),
        StyleVotes(None, 1, 0, 0),
        StyleVotes("dreamy lo-fi", 1, 0, 1),
    ]


def test_styles_in_the_report_read_presets_by_name_and_typed_styles_escaped() -> None:
    found = [
        StyleVotes(f"{GENRES['folk']}, {MOODS['sad']}", 4, 3, 1),
        StyleVotes(MOODS["epic"], 2, 0, 0),
        StyleVotes("<i>noise</i>, " + MOODS["calm"], 1, 0, 1),
        StyleVotes(None, 1, 1, 0),
    ]
    text = votes.styles_report_text("en", 30, found)
    assert "🎛 Folk · Sad: 4 songs · 👍 3 · 👎 1" in text
    assert "🎛 Epic: 2 songs" in text
    assert "✍️ “&lt;i&gt;noise&lt;/i&gt;, calm, gentle" in text  # typed, with a preset mood
    assert "∅ No style (the service chose): 1 song · 👍 1 · 👎 0" in text
    many = [StyleVotes(f"style {n}", 1, 0, 0) for n in range(votes.STYLES_SHOWN + 3)]
    assert votes.styles_report_text("ru", 30, many).endswith("…и ещё 3 стиля")
