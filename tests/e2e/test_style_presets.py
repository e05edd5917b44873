"""Style presets: genres and moods as buttons under /style and under a song's
preview set the style the next POST carries; a typed /style still wins."""

from __future__ import annotations

from telegram.ext import Application

from bot.store import Request, State
from bot.tasks import Rewrite
from bot.ui import DraftPress
from bot.ui.preview import Action
from bot.ui.styles import GENRES, MOODS
from botapi_standin import BotApiStandIn, ChatMessage
from music_emulator import Emulator
from tests.conftest import LYRICS, AppFactory, all_handled, services, stored, wait_for_state
from tests.e2e.helpers import press_button, saying

USER = 77
OTHER = 78
GROUP = -1001
ROCK_CALM = f"{GENRES['rock']}, {MOODS['calm']}"


def callbacks(message: ChatMessage) -> list[str]:
    return [button.get("callback_data", "") for button in message.buttons()]


def labels(message: ChatMessage) -> list[str]:
    return [button.get("text", "") for button in message.buttons()]


def now(stand: BotApiStandIn, chat_id: int, message_id: int) -> ChatMessage:
    """The message as its chat sees it now, edits applied."""
    return next(m for m in stand.messages(chat_id) if m.message_id == message_id)


async def press(
    app: Application,
    stand: BotApiStandIn,
    chat_id: int,
    message_id: int,
    data: str,
    user: int,
    language: str = "en",
) -> str:
    """Press the button carrying `data`, which the message must show now; the answer given."""
    assert data in callbacks(now(stand, chat_id, message_id)), f"{data} is not on the message"
    query_id = stand.user_presses(chat_id, message_id, data, user_id=user, language_code=language)
    await all_handled(app, stand)
    (answer,) = [
        c
        for c in stand.calls_of("answerCallbackQuery")
        if c.params["callback_query_id"] == query_id
    ]
    return str(answer.params.get("text", ""))


async def style_message(stand: BotApiStandIn, chat_id: int) -> ChatMessage:
    return await stand.wait_for_message(
        chat_id, lambda m: any(d.startswith("style:genre:") for d in callbacks(m))
    )


async def song_preview(app: Application, stand: BotApiStandIn) -> tuple[ChatMessage, Request]:
    """/song on a topic: the preview of the lyrics written for it, and its draft."""
    stand.user_says(USER, "/song the sea at night")
    preview = await stand.wait_for_message(
        USER, lambda m: bool(callbacks(m)) and callbacks(m)[0].startswith("draft:go:")
    )
    draft = (await services(app).store.requests.in_states([State.DRAFT]))[0]
    return preview, draft


async def test_presets_set_the_chats_style_the_next_post_carries_and_typed_words_win(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, USER, "/style") as app:
        shown = await style_message(stand, USER)
        assert "No style set" in (shown.text or "")
        assert {"Rock", "Calm", "Hip-hop", "Epic"} <= set(labels(shown))
        assert await press(app, stand, USER, shown.message_id, "style:genre:rock", USER)
        await press(app, stand, USER, shown.message_id, "style:mood:calm", USER)
        edited = now(stand, USER, shown.message_id)
        assert GENRES["rock"] in (edited.text or "") and MOODS["calm"] in (edited.text or "")
        assert {"✓ Rock", "✓ Calm"} <= set(labels(edited)), "the chosen presets are marked"
        assert (await services(app).store.chats.get(USER)).style == ROCK_CALM

        stand.user_says(USER, f"/lyrics\n{LYRICS}")
        await wait_for_state(app, 1, State.DELIVERED)
        stand.user_says(USER, "/style dreamy synth, female voice")
        await stand.wait_for_message(USER, lambda m: "Style set" in (m.text or ""))
        stand.user_says(USER, f"/lyrics\n{LYRICS}")
        await wait_for_state(app, 2, State.DELIVERED)

    first, second = emulator.posts()
    assert first.body is not None and first.body["prompt"] == ROCK_CALM
    assert len(ROCK_CALM) <= 600
    assert second.body is not None and second.body["prompt"] == "dreamy synth, female voice"


