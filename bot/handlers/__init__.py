"""Every handler, registered in one place and in order: the first that matches an update wins,
so specific handlers come before the catch-alls.

    access.py         the door before anything that spends
    admin.py          /quota, /allow, /deny, /access, /pause, /resume, /limit, /limits
    basics.py         /start and /help
    chat_settings.py  /style and /duration
    common.py         what many handlers need: the user remembered, the song a button names
    handler_context.py  HandlerContext: the asker, the pipeline, the services
    fallbacks.py      plain text, stickers and photos, and the one error handler
    gift.py           /gift: its questions, one at a time
    groups.py         groups: what is addressed to the bot, membership, migrations
    guest.py          guest mode: a mention in a chat the bot is not in
    inline.py         inline mode: the user's songs, shared into any chat
    language.py       /lang
    lyrics.py         /lyrics, tagged messages, /status, /cancel
    report.py         /report
    song_buttons.py   "Try again", the lossless file, the words and the video of a song
    styles.py         style presets pressed
    sung_names.py     how a gift's names are sung, corrected
    takes.py          "🔁 Another take"
    topics.py         /song and a preview's buttons
    tracks.py         /mytracks
    votes.py          👍 / 👎
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from telegram import Message, Update
from telegram.ext import (
    CallbackQueryHandler,
    ChatMemberHandler,
    CommandHandler,
    MessageHandler,
    TypeHandler,
    filters,
)

from bot.handlers import (
    admin,
    basics,
    chat_settings,
    common,
    fallbacks,
    gift,
    groups,
    guest,
    inline,
    language,
    lyrics,
    report,
    song_buttons,
    styles,
    sung_names,
    takes,
    topics,
    tracks,
    votes,
)
from bot.handlers.handler_context import HandlerContext
from bot.lyrics import has_section_tags
from bot.pipeline.steps import BotApp
from bot.ui import (
    CallbackData,
    DraftPress,
    GiftPress,
    LangPress,
    LosslessPress,
    LyricsPress,
    RetryPress,
    StylePress,
    SungPress,
    TakePress,
    TrackPress,
    VideoPress,
    VotePress,
)


class _HasSectionTags(filters.MessageFilter):
    def filter(self, message: Message) -> bool:
        return message.text is not None and has_section_tags(message.text)


# New messages only: an edited message must not become a second request.
NEW = filters.UpdateType.MESSAGE
PRIVATE = filters.ChatType.PRIVATE
GROUPS = filters.ChatType.GROUPS

ButtonHandler = Callable[[Update, HandlerContext], Coroutine[Any, Any, None]]

# Each kind of button (bot/ui/) goes to its feature's handler by the prefix its callback data
# carries; every kind the bot shows has one (tests/unit/test_buttons.py).
BUTTON_HANDLERS: dict[type[CallbackData], ButtonHandler] = {
    RetryPress: song_buttons.retry_unknown,
    LosslessPress: song_buttons.lossless_original,
    TrackPress: tracks.resend_track,
    DraftPress: topics.draft_button,
    LangPress: language.lang_button,
    StylePress: styles.style_button,
    LyricsPress: song_buttons.song_lyrics,
    VideoPress: song_buttons.song_video,
    GiftPress: gift.gift_button,
    VotePress: votes.vote_button,
    TakePress: takes.take_button,
    SungPress: sung_names.sung_button,
}


def register(app: BotApp) -> None:
    # Group -3 runs first: a chat that sends anything hears the bot again, before its update
    # asks for anything (a chat held gone has its waiting requests ended unspent).
    app.add_handler(TypeHandler(Update, groups.chat_heard), group=-3)
    # Group -2 runs before every other handler: who is talking, and in which language.
    app.add_handler(TypeHandler(Update, common.remember_user), group=-2)
    # Group -1: an answer to a gift's question is taken there and goes no further; any other
    # message passes on to the handlers below (a private message with tags stays lyrics when
    # no gift is being asked about).
    app.add_handler(MessageHandler(NEW & ~filters.COMMAND, gift.answer), group=-1)

    commands = {
        "start": basics.start,
        "help": basics.help_command,
        "lyrics": lyrics.lyrics_command,
        "style": chat_settings.style_command,
        "duration": chat_settings.duration_command,
        "status": lyrics.status_command,
        "cancel": lyrics.cancel_command,
        "song": topics.song_command,
        "gift": gift.gift_command,
        "lang": language.lang_command,
        "mytracks": tracks.mytracks_command,
        # The bot's admins only; each checks ADMIN_USER_IDS itself (the menu only hides them).
        "quota": admin.quota_command,
        "report": report.report_command,
        "allow": admin.allow_command,
        "deny": admin.deny_command,
        "access": admin.access_command,
        "pause": admin.pause_command,
        "resume": admin.resume_command,
        "limit": admin.limit_command,
        "limits": admin.limits_command,
    }
    # Guest mode: a mention in a chat the bot is not in, answered by an inline message.
    app.add_handler(MessageHandler(filters.UpdateType.GUEST_MESSAGE, guest.guest_message))
    for name, callback in commands.items():
        app.add_handler(CommandHandler(name, callback, filters=NEW))

    for kind, callback in BUTTON_HANDLERS.items():
        app.add_handler(CallbackQueryHandler(callback, pattern=kind.pattern()))
    app.add_handler(CallbackQueryHandler(song_buttons.stale_button))  # anything else: old, garbled

    app.add_handler(ChatMemberHandler(groups.bot_membership, ChatMemberHandler.MY_CHAT_MEMBER))
    app.add_handler(MessageHandler(filters.StatusUpdate.MIGRATE, groups.chat_migrated))

    # A reply to a song's preview edits its lyrics, tagged or not, in any chat.
    to_preview = NEW & filters.TEXT & ~filters.COMMAND & topics.RepliesToPreview()
    app.add_handler(MessageHandler(to_preview, topics.edited_lyrics))
    tagged = NEW & PRIVATE & filters.TEXT & ~filters.COMMAND & _HasSectionTags()
    app.add_handler(MessageHandler(tagged, lyrics.tagged_message))
    # In groups only what is addressed to the bot (a reply to it, a mention); the rest of the
    # chatter matches no handler at all. Handlers for replies to particular messages go above.
    addressed = NEW & GROUPS & filters.TEXT & ~filters.COMMAND & groups.AddressedToBot()
    app.add_handler(MessageHandler(addressed, groups.addressed_message))
    for_us = NEW & GROUPS & filters.COMMAND & groups.CommandForThisBot()
    app.add_handler(MessageHandler(for_us, fallbacks.unknown_command))
    inline.register(app)  # inline queries: the user's songs to share from any chat
    # Catch-alls for private chats only: in groups, other chatter is ignored without a word.
    app.add_handler(MessageHandler(NEW & PRIVATE & filters.COMMAND, fallbacks.unknown_command))
    app.add_handler(MessageHandler(NEW & PRIVATE & filters.TEXT, fallbacks.untagged_text))
    app.add_handler(MessageHandler(NEW & PRIVATE & ~filters.TEXT, fallbacks.not_text))

    app.add_error_handler(fallbacks.on_error)
