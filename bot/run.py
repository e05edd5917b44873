"""The bot's main job: long polling by default, a webhook when WEBHOOK_URL is set."""

from __future__ import annotations

from bot.app import ALLOWED_UPDATES, build_application
from bot.config import load_settings
from bot.logs import setup_logging


def run() -> int:
    settings = load_settings()
    setup_logging(settings.LOG_LEVEL, settings.secrets())
    app = build_application(settings)
    if settings.WEBHOOK_URL:
        secret = settings.WEBHOOK_SECRET.get_secret_value() if settings.WEBHOOK_SECRET else None
        app.run_webhook(
            listen=settings.WEBHOOK_LISTEN,
            port=settings.WEBHOOK_PORT,
            url_path="telegram",
            webhook_url=f"{settings.WEBHOOK_URL}/telegram",
            secret_token=secret,
            allowed_updates=ALLOWED_UPDATES,
        )
    else:
        app.run_polling(allowed_updates=ALLOWED_UPDATES)
    return 0
