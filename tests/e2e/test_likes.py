"""Likes that teach the admins: 👍 / 👎 under every delivered song, one vote per person per song
(changeable; a press met twice counts once), anyone in the chat may vote, the counts under the
song follow in the housekeeping lane with a burst of votes costing one edit more, and /report
shows per style preset and per typed style how many songs were made and liked."""

from __future__ import annotations

from bot.store import State
from bot.ui import VotePress
from bot.ui.styles import GENRES, MOODS
from bot.ui.votes import Vote
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import ADMIN_ID, LYRICS, AppFactory, all_handled, services, wait_for_state
from tests.e2e.helpers import answers, group_song_delivered, lyrics, press_button, song_delivered

GROUP = -1007700
ANN, BORIS, CLARA = 71, 72, 73
EDIT = "editMessageReplyMarkup"


def counts(stand: BotApiStandIn, chat: int, message_id: int) -> list[str]:
    """The labels of the vote buttons under a song, as its chat sees them now."""
    message = stand.world.bot_message(chat, message_id)
    assert message is not None
    return [b["text"] for b in message.buttons() if VotePress.unpack(b.get("callback_data"))]


async def test_votes_count_once_per_person_are_changeable_and_anyone_in_the_chat_may_vote(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with group_song_delivered(bot_app, stand, GROUP, ANN) as (app, song, audio):
        before = counts(stand, GROUP, audio)
        press_button(stand, GROUP, audio, VotePress, vote=Vote.UP, user_id=ANN)
        press_button(stand, GROUP, audio, VotePress, vote=Vote.UP, user_id=BORIS)
        press_button(stand, GROUP, audio, VotePress, vote=Vote.UP, user_id=BORIS)  # sent twice
        press_button(stand, GROUP, audio, VotePress, vote=Vote.UP, user_id=CLARA)
        press_button(stand, GROUP, audio, VotePress, vote=Vote.DOWN, user_id=CLARA)  # changed
        await stand.wait_for(lambda: len(answers(stand)) == 5)
        await stand.wait_for(lambda: counts(stand, GROUP, audio) == ["👍 2", "👎 1"])
        await all_handled(app, stand)
        tally = await services(app).store.votes.tally(song.id)

    assert before == ["👍", "👎"]
    assert (tally.likes, tally.dislikes) == (2, 1)
    said = answers(stand)
    assert said[0] == said[1] == said[3] == "👍 Counted. Thank you!"
    assert said[2] == "You have already given it 👍."
    assert said[4] == "Changed to 👎."
    assert len(emulator.posts()) == 1, "a vote spends nothing"


async def test_a_burst_of_votes_costs_one_edit_more_and_ends_with_the_latest_counts(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """While the first edit is on its way, more votes come: the counts are edited once more,
    with all of them, not once per vote; every press was answered meanwhile."""
    voters = range(80, 86)
    async with group_song_delivered(bot_app, stand, GROUP, ANN) as (app, song, audio):
        stand.hold(EDIT)
        press_button(stand, GROUP, audio, VotePress, vote=Vote.UP, user_id=ANN)
        await stand.wait_for(lambda: stand.held_count(EDIT) == 1)
        for voter in voters:
            press_button(stand, GROUP, audio, VotePress, vote=Vote.UP, user_id=voter)
        await stand.wait_for(lambda: len(answers(stand)) == 1 + len(voters))
        await all_handled(app, stand)
        stand.release(EDIT)
        await stand.wait_for(lambda: counts(stand, GROUP, audio) == ["👍 7", "👎"])
        await all_handled(app, stand)
    assert len(stand.calls_of(EDIT)) == 2


async def test_a_garbled_vote_or_one_for_no_such_song_changes_nothing(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with song_delivered(bot_app, stand, ANN, LYRICS) as (app, song):
        audio = song.audio_message_id or 0
        stand.user_presses(ANN, audio, "vote:1:up:extra")
        stand.user_presses(ANN, audio, "vote:999:up")
        await stand.wait_for(lambda: len(answers(stand)) == 2)
        await all_handled(app, stand)
        tally = await services(app).store.votes.tally(song.id)
    assert all("no longer active" in said for said in answers(stand))
    assert (tally.likes, tally.dislikes) == (0, 0)


async def test_report_shows_per_style_how_many_songs_were_made_and_liked(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    preset = f"{GENRES['rock']}, {MOODS['upbeat']}"
    async with bot_app(ORG_DAILY_LIMIT=20) as app:
        stand.user_says(ANN, f"/style {preset}")
        stand.user_says(BORIS, "/style dreamy lo-fi <b>")
        await stand.wait_for(lambda: len(stand.messages(ANN)) and len(stand.messages(BORIS)))
        stand.user_says(ANN, lyrics("rock one"))
        stand.user_says(ANN, lyrics("rock two"))
        stand.user_says(BORIS, lyrics("lo-fi"))
        made = [await wait_for_state(app, n, State.DELIVERED) for n in (1, 2, 3)]
        song = {request.title: request for request in made}
        for title, vote in (("La la rock one", Vote.UP), ("La la rock two", Vote.DOWN)):
            press_button(stand, ANN, song[title].audio_message_id or 0, VotePress, vote=vote)
        press_button(
            stand, BORIS, song["La la lo-fi"].audio_message_id or 0, VotePress, vote=Vote.DOWN
        )
        await stand.wait_for(lambda: len(answers(stand)) == 3)
        await all_handled(app, stand)
        stand.user_says(ADMIN_ID, "/report")
        styles = await stand.wait_for_message(ADMIN_ID, lambda m: "Styles" in (m.text or ""), 30)

    text = styles.text or ""
    assert "🎛 Rock · Upbeat: 2 songs · 👍 1 · 👎 1" in text
    assert "✍️ “dreamy lo-fi <b>”: 1 song · 👍 0 · 👎 1" in text
    assert "&lt;b&gt;" in (styles.html or ""), "a typed style is never read as markup"
    assert text.index("Rock") < text.index("lo-fi"), "the most made first"
