"""Every handler, registered in one place and in order: the first that matches an update wins,
so specific handlers come before the catch-alls."""

from __future__ import annotations

from telegram import Message, Update
from telegram.ext import (
    Application,
    CallbackQueryHandler,
    CommandHandler,
    MessageHandler,
    TypeHandler,
    filters,
)

from bot.handlers import basics, callbacks, chat_settings, common, fallbacks, requests
from bot.lyrics import has_section_tags


class _HasSectionTags(filters.MessageFilter):
    def filter(self, message: Message) -> bool:
        return bool(message.text) and has_section_tags(message.text)


# New messages only: an edited message must not become a second request.
NEW = filters.UpdateType.MESSAGE
PRIVATE = filters.ChatType.PRIVATE


def register(app: Application) -> None:
    # Group -1 runs before every other handler: who is talking, and in which language.
    app.add_handler(TypeHandler(Update, common.remember_user), group=-1)

    commands = {
        "start": basics.start,
        "help": basics.help_command,
        "lyrics": requests.lyrics_command,
        "style": chat_settings.style_command,
        "duration": chat_settings.duration_command,
        "status": requests.status_command,
        "cancel": requests.cancel_command,
    }
    for name, callback in commands.items():
        app.add_handler(CommandHandler(name, callback, filters=NEW))

    app.add_handler(CallbackQueryHandler(callbacks.retry_unknown, pattern=r"^retry:"))
    app.add_handler(CallbackQueryHandler(callbacks.lossless_original, pattern=r"^lossless:"))
    app.add_handler(CallbackQueryHandler(callbacks.stale_button))

    tagged = NEW & filters.TEXT & ~filters.COMMAND & _HasSectionTags()
    app.add_handler(MessageHandler(tagged, requests.tagged_message))
    # Catch-alls for private chats only: in groups, other chatter is ignored without a word.
    app.add_handler(MessageHandler(NEW & PRIVATE & filters.COMMAND, fallbacks.unknown_command))
    app.add_handler(MessageHandler(NEW & PRIVATE & filters.TEXT, fallbacks.untagged_text))
    app.add_handler(MessageHandler(NEW & PRIVATE & ~filters.TEXT, fallbacks.not_text))

    app.add_error_handler(fallbacks.on_error)
