"""The Bot API stand-in, driven by a real python-telegram-bot Application over HTTP."""

import asyncio
import html
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any, TypeAlias

import httpx
import pytest
from telegram import (
    BotCommand,
    BotCommandScopeChat,
    ChatMemberAdministrator,
    InlineKeyboardButton,
    InlineKeyboardMarkup,
    ReplyParameters,
    Update,
)
from telegram.error import BadRequest, ChatMigrated, Forbidden, NetworkError, RetryAfter
from telegram.ext import (
    Application,
    ApplicationBuilder,
    CallbackContext,
    CallbackQueryHandler,
    CommandHandler,
    ContextTypes,
    ExtBot,
    MessageHandler,
    TypeHandler,
    filters,
)

from botapi_standin import BotApiStandIn, ChatMessage, HtmlParseError, parse_html

TOKEN = "123456:TEST-token"
CHAT = 42
MENU = InlineKeyboardMarkup(
    [
        [
            InlineKeyboardButton("A", callback_data="pick:a"),
            InlineKeyboardButton("B", callback_data="pick:b"),
        ],
        [InlineKeyboardButton("Site", url="https://example.com")],
    ]
)


# --- a small real bot -------------------------------------------------------------------


@dataclass
class Seen:
    """The small bot's bot_data: what it saw, for the tests to read."""

    pressed: list[str | None] = field(default_factory=list)
    edited: list[str | None] = field(default_factory=list)
    errors: list[Exception | None] = field(default_factory=list)


Context: TypeAlias = CallbackContext[ExtBot[None], dict[Any, Any], dict[Any, Any], Seen]
SmallApp: TypeAlias = Application[ExtBot[None], Context, dict[Any, Any], dict[Any, Any], Seen, Any]


async def on_start(update: Update, context: Context) -> None:
    assert update.effective_user is not None and update.message is not None
    name = html.escape(update.effective_user.first_name)
    await update.message.reply_html(f"Hello, <b>{name}</b>!", do_quote=True)


async def on_echo(update: Update, context: Context) -> None:
    assert update.message is not None and update.message.text is not None
    said = update.message.text.partition(" ")[2]
    await update.message.reply_html(f"<b>Echo:</b> {html.escape(said)}")


async def on_menu(update: Update, context: Context) -> None:
    assert update.message is not None
    await update.message.reply_text("Pick one", reply_markup=MENU)


async def on_button(update: Update, context: Context) -> None:
    query = update.callback_query
    assert query is not None
    context.bot_data.pressed.append(query.data)
    await query.answer(f"You picked {query.data}")
    await query.edit_message_text(f"Picked {query.data}")


async def on_edit(update: Update, context: Context) -> None:
    assert update.edited_message is not None
    context.bot_data.edited.append(update.edited_message.text)


async def on_error(update: object, context: Context) -> None:
    context.bot_data.errors.append(context.error)


def build_app(stand: BotApiStandIn) -> SmallApp:
    app = (
        ApplicationBuilder()
        .token(TOKEN)
        .base_url(f"{stand.url}/bot")
        .base_file_url(f"{stand.url}/file/bot")
        .context_types(ContextTypes(bot_data=Seen))
        .build()
    )
    app.add_handler(CommandHandler("start", on_start))
    app.add_handler(CommandHandler("echo", on_echo))
    app.add_handler(CommandHandler("menu", on_menu))
    app.add_handler(CallbackQueryHandler(on_button))
    app.add_handler(MessageHandler(filters.UpdateType.EDITED_MESSAGE, on_edit))
    app.add_error_handler(on_error)
    return app


@pytest.fixture
async def stand() -> AsyncIterator[BotApiStandIn]:
    async with BotApiStandIn(TOKEN) as stand:
        yield stand


@pytest.fixture
async def app(stand: BotApiStandIn) -> AsyncIterator[SmallApp]:
    app = build_app(stand)
    async with app:
        await app.start()
        assert app.updater is not None
        await app.updater.start_polling(poll_interval=0, timeout=1)
        yield app
        await app.updater.stop()
        await app.stop()
    assert app.bot_data.errors == []


def last_error(stand: BotApiStandIn, method: str) -> str:
    call = stand.calls_of(method)[-1]
    assert not call.ok
    return call.result_or_error.description


