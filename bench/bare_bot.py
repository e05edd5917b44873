"""A bare python-telegram-bot bot, the yardstick of `bench.rest`: long polling with PTB's
defaults (its httpx transport, its JobQueue), a handler that answers /start and one that answers
/status.

    TELEGRAM_BOT_TOKEN=... TELEGRAM_API_URL=http://127.0.0.1:PORT python -m bench.bare_bot

It prints the bot's own start line ("getting updates by long polling") to stderr once polling
is about to start, so the benchmark waits for both bots the same way, and stops on SIGTERM
(run_polling's default stop signals).
"""

from __future__ import annotations

import os
import sys

from telegram import Update
from telegram.ext import Application, CommandHandler, ContextTypes

STARTED = "getting updates by long polling"


async def status(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    message = update.effective_message
    if message is not None:
        # Quoted, as the bot answers: the stand-in matches a reply to the message it answers.
        await message.reply_text("Nothing in line. The day's quota: 0 of 0.", do_quote=True)


async def start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    message = update.effective_message
    if message is not None:
        await message.reply_text("Hello! Send /lyrics and your words.", do_quote=True)


async def say_started(app: Application) -> None:
    print(STARTED, file=sys.stderr, flush=True)


def main() -> None:
    root = os.environ["TELEGRAM_API_URL"]
    app = (
        Application.builder()
        .token(os.environ["TELEGRAM_BOT_TOKEN"])
        .base_url(f"{root}/bot")
        .base_file_url(f"{root}/file/bot")
        .post_init(say_started)
        .build()
    )
    app.add_handler(CommandHandler("start", start))
    app.add_handler(CommandHandler("status", status))
    app.run_polling()


if __name__ == "__main__":
    main()
