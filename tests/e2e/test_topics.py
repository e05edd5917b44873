"""Songs from a topic: /song writes lyrics with the text model, the user sees them in a
preview, and only the preview's first button spends a track."""

from __future__ import annotations

import pytest

from bot.lyrics import prepare
from bot.store import State
from bot.ui import DraftPress
from bot.ui.preview import Action, Keyboard, cut_notice, preview_text
from botapi_standin import BotApiStandIn, ChatMessage
from botapi_standin.html_entities import parse_html
from music_emulator import Emulator
from music_emulator.settings import TextFailure
from tests.conftest import ADMIN_ID, FAST, AppFactory, all_handled, services, tuned, wait_for_state
from tests.e2e.helpers import answers, is_preview, press_button
from tests.unit.fake_services import a_request

USER = 77
OTHER = 78
GROUP = -1001


async def preview_in(stand: BotApiStandIn, chat_id: int) -> ChatMessage:
    return await stand.wait_for_message(chat_id, is_preview, timeout=10)


def failures_told(stand: BotApiStandIn) -> int:
    return sum("No track was spent" in (m.text or "") for m in stand.messages(USER))


def texts_to(stand: BotApiStandIn, chat_id: int) -> list[str]:
    """Everything the chat was shown, edits included."""
    calls = stand.calls_of("sendMessage") + stand.calls_of("editMessageText")
    return [c.params.get("text", "") for c in calls if int(c.params.get("chat_id", 0)) == chat_id]


async def test_song_gives_one_completion_a_preview_and_the_first_button_sings_those_lyrics(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        asked = stand.user_says(USER, "/song the sea at night")
        preview = await preview_in(stand, USER)
        assert emulator.posts() == [], "a preview spends no track"
        draft = (await services(app).store.requests.in_states([State.DRAFT]))[0]
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.GO)
        sent = await stand.wait_for_call("sendAudio", timeout=20)
        await wait_for_state(app, draft.id, State.DELIVERED, timeout=5)

    assert len(emulator.chat_requests) == 1
    assert emulator.chat_requests[0]["model"] == emulator.settings.text_models[0]
    (chat,) = [r for r in emulator.requests if r.path.endswith("/chat/completions")]
    assert chat.auth_ok
    (post,) = emulator.posts()
    assert post.body is not None and post.body["lyrics"] == draft.lyrics
    assert "the sea at night" in draft.lyrics
    for line in draft.lyrics.splitlines():
        assert line in (preview.text or ""), "what is sung is what was shown"
    assert post.body.get("prompt") == draft.style, "the model's style, as the chat set none"
    reply = sent.params.get("reply_parameters") or {}
    replied_to = reply.get("message_id") or sent.params.get("reply_to_message_id")
    assert replied_to is not None and int(replied_to) == asked["message_id"], (
        "the song answers the /song message"
    )
    assert answers(stand)[0], "the press is answered"


async def test_pressing_make_the_song_twice_starts_one_generation(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(USER, "/song coffee")
        preview = await preview_in(stand, USER)
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.GO)
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.GO)
        await wait_for_state(app, 1, State.DELIVERED)
        await stand.wait_for(lambda: len(answers(stand)) == 2)
    assert len(emulator.posts()) == 1
    assert "no longer active" in answers(stand)[1]
    assert all(call.ok for call in stand.calls_of("answerCallbackQuery"))


@pytest.mark.parametrize(
    ("failure", "words"),
    [
        ("unauthorized", "refused the bot's key"),
        ("budget", "budget for the text model is used up"),
        ("unavailable", "unavailable"),
        ("no_lyrics", "didn't come back with lyrics"),
    ],
)
async def test_text_model_failure_is_told_plainly_and_spends_no_track(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, failure: TextFailure, words: str
) -> None:
    emulator.settings.text_failure = failure
    async with bot_app() as app:
        stand.user_says(USER, "/song the sea")
        told = await stand.wait_for_message(USER, lambda m: words in (m.text or ""))
        drafts = await services(app).store.requests.in_states([State.DRAFT, State.WAITING])
    assert "No track was spent" in (told.text or "")
    assert not told.buttons()
    assert emulator.posts() == [] and drafts == []
    assert len(emulator.chat_requests) == 1