# --- end to end through PTB --------------------------------------------------------------


async def test_startup_and_shutdown_use_only_known_methods(
    stand: BotApiStandIn, app: SmallApp
) -> None:
    await stand.wait_for_call("getUpdates")
    assert stand.calls_of("getMe")[0].ok
    assert stand.calls_of("deleteWebhook")[0].ok
    assert app.bot.username == "SongbotTestBot"


async def test_command_reply_quotes_the_users_message(stand: BotApiStandIn, app: SmallApp) -> None:
    sent = stand.user_says(CHAT, "/start", first_name="<Ann & Co>")
    assert sent["entities"] == [{"type": "bot_command", "offset": 0, "length": 6}]

    reply = await stand.wait_for_message(CHAT)

    assert reply.text == "Hello, <Ann & Co>!"
    assert reply.html == "Hello, <b>&lt;Ann &amp; Co&gt;</b>!"
    assert reply.reply_to_message_id == sent["message_id"]
    assert reply.raw["reply_to_message"]["text"] == "/start"
    assert reply.raw["from"]["id"] == 123456 and reply.raw["from"]["is_bot"]
    assert reply.message_id == sent["message_id"] + 1
    await stand.wait_for(lambda: stand.pending_updates() == 0)


async def test_group_command_addressed_to_the_bot(stand: BotApiStandIn, app: SmallApp) -> None:
    sent = stand.user_says(
        -1001, "/start@SongbotTestBot", user_id=7, chat_type="supergroup", chat_title="Band"
    )
    assert sent["entities"][0]["length"] == len("/start@SongbotTestBot")
    assert sent["chat"] == {"id": -1001, "type": "supergroup", "title": "Band"}

    reply = await stand.wait_for_message(-1001)

    assert reply.text == "Hello, Ann!"
    assert reply.raw["chat"]["title"] == "Band"


async def test_html_escapes_user_text_and_rejects_bad_markup(
    stand: BotApiStandIn, app: SmallApp
) -> None:
    stand.user_says(CHAT, "/echo <script> & co")
    echo = await stand.wait_for_message(CHAT)
    assert echo.text == "Echo: <script> & co"
    assert echo.entities == [{"type": "bold", "offset": 0, "length": 5}]

    with pytest.raises(BadRequest, match="(?i)unsupported start tag"):
        await app.bot.send_message(CHAT, "Hi <foo>there</foo>", parse_mode="HTML")
    expected = 'Bad Request: can\'t parse entities: Unsupported start tag "foo" at byte offset 3'
    assert last_error(stand, "sendMessage") == expected
    assert len(stand.messages(CHAT)) == 1


async def test_text_length_limit(stand: BotApiStandIn, app: SmallApp) -> None:
    stand.open_chat(CHAT)
    await app.bot.send_message(CHAT, "a" * 4096)

    with pytest.raises(BadRequest, match="(?i)message is too long"):
        await app.bot.send_message(CHAT, "a" * 4097)
    with pytest.raises(BadRequest, match="(?i)message text is empty"):
        await app.bot.send_message(CHAT, "<b> </b>", parse_mode="HTML")
    assert [len(m.text or "") for m in stand.messages(CHAT)] == [4096]


async def test_unknown_chat_and_missing_reply_target(stand: BotApiStandIn, app: SmallApp) -> None:
    with pytest.raises(BadRequest, match="(?i)chat not found"):
        await app.bot.send_message(999, "hello")

    stand.open_chat(CHAT)
    with pytest.raises(BadRequest, match="(?i)message to be replied not found"):
        await app.bot.send_message(CHAT, "hi", reply_parameters=ReplyParameters(77))
    sent = await app.bot.send_message(
        CHAT, "hi", reply_parameters=ReplyParameters(77, allow_sending_without_reply=True)
    )
    assert sent.reply_to_message is None


