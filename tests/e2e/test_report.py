"""The month at a glance for admins: /report sends a chart of the last 30
days as a photo Telegram accepts, in the admin's language; others get /quota's refusal; a month
with nothing in it gets a friendly text instead of an empty picture."""

from __future__ import annotations

import io

from PIL import Image

from bot.store import State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import ADMIN_ID, FAST, LYRICS, AppFactory, tuned, wait_for_state

USER = 55


async def test_an_admin_gets_the_month_as_a_png_telegram_accepts_in_their_language(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    # "Sending a photo…" shows only for drawing still under way after a second, which a fast
    # machine may beat: shown at once here, to see that /report asks for it at all.
    emulator.settings.price_byn = 0.35
    at_once = tuned(FAST, chat_action_after_sec=0.0)
    async with bot_app(at_once, ORG_DAILY_LIMIT=20, QUOTA_TIMEZONE="Europe/Minsk") as app:
        stand.user_says(USER, LYRICS, first_name="Ann")
        stand.user_says(USER + 1, LYRICS, first_name="Boris")
        await wait_for_state(app, 1, State.DELIVERED)
        await wait_for_state(app, 2, State.DELIVERED)
        stand.user_says(ADMIN_ID, "/report", language_code="ru")
        sent = await stand.wait_for_call("sendPhoto", timeout=30)

    assert sent.ok, sent.result_or_error
    upload = sent.files["photo"]
    data = upload.path.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) <= 10 * 1024 * 1024
    with Image.open(io.BytesIO(data)) as image:
        image.load()
        width, height = image.size
        assert image.format == "PNG"
    assert width + height <= 10_000 and max(width, height) <= 20 * min(width, height)
    (photo,) = [message for message in stand.messages(ADMIN_ID) if message.kind == "photo"]
    assert photo.kind == "photo" and photo.reply_to_message_id is not None
    assert "Последние 30 дней: начато 2 трека, потрачено 0.70 BYN" in (photo.caption or "")
    assert len(emulator.posts()) == 2  # a chart costs no track
    actions = [call.params.get("action") for call in stand.calls_of("sendChatAction")]
    assert "upload_photo" in actions  # shown while the chart is drawn


async def test_a_non_admin_gets_the_same_refusal_as_for_quota(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app():
        stand.user_says(USER, "/quota")
        quota = await stand.wait_for_message(USER)
        stand.user_says(USER, "/report")
        await stand.wait_for(lambda: len(stand.messages(USER)) == 2)
    report = stand.messages(USER)[-1]
    assert report.text == quota.text and "admins only" in (report.text or "")
    assert not stand.calls_of("sendPhoto")


async def test_an_empty_month_gets_a_friendly_text_and_no_picture(
    bot_app: AppFactory, stand: BotApiStandIn
) -> None:
    async with bot_app():
        stand.user_says(ADMIN_ID, "/report", language_code="uk")
        told = await stand.wait_for_message(ADMIN_ID)
    assert "За останні 30 днів не розпочато жодного треку" in (told.text or "")
    assert not stand.calls_of("sendPhoto")


async def test_report_is_in_the_admins_menu_only(bot_app: AppFactory, stand: BotApiStandIn) -> None:
    async with bot_app(set_menus=True):
        await stand.wait_for(
            lambda: stand.commands_for({"type": "chat", "chat_id": ADMIN_ID}, "ru")
        )
    admin = [c["command"] for c in stand.commands_for({"type": "chat", "chat_id": ADMIN_ID})]
    everyone = [c["command"] for c in stand.commands_for()]
    assert admin.index("report") == admin.index("quota") + 1
    assert "report" not in everyone