@pytest.mark.parametrize(
    ("failure", "alert"), [("unauthorized", "refused the bot's API key"), ("budget", "budget")]
)
async def test_a_text_model_failure_only_an_admin_can_cure_alerts_admins_once(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn, failure: TextFailure, alert: str
) -> None:
    emulator.settings.text_failure = failure
    async with bot_app() as app:
        stand.user_says(ADMIN_ID, "/start")  # Telegram lets a bot write only to who wrote first
        await stand.wait_for_message(ADMIN_ID)
        for told, topic in enumerate(("the sea", "the hills"), 1):
            stand.user_says(USER, f"/song {topic}")
            await stand.wait_for(lambda: failures_told(stand) == told)  # noqa: B023
        emulator.settings.text_failure = None
        stand.user_says(USER, "/song the sky")
        await preview_in(stand, USER)
        await all_handled(app, stand)
    to_admin = [m.text or "" for m in stand.messages(ADMIN_ID)][1:]
    assert len(to_admin) == 2, to_admin
    assert alert in to_admin[0] and "text model" in to_admin[0]
    assert "again" in to_admin[1]


async def test_a_slow_text_model_times_out_and_spends_no_track(
    bot_app: AppFactory,
    emulator: Emulator,
    stand: BotApiStandIn,
) -> None:
    emulator.settings.text_failure = "slow"
    emulator.settings.text_slow_sec = 3.0
    async with bot_app(tuned(FAST, text_answer_timeout_sec=0.5)):
        stand.user_says(USER, "/song the sea")
        told = await stand.wait_for_message(USER, lambda m: "too long" in (m.text or ""))
        stand.user_says(USER, "/status")
        await stand.wait_for_message(USER, lambda m: "No songs" in (m.text or ""))
    assert "No track was spent" in (told.text or "")
    assert emulator.posts() == []