async def test_audio_upload_is_stored_and_resent_by_file_id(
    stand: BotApiStandIn, app: SmallApp
) -> None:
    stand.open_chat(CHAT)
    data = b"ID3" + bytes(range(256)) * 40

    first = await app.bot.send_audio(
        CHAT, audio=data, filename="song.mp3", duration=61, title="Song", performer="Bot"
    )
    upload = stand.calls_of("sendAudio")[-1].files["audio"]
    assert upload.path.read_bytes() == data
    assert (upload.filename, upload.size) == ("song.mp3", len(data))
    assert first.audio is not None
    assert (first.audio.title, first.audio.file_size) == ("Song", len(data))

    again = await app.bot.send_audio(CHAT, audio=first.audio.file_id, caption="<i>again</i>")

    assert stand.calls_of("sendAudio")[-1].files == {}
    assert again.audio is not None and again.audio.file_id == first.audio.file_id
    stored = stand.messages(CHAT)
    assert [m.kind for m in stored] == ["audio", "audio"]
    assert stored[1].file == upload and stored[1].caption == "<i>again</i>"
    assert stored[0].audio is not None
    assert (stored[0].audio["duration"], stored[0].audio["performer"]) == (61, "Bot")


async def test_upload_over_the_limit_is_refused(stand: BotApiStandIn, app: SmallApp) -> None:
    stand.open_chat(CHAT)

    with pytest.raises(NetworkError, match="Request Entity Too Large"):
        await app.bot.send_document(CHAT, document=bytes(51 * 1024 * 1024), filename="big.bin")

    call = stand.calls_of("sendDocument")[-1]
    assert call.result_or_error.status == 413
    assert not call.files["document"].path.exists()
    assert stand.messages(CHAT) == []


async def test_button_press_reaches_the_callback_handler(
    stand: BotApiStandIn, app: SmallApp
) -> None:
    answers: list[dict[str, Any]] = []
    stand.on_answer_callback.append(answers.append)
    stand.user_says(CHAT, "/menu")
    menu = await stand.wait_for_message(CHAT, lambda m: m.text == "Pick one")
    assert [b["text"] for b in menu.buttons()] == ["A", "B", "Site"]

    query_id = stand.user_presses_button(CHAT, menu.message_id, 1)

    answer = await stand.wait_for_call("answerCallbackQuery")
    assert answer.ok and answer.params == {
        "callback_query_id": query_id,
        "text": "You picked pick:b",
    }
    assert answers == [answer.params]
    assert app.bot_data.pressed == ["pick:b"]
    edited = await stand.wait_for_message(CHAT, lambda m: m.edits == 1)
    assert (edited.text, edited.reply_markup) == ("Picked pick:b", None)
    with pytest.raises(BadRequest, match="(?i)query is too old"):
        await app.bot.answer_callback_query(query_id)
    with pytest.raises(LookupError):
        stand.user_presses_button(CHAT, menu.message_id, 2)  # a url button has no data


async def test_callback_data_limit(stand: BotApiStandIn, app: SmallApp) -> None:
    stand.open_chat(CHAT)
    button = InlineKeyboardButton("x", callback_data="d" * 65)

    with pytest.raises(BadRequest, match="(?i)button_data_invalid"):
        await app.bot.send_message(CHAT, "hi", reply_markup=InlineKeyboardMarkup([[button]]))


async def test_edit_with_identical_content_is_not_modified(
    stand: BotApiStandIn, app: SmallApp
) -> None:
    events: list[tuple[int, str]] = []
    stand.on_bot_message.append(lambda message, event: events.append((message.edits, event)))
    stand.open_chat(CHAT)
    sent = await app.bot.send_message(CHAT, "<b>Hi</b>", parse_mode="HTML", reply_markup=MENU)

    with pytest.raises(BadRequest, match="(?i)message is not modified"):
        await app.bot.edit_message_text(
            "<b>Hi</b>", CHAT, sent.message_id, parse_mode="HTML", reply_markup=MENU
        )
    await app.bot.edit_message_text("Hi", CHAT, sent.message_id)  # bold dropped, keyboard too

    [message] = stand.messages(CHAT)
    assert (message.text, message.entities, message.reply_markup) == ("Hi", [], None)
    assert events == [(0, "sent"), (1, "edited")]
    with pytest.raises(BadRequest, match="(?i)message to edit not found"):
        await app.bot.edit_message_text("x", CHAT, 999)