async def test_presets_are_labelled_in_the_users_language_and_reset_clears(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.user_says(USER, "/style", language_code="uk")
        shown = await style_message(stand, USER)
        assert {"Рок", "Спокійно", "✖️ Без стилю"} <= set(labels(shown))
        await press(app, stand, USER, shown.message_id, "style:mood:sad", USER, "uk")
        assert (await services(app).store.chats.get(USER)).style == MOODS["sad"]
        answer = await press(app, stand, USER, shown.message_id, "style:reset:-", USER, "uk")
        assert (await services(app).store.chats.get(USER)).style is None
    assert answer == "Стиль скинуто: вибирає сервіс"
    assert emulator.posts() == []


async def test_in_a_group_only_an_admin_may_press_a_preset(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        stand.set_member(GROUP, USER, "administrator")
        stand.set_member(GROUP, OTHER, "member")
        stand.user_says(GROUP, "/style", user_id=OTHER, chat_type="supergroup")
        shown = await style_message(stand, GROUP)
        refused = await press(app, stand, GROUP, shown.message_id, "style:genre:folk", OTHER)
        assert (await services(app).store.chats.get(GROUP)).style is None
        await press(app, stand, GROUP, shown.message_id, "style:genre:folk", USER)
        assert (await services(app).store.chats.get(GROUP)).style == GENRES["folk"]
    assert "only its admins" in refused


async def test_a_preset_on_a_preview_restyles_that_draft_only_and_its_post_carries_it(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        preview, draft = await song_preview(app, stand)
        suggested = draft.style
        opened = f"style:open:-:{draft.id}"
        await press(app, stand, USER, preview.message_id, opened, USER)
        presets = now(stand, USER, preview.message_id)
        assert callbacks(presets)[0] == f"draft:go:{draft.id}", "the first button still sings"
        assert f"style:mood:sad:{draft.id}" in callbacks(presets)
        refused = await press(
            app, stand, USER, preview.message_id, f"style:genre:folk:{draft.id}", OTHER
        )
        assert (await stored(app, draft.id)).style == suggested
        await press(app, stand, USER, preview.message_id, f"style:genre:folk:{draft.id}", USER)
        await press(app, stand, USER, preview.message_id, f"style:mood:sad:{draft.id}", USER)
        restyled = now(stand, USER, preview.message_id)
        assert "Style (chosen)" in (restyled.text or "")
        assert GENRES["folk"] in (restyled.text or "")
        await press(app, stand, USER, preview.message_id, f"style:back:-:{draft.id}", USER)
        back = now(stand, USER, preview.message_id)
        assert opened in callbacks(back) and callbacks(back)[0] == f"draft:go:{draft.id}"
        assert (await services(app).store.chats.get(USER)).style is None, "the chat's is kept"
        press_button(stand, USER, preview.message_id, DraftPress, action=Action.GO)
        await wait_for_state(app, draft.id, State.DELIVERED)

    (post,) = emulator.posts()
    assert post.body is not None and post.body["prompt"] == f"{GENRES['folk']}, {MOODS['sad']}"
    assert "belongs to the person who asked" in refused


async def test_a_garbled_style_button_is_answered_as_stale(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with saying(bot_app, stand, USER, "/style") as app:
        shown = await style_message(stand, USER)
        answers = []
        for data in ("style:genre:jazz", "style:mood", "style:genre:rock:x", "style:open:-"):
            query_id = stand.user_presses(USER, shown.message_id, data, user_id=USER)
            await all_handled(app, stand)
            calls = stand.calls_of("answerCallbackQuery")
            answers += [
                c.params.get("text") for c in calls if c.params["callback_query_id"] == query_id
            ]
        assert (await services(app).store.chats.get(USER)).style is None
    assert answers == ["This button is no longer active."] * 4
    assert emulator.posts() == []


async def test_a_preset_chosen_on_a_preview_outlives_a_rewrite(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    async with bot_app() as app:
        preview, draft = await song_preview(app, stand)
        await press(app, stand, USER, preview.message_id, f"style:open:-:{draft.id}", USER)
        await press(app, stand, USER, preview.message_id, f"style:genre:folk:{draft.id}", USER)
        await press(app, stand, USER, preview.message_id, f"style:back:-:{draft.id}", USER)
        await press(app, stand, USER, preview.message_id, f"draft:again:{draft.id}", USER)
        rewritten = await stand.wait_for_message(
            USER,
            lambda m: m.message_id == preview.message_id and bool(callbacks(m)),
        )
        await stand.wait_for(lambda: not services(app).tasks.busy(Rewrite(draft.id)))
        assert "Style (chosen)" in (now(stand, USER, preview.message_id).text or "")
        asked_for_words = [r for r in emulator.requests if r.path.endswith("/chat/completions")]
        assert len(asked_for_words) == 2, "the words were written again"
        press_button(stand, USER, rewritten.message_id, DraftPress, action=Action.GO)
        await wait_for_state(app, draft.id, State.DELIVERED)

    (post,) = emulator.posts()
    assert post.body is not None and post.body["prompt"] == GENRES["folk"]
