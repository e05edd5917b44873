"""Sharing without spending: typing @TheBot in any chat lists the user's own
delivered songs by the file ids Telegram holds, a query filters them by title, picking one
posts it there, and none of it sends the music service anything."""

from __future__ import annotations

from bot.store import State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import ADMIN_ID, AppFactory, all_handled, services, wait_for_state
from tests.e2e.helpers import song_delivered

ANN, BORIS, NEWCOMER = 55, 56, 77
GROUP, OTHER_GROUP = -1001, -1002
COFFEE = "[verse]\nSteam above the cup\n[chorus]\nMorning coffee, stay with me"
TRAM = "[verse]\nОгни за окном\n[chorus]\nНочной трамвай везёт меня домой"
RAIN = "[verse]\nClouds over the roofs\n[chorus]\nRain on the rooftops"


def result_ids(answer: dict) -> list[str]:
    return [result["id"] for result in answer["results"]]


async def test_a_user_sees_only_their_own_songs_from_every_chat_and_a_query_filters_by_title(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.set_inline_mode(True)
    async with bot_app() as app:
        # One after another: updates of different chats are handled concurrently, and the
        # request ids below are the order they were asked in.
        stand.user_says(ANN, COFFEE)
        songs = [await wait_for_state(app, 1, State.DELIVERED)]
        stand.user_says(GROUP, "/lyrics\n" + TRAM, user_id=ANN, chat_type="supergroup")
        songs.append(await wait_for_state(app, 2, State.DELIVERED))
        stand.user_says(BORIS, RAIN, first_name="Boris")
        songs.append(await wait_for_state(app, 3, State.DELIVERED))
        posts = len(emulator.posts())

        everything = await stand.wait_for_inline_answer(stand.user_inline_query(ANN))
        tram = await stand.wait_for_inline_answer(stand.user_inline_query(ANN, "ТРАМВАЙ"))
        nothing = await stand.wait_for_inline_answer(stand.user_inline_query(ANN, "rain"))
        boris = await stand.wait_for_inline_answer(stand.user_inline_query(BORIS))
        # Ann picks her tram song in another group: it is posted there, via the bot
        shared = stand.user_chooses_inline_result(tram["inline_query_id"], "2", OTHER_GROUP)
        await all_handled(app, stand)
        assert len(emulator.posts()) == posts == 3  # sharing spent no track

    coffee, tram_song, rain = songs
    assert result_ids(everything) == [str(tram_song.id), str(coffee.id)]  # newest first
    assert [r["audio_file_id"] for r in everything["results"]] == [
        tram_song.audio_file_id,
        coffee.audio_file_id,
    ]
    assert all(r["type"] == "audio" for r in everything["results"])
    assert everything["is_personal"] is True
    assert result_ids(tram) == [str(tram_song.id)]
    assert nothing["results"] == [] and "rain" in nothing["button"]["text"]
    assert result_ids(boris) == [str(rain.id)]
    assert shared["audio"]["file_id"] == tram_song.audio_file_id
    assert shared["via_bot"]["id"] == stand.bot_user["id"]
    assert shared["chat"]["id"] == OTHER_GROUP


async def test_someone_with_no_songs_gets_an_empty_friendly_answer_in_their_language(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.set_inline_mode(True)
    async with bot_app() as app:
        english = await stand.wait_for_inline_answer(stand.user_inline_query(NEWCOMER))
        russian = await stand.wait_for_inline_answer(
            stand.user_inline_query(NEWCOMER + 1, "<b>x</b>", language_code="ru")
        )
        # The button opens the private chat with the bot: /start with its parameter greets
        stand.user_says(NEWCOMER, f"/start {english['button']['start_parameter']}")
        greeting = await stand.wait_for_message(NEWCOMER)
        await all_handled(app, stand)
        assert await services(app).store.requests.count_in_states(list(State)) == 0

    assert english["results"] == [] and russian["results"] == []
    assert english["button"]["text"] == "You have no songs yet: tap here to make one"
    assert russian["button"]["text"] == "Ни в одном названии ваших песен нет «<b>x</b>»"
    assert english["button"]["start_parameter"] == "inline"
    assert "lyrics" in (greeting.text or "")
    assert emulator.posts() == []


async def test_a_song_shared_into_the_chat_with_the_bot_gets_no_answer(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    stand.set_inline_mode(True)
    async with song_delivered(bot_app, stand, ANN, COFFEE) as (app, _):
        sent_before = len(stand.calls_of("sendMessage"))
        query = stand.user_inline_query(ANN)
        await stand.wait_for_inline_answer(query)
        stand.user_chooses_inline_result(query, "1", ANN)  # into the private chat with the bot
        stand.user_says(ANN, "/mytracks")
        listing = await stand.wait_for_message(ANN, lambda m: "Tap" in (m.text or ""))
        await all_handled(app, stand)

    # the only message after the share is /mytracks' list, which tells how to share
    assert len(stand.calls_of("sendMessage")) == sent_before + 1
    assert "@SongbotTestBot" in (listing.text or "")


async def test_with_inline_mode_off_mytracks_tells_an_admin_how_to_switch_it_on(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(ADMIN_ID, COFFEE)
        stand.user_says(ANN, RAIN)
        await wait_for_state(app, 1, State.DELIVERED)
        await wait_for_state(app, 2, State.DELIVERED)
        stand.user_says(ADMIN_ID, "/mytracks")
        stand.user_says(ANN, "/mytracks")
        admin = await stand.wait_for_message(ADMIN_ID, lambda m: "Tap" in (m.text or ""))
        user = await stand.wait_for_message(ANN, lambda m: "Tap" in (m.text or ""))

    assert "/setinline" in (admin.text or "")
    assert "/setinline" not in (user.text or "") and "@SongbotTestBot" not in (user.text or "")


async def test_help_tells_how_to_share_a_song_and_to_pick_a_style(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    stand.open_chat(GROUP, "group")
    async with bot_app() as app:
        stand.user_says(ANN, "/help")
        stand.user_says(GROUP, "/help", user_id=BORIS, chat_type="group")
        await all_handled(app, stand)
    private, group = stand.messages(ANN)[-1].text or "", stand.messages(GROUP)[-1].text or ""
    assert "@SongbotTestBot" in private and "buttons" in private
    assert "@SongbotTestBot" in group