async def test_blocked_chat_gives_forbidden(stand: BotApiStandIn, app: SmallApp) -> None:
    stand.open_chat(CHAT)
    stand.block(CHAT)

    with pytest.raises(Forbidden, match="bot was blocked by the user"):
        await app.bot.send_message(CHAT, "hello?")

    stand.unblock(CHAT)
    await app.bot.send_message(CHAT, "hello!")
    assert [m.text for m in stand.messages(CHAT)] == ["hello!"]


def collect_updates(app: SmallApp) -> list[Update]:
    """Every update the app receives from now on, in order (a handler group of its own)."""
    seen: list[Update] = []

    async def keep(update: Update, context: Context) -> None:
        seen.append(update)

    app.add_handler(TypeHandler(Update, keep), group=7)
    return seen


async def test_a_group_upgraded_to_a_supergroup_answers_with_its_new_id(
    stand: BotApiStandIn, app: SmallApp
) -> None:
    old, new = -4001, -1004001
    stand.open_chat(old, "group", title="Choir")
    seen = collect_updates(app)

    stand.migrate_chat(old, new, by=7)

    await stand.wait_for(lambda: len(seen) == 2)
    told, born = seen[0].message, seen[1].message
    assert told is not None and born is not None
    assert told.from_user is not None and born.sender_chat is not None
    assert (told.chat.id, told.chat.type, told.migrate_to_chat_id) == (old, "group", new)
    assert told.from_user.id == 7
    assert (born.chat.id, born.chat.type, born.migrate_from_chat_id) == (new, "supergroup", old)
    assert born.sender_chat.id == new and born.chat.title == "Choir"
    for call in (
        app.bot.send_message(old, "hello?"),
        app.bot.send_chat_action(old, "typing"),
        app.bot.get_chat_member(old, 7),
    ):
        with pytest.raises(ChatMigrated) as caught:
            await call
        assert caught.value.new_chat_id == new
    assert last_error(stand, "sendMessage") == (
        "Bad Request: group chat was upgraded to a supergroup chat"
    )
    await app.bot.send_message(new, "hello!")
    assert [m.text for m in stand.messages(new)] == ["hello!"]


@pytest.mark.parametrize(
    ("chat_id", "kind", "status", "words"),
    [
        (-4002, "group", "kicked", "bot was kicked from the group chat"),
        (-1004003, "supergroup", "left", "bot is not a member of the supergroup chat"),
        (CHAT, "private", "kicked", "bot was blocked by the user"),
    ],
)
async def test_the_bot_removed_or_blocked_hears_it_and_can_no_longer_send(
    stand: BotApiStandIn, app: SmallApp, chat_id: int, kind: str, status: str, words: str
) -> None:
    stand.open_chat(chat_id, kind)
    seen = collect_updates(app)

    stand.remove_bot(chat_id, status)

    await stand.wait_for(lambda: len(seen) == 1)
    change = seen[0].my_chat_member
    assert change is not None
    assert (change.chat.id, change.chat.type) == (chat_id, kind)
    assert change.old_chat_member.status == "member"
    assert change.new_chat_member.status == status
    assert change.new_chat_member.user.id == app.bot.id
    with pytest.raises(Forbidden, match=words):
        await app.bot.send_message(chat_id, "still there?")

    stand.add_bot(chat_id)

    await stand.wait_for(lambda: len(seen) == 2)
    back = seen[1].my_chat_member
    assert back is not None
    assert (back.old_chat_member.status, back.new_chat_member.status) == (status, "member")
    await app.bot.send_message(chat_id, "hello again")
    assert [m.text for m in stand.messages(chat_id)] == ["hello again"]


async def test_fail_next_gives_retry_after_once(stand: BotApiStandIn, app: SmallApp) -> None:
    stand.open_chat(CHAT)
    stand.fail_next("sendMessage", retry_after=1)

    with pytest.raises(RetryAfter, match=r"Retry in (1 |0:00:01)"):
        await app.bot.send_message(CHAT, "first")
    assert last_error(stand, "sendMessage") == "Too Many Requests: retry after 1"

    await app.bot.send_message(CHAT, "second")
    assert [m.text for m in stand.messages(CHAT)] == ["second"]