async def test_lyrics_cut_off_by_a_stop_are_written_at_the_next_start(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    emulator.settings.text_failure = "slow"
    emulator.settings.text_slow_sec = 30.0
    async with bot_app():
        stand.user_says(USER, "/song the sea")
        writing = await stand.wait_for_message(USER, lambda m: "Writing lyrics" in (m.text or ""))
        await stand.wait_for(lambda: len(emulator.chat_requests) == 1)
    # the stop cut the model's answer off; the next start asks again
    emulator.settings.text_failure = None
    async with bot_app() as app:
        preview = await preview_in(stand, USER)
        left = await services(app).store.writing.unfinished()
    assert preview.message_id == writing.message_id, "the 'writing…' message became the preview"
    assert left == []
    assert len(emulator.chat_requests) == 2
    assert emulator.posts() == []


async def test_rewrite_brings_new_lyrics_into_the_same_preview(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(USER, "/song rain")
        preview = await preview_in(stand, USER)
        first = await services(app).store.requests.get(1)
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.AGAIN)
        await stand.wait_for(lambda: len(emulator.chat_requests) == 2)
        rewritten = await stand.wait_for_message(
            USER, lambda m: m.message_id == preview.message_id and m.edits >= 2 and is_preview(m)
        )
        draft = await services(app).store.requests.get(1)
    assert draft is not None and draft.state == State.DRAFT
    again = emulator.chat_requests[1]["messages"]
    assert [m["role"] for m in again] == ["system", "user", "assistant", "user"]
    assert first is not None and again[2]["content"] == first.lyrics
    assert draft.lyrics.splitlines()[1] in (rewritten.text or "")
    assert emulator.posts() == []


async def test_cancel_spends_nothing_and_the_old_preview_answers_politely(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(USER, "/song snow")
        preview = await preview_in(stand, USER)
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.DROP)
        await wait_for_state(app, 1, State.CANCELLED)
        cancelled = await stand.wait_for_message(USER, lambda m: "Cancelled" in (m.text or ""))
        stand.user_presses(USER, preview.message_id, "draft:go:1")
        await stand.wait_for(lambda: len(answers(stand)) == 2)
    assert not cancelled.buttons()
    assert "no longer active" in answers(stand)[1]
    assert emulator.posts() == []


async def test_a_reply_to_the_preview_replaces_the_lyrics_that_are_sung(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    mine = "[verse]\nMy own first line\nMy own second line\n[chorus]\nAll mine, all mine"
    async with bot_app() as app:
        stand.user_says(USER, "/song autumn")
        preview = await preview_in(stand, USER)
        stand.user_says(USER, mine, reply_to=preview.message_id)
        await stand.wait_for_message(USER, lambda m: "Lyrics replaced" in (m.text or ""))
        shown = await stand.wait_for_message(
            USER, lambda m: m.message_id == preview.message_id and "My own" in (m.text or "")
        )
        press_button(stand, USER, shown.message_id, DraftPress, action=Action.GO)
        await wait_for_state(app, 1, State.DELIVERED)
    (post,) = emulator.posts()
    assert post.body is not None and post.body["lyrics"] == mine.replace(
        "\n[chorus]", "\n\n[chorus]"
    )
    assert len(emulator.chat_requests) == 1


async def test_in_a_group_only_the_asker_may_press_or_edit(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(GROUP, "/song our band", user_id=USER, chat_type="supergroup")
        preview = await preview_in(stand, GROUP)
        press_button(stand, GROUP, preview.message_id, DraftPress, action=Action.GO, user_id=OTHER)
        await stand.wait_for(lambda: answers(stand))
        stand.user_says(
            GROUP, "[verse]\nNot yours\nto change", user_id=OTHER, reply_to=preview.message_id
        )
        await stand.wait_for_message(GROUP, lambda m: "Only the person" in (m.text or ""))
        assert emulator.posts() == []
        press_button(stand, GROUP, preview.message_id, DraftPress, action=Action.GO, user_id=USER)
        request = await wait_for_state(app, 1, State.DELIVERED)
    assert "belongs to the person who asked" in answers(stand)[0]
    assert "Not yours" not in request.lyrics
    assert len(emulator.posts()) == 1


async def test_untagged_stanzas_are_offered_as_lyrics_and_sung_without_the_text_model(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stanzas = "Walking down the road\nCarrying my load\n\nSing it out loud\nSing it to the crowd"
    async with bot_app() as app:
        stand.user_says(USER, stanzas)
        offer = await stand.wait_for_message(USER, lambda m: len(m.buttons()) == 2)
        assert "without section tags" in (offer.text or "")
        press_button(stand, USER, offer.message_id, DraftPress, action=Action.GO)
        await wait_for_state(app, 1, State.DELIVERED)
    (post,) = emulator.posts()
    assert post.body is not None and post.body["lyrics"].startswith("[verse]\nWalking down")
    assert emulator.chat_requests == []


async def test_untagged_stanzas_can_be_the_topic_of_new_lyrics(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stanzas = "Walking down the road\nCarrying my load\n\nSing it out loud\nSing it to the crowd"
    async with bot_app() as app:
        stand.user_says(USER, stanzas)
        offer = await stand.wait_for_message(USER, lambda m: len(m.buttons()) == 2)
        offered = await services(app).store.requests.get(1)
        press_button(stand, USER, offer.message_id, DraftPress, action=Action.TOPIC)
        preview = await stand.wait_for_message(
            USER,
            lambda m: (
                m.message_id == offer.message_id and len(m.buttons()) == 4
            ),  # make, rewrite, cancel, 🎨 style
        )
        draft = await services(app).store.requests.get(1)
    assert len(emulator.chat_requests) == 1
    assert "Walking down the road" in emulator.chat_requests[0]["messages"][1]["content"]
    assert draft is not None and draft.state == State.DRAFT
    assert offered is not None and offered.lyrics.startswith("[verse]\nWalking down the road")
    assert "[chorus]" in draft.lyrics and draft.lyrics != offered.lyrics, "new lyrics replace them"
    assert is_preview(preview) and emulator.posts() == []


async def test_a_short_private_line_is_taken_as_a_topic(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app():
        stand.user_says(USER, "a cat named Boris")
        preview = await preview_in(stand, USER)
    assert "a cat named Boris" in (preview.text or "")
    assert len(emulator.chat_requests) == 1


async def test_markup_in_the_topic_is_shown_as_text(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    topic = "<b>Tom & Jerry</b> <script>"
    async with bot_app():
        stand.user_says(USER, f"/song {topic}")
        preview = await preview_in(stand, USER)
    assert topic in (preview.text or ""), "the stand-in refuses bad HTML, so this was escaped"
    assert all(
        call.ok for call in stand.calls_of("sendMessage") + stand.calls_of("editMessageText")
    )


async def test_a_finished_songs_preview_answers_its_buttons_politely(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(USER, "/song stars")
        preview = await preview_in(stand, USER)
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.GO)
        await wait_for_state(app, 1, State.DELIVERED)
        for action in ("go", "again", "drop"):
            stand.user_presses(USER, preview.message_id, f"draft:{action}:1")
        stand.user_presses(USER, preview.message_id, "draft:go:999")
        await stand.wait_for(lambda: len(answers(stand)) == 5)
    assert all("no longer active" in text for text in answers(stand)[1:])
    assert len(emulator.posts()) == 1 and len(emulator.chat_requests) == 1


async def test_without_a_text_model_song_says_so_and_untagged_text_gets_the_hint(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app(TEXT_API_URL=None, TEXT_MODEL=None):
        stand.user_says(USER, "/song the sea")
        await stand.wait_for_message(USER, lambda m: "isn't set up" in (m.text or ""))
        stand.user_says(USER, "a cat named Boris")
        await stand.wait_for_message(USER, lambda m: "section tags" in (m.text or ""))
    assert emulator.chat_requests == [] and emulator.posts() == []


async def test_song_without_a_topic_explains_how(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app():
        stand.user_says(USER, "/song")
        told = await stand.wait_for_message(USER, lambda m: "/song" in (m.text or ""))
    assert "about" in (told.text or "")
    assert emulator.chat_requests == []


def test_the_preview_of_the_longest_lyrics_and_style_fits_one_message() -> None:
    lyrics = prepare("[verse]\n" + "\n".join(f"Line {n} of a very long song" for n in range(200)))
    request = a_request(
        language="ru",
        lyrics=lyrics.text,
        title=lyrics.title,
        topic="т" * 1000,
        style="с" * 600,
        duration_sec=300,
        state=State.DRAFT,
    )
    text = preview_text(request, None, 20)
    assert len(parse_html(text).text) <= 4096
    assert len(lyrics.text) > 3900 and "будут спеты" in text


@pytest.mark.parametrize("keyboard", list(Keyboard))
@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_preview_of_the_longest_stored_values_renders_and_fits_one_message(
    keyboard: Keyboard, language: str
) -> None:
    """Any stored style renders: a style of 600 '&' (3000 characters once escaped, over Fluent's
    limit for one argument) and a topic of 1000 '<' still give a preview within 4096."""
    lyrics = prepare("\n\n".join(f"[verse]\nLine {n} of a very long song" * 12 for n in range(40)))
    request = a_request(
        language=language,
        lyrics=lyrics.text,
        title=lyrics.title,
        topic="<" * 1000,
        style="&" * 600,
        duration_sec=300,
        state=State.DRAFT,
    )
    head = cut_notice(language, lyrics) if keyboard == Keyboard.CUT else None
    text = preview_text(request, "&" * 600, 20, keyboard, "footer", head)
    assert len(parse_html(text).text) <= 4096
    assert "&amp;" * 400 in text and lyrics.text.splitlines()[-1] in text, "the end is shown"