async def test_hold_keeps_a_call_waiting_until_release(stand: BotApiStandIn, app: SmallApp) -> None:
    stand.open_chat(CHAT)
    stand.hold("sendDocument")
    upload = asyncio.create_task(app.bot.send_document(CHAT, b"late", filename="late.txt"))

    await stand.wait_for(lambda: stand.held_count("sendDocument") == 1)
    await asyncio.sleep(0.1)
    assert not upload.done() and stand.messages(CHAT) == []

    stand.release("sendDocument")
    sent = await upload
    assert sent.document is not None and sent.document.file_name == "late.txt"


async def test_commands_are_stored_per_scope_and_language(
    stand: BotApiStandIn, app: SmallApp
) -> None:
    stand.open_chat(CHAT)
    await app.bot.set_my_commands([BotCommand("start", "Start")])
    await app.bot.set_my_commands(
        [BotCommand("menu", "Меню")], scope=BotCommandScopeChat(CHAT), language_code="ru"
    )

    assert stand.commands_for() == [{"command": "start", "description": "Start"}]
    chat_scope = {"type": "chat", "chat_id": CHAT}
    assert stand.commands_for(chat_scope, "ru") == [{"command": "menu", "description": "Меню"}]
    assert stand.commands_for(chat_scope) == []
    fetched = await app.bot.get_my_commands(scope=BotCommandScopeChat(CHAT), language_code="ru")
    assert [c.command for c in fetched] == ["menu"]
    with pytest.raises(BadRequest, match="(?i)bot_command_invalid"):
        await app.bot.set_my_commands([BotCommand("Bad-Name", "x")])


async def test_get_file_and_download(stand: BotApiStandIn, app: SmallApp) -> None:
    voice = stand.user_sends(CHAT, kind="voice", content=b"OggS-voice-bytes", duration=4)

    file = await app.bot.get_file(voice["voice"]["file_id"])

    assert file.file_size == len(b"OggS-voice-bytes")
    assert bytes(await file.download_as_bytearray()) == b"OggS-voice-bytes"
    with pytest.raises(BadRequest, match="(?i)invalid file_id"):
        await app.bot.get_file("nope")


async def test_members_and_edited_messages(stand: BotApiStandIn, app: SmallApp) -> None:
    stand.set_member(-5, 7, "administrator")
    said = stand.user_says(-5, "draft", user_id=7, chat_type="group", chat_title="G")

    member = await app.bot.get_chat_member(-5, 7)
    stand.user_edits(-5, said["message_id"], "final")

    assert isinstance(member, ChatMemberAdministrator) and member.can_delete_messages
    assert (await app.bot.get_chat_member(-5, 8)).status == "member"
    await stand.wait_for(lambda: app.bot_data.edited == ["final"])


async def test_wait_for_times_out_with_a_summary(stand: BotApiStandIn) -> None:
    stand.user_says(CHAT, "nobody listens")

    with pytest.raises(AssertionError, match="(?s)timed out after 0.1s.*pending updates: 1"):
        await stand.wait_for_message(CHAT, timeout=0.1)


# --- raw HTTP: tokens, unknown methods and request encodings -----------------------------


async def test_raw_requests_follow_the_bot_api(stand: BotApiStandIn) -> None:
    stand.open_chat(CHAT)
    async with httpx.AsyncClient(base_url=stand.url) as client:
        wrong = await client.post("/bot1:wrong/getMe")
        unknown = await client.post(f"/bot{TOKEN}/sendTelepathy")
        as_json = await client.post(
            f"/bot{TOKEN}/SENDMESSAGE",
            json={"chat_id": CHAT, "text": "<i>x</i>", "parse_mode": "html"},
        )
        as_form = await client.post(
            f"/bot{TOKEN}/sendMessage",
            data={"chat_id": str(CHAT), "text": "123", "reply_markup": "{bad"},
        )

    assert (wrong.status_code, wrong.json()["description"]) == (401, "Unauthorized")
    assert unknown.json() == {"ok": False, "error_code": 404, "description": "Not Found"}
    assert as_json.json()["result"]["text"] == "x"
    assert as_form.status_code == 400
    assert stand.calls_of("sendMessage")[-1].params["text"] == "123"  # strings stay strings


# --- the HTML parser against Telegram's behaviour ----------------------------------------

VALID_HTML = [
    ("plain", "plain", []),
    ("<b>bold</b> text", "bold text", [{"type": "bold", "offset": 0, "length": 4}]),
    ("<B>x</B><strong>y</strong>", "xy", [
        {"type": "bold", "offset": 0, "length": 1}, {"type": "bold", "offset": 1, "length": 1}]),
    ("<i>x</>", "x", [{"type": "italic", "offset": 0, "length": 1}]),
    ("a &lt;b&gt; &amp; &quot;q&quot;", 'a <b> & "q"', []),
    ("&#65;&#x42;&lt", "AB<", []),
    ("AT&T &nbsp; 1 > 0", "AT&T &nbsp; 1 > 0", []),
    ("<b></b>x", "x", []),
    ("😀<u>x</u>", "😀x", [{"type": "underline", "offset": 2, "length": 1}]),
    ("Привет 😀 мир <b>x</b>", "Привет 😀 мир x", [{"type": "bold", "offset": 14, "length": 1}]),
    ('<a href="https://x.y/?a=1&amp;b=2">link</a>', "link",
     [{"type": "text_link", "offset": 0, "length": 4, "url": "https://x.y/?a=1&b=2"}]),
    ('<span class="tg-spoiler">s</span><tg-spoiler>t</tg-spoiler>', "st", [
        {"type": "spoiler", "offset": 0, "length": 1},
        {"type": "spoiler", "offset": 1, "length": 1}]),
    ('<pre><code class="language-python">x = 1</code></pre>', "x = 1",
     [{"type": "pre", "offset": 0, "length": 5, "language": "python"}]),
    ("<code>c</code>", "c", [{"type": "code", "offset": 0, "length": 1}]),
    ("<blockquote expandable>q</blockquote>", "q",
     [{"type": "expandable_blockquote", "offset": 0, "length": 1}]),
    ('<tg-emoji emoji-id="5368324170671202286">👍</tg-emoji>', "👍",
     [{"type": "custom_emoji", "offset": 0, "length": 2,
       "custom_emoji_id": "5368324170671202286"}]),
]  # fmt: skip

INVALID_HTML = [
    ("<foo>x</foo>", 'Unsupported start tag "foo" at byte offset 0'),
    ("a < b", 'Unsupported start tag "" at byte offset 2'),
    ("é<br>", 'Unsupported start tag "br" at byte offset 2'),
    ("<b>x", "Can't find end tag corresponding to start tag b"),
    ("x</b>", "Unexpected end tag at byte offset 1"),
    ("<b><i>x</b></i>", 'Unmatched end tag at byte offset 7, expected "</i>", found "</b>"'),
    ("<b", "Unclosed start tag at byte offset 0"),
    ("<b>x</b", "Unclosed end tag at byte offset 4"),
    ("<span>x</span>", 'Tag "span" must have class "tg-spoiler" at byte offset 0'),
    ('<a href=x">y</a>', "Unexpected end of name token at byte offset 8"),
    ("<b title>x</b>", 'Expected equal sign in declaration of an attribute of the tag "b" '
                       "at byte offset 0"),
    ('<tg-emoji emoji-id="abc">x</tg-emoji>', "Invalid custom emoji identifier specified"),
    ("&#xD800;", "Text contains invalid Unicode characters after decoding HTML entities, "
                 "check for unmatched surrogate code units"),
]  # fmt: skip


@pytest.mark.parametrize(("source", "text", "entities"), VALID_HTML)
def test_html_accepted(source: str, text: str, entities: list[dict[str, Any]]) -> None:
    parsed = parse_html(source)
    assert (parsed.text, parsed.entities) == (text, entities)


@pytest.mark.parametrize(("source", "message"), INVALID_HTML)
def test_html_rejected(source: str, message: str) -> None:
    with pytest.raises(HtmlParseError) as caught:
        parse_html(source)
    assert str(caught.value) == message


def test_chat_message_buttons_follow_reading_order() -> None:
    markup = {"inline_keyboard": [[{"text": "1"}, {"text": "2"}], [{"text": "3"}]]}
    message = ChatMessage(message_id=1, chat_id=1, reply_markup=markup)
    assert [b["text"] for b in message.buttons()] == ["1", "2", "3"]
