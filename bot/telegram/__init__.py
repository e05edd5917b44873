"""How the bot talks with Telegram: updates in (the inbox, polling, the webhook), whether they
flow, the Bot API client under python-telegram-bot, the mapping of Telegram's failures to
retries, a request's messages, the one-instance lock, and the start/stop sequence.

    inbox.py      Inbox: each update written to the inbox before Telegram hears it was
                  taken; chats side by side, each chat in order
    polling.py    Polling: getUpdates in a loop
    webhook.py    Webhook: our tornado server, POST /telegram only
    flow.py       UpdateFlow: whether updates flow (told by polling and the webhook)
    health.py     unhealthy(): what /healthz says (bot/monitoring/ serves it)
    app_data.py   AppData: the application's bot_data as the transport reads it, and App
    lifecycle.py  running(): start and stop an Application with an UpdateSource;
                  until_telegram_answers(): getMe until Telegram answers, before a start
    client.py     TelegramHttp: aiohttp behind PTB's BaseRequest
    address.py    whether TELEGRAM_API_URL answers as the Bot API (a 404 is no refused token)
    faults.py     which failures pass, and with_retries
    reach.py      TelegramReach: whether Telegram answers, fails or refuses the token, from
                  the answers to every call
    instance.py   single_instance(): one process per database; Conflict said plainly
    admins.py     ChatAdmins: whether a person administers a chat (getChatMember, a minute)
    lanes.py      LaneLimiter: calls leave in priority lanes within the flood limits; edits
                  of one message coalesced; every call counted by lane and outcome
    notify.py     Notifier: a request's status message and outcome, sent or edited; a chat
                  that left or moved
    replies.py    chat_action: "sending audio…" once the work takes long enough to be seen
    place.py      Place: a request's chat, topic and answered message, in one place; General
                  naming the asker once its topic is closed or deleted

Nothing here imports the rest of the bot above bot.store, bot.config, bot.tuning and bot.logs:
the pipeline and the services use it, so the transport stays below them. Import from
`bot.telegram`; the modules' other names are theirs.
"""

from bot.telegram.admins import ChatAdmins
from bot.telegram.client import TelegramHttp
from bot.telegram.faults import (
    delay_for,
    may_have_arrived,
    retry_after_sec,
    telegram_unreachable,
    with_retries,
)
from bot.telegram.inbox import ALLOWED_UPDATES, Inbox
from bot.telegram.instance import AlreadyRunning, single_instance
from bot.telegram.lanes import Lane, LaneLimiter, calls_in
from bot.telegram.lifecycle import UpdateSource, running, until_telegram_answers
from bot.telegram.place import NAMING_ROOM, Place, place_of, place_of_asker, topic_refused
from bot.telegram.polling import Polling
from bot.telegram.reach import Reach, TelegramReach
from bot.telegram.webhook import Webhook

__all__ = [
    "ALLOWED_UPDATES",
    "AlreadyRunning",
    "ChatAdmins",
    "Lane",
    "LaneLimiter",
    "NAMING_ROOM",
    "Place",
    "Polling",
    "Reach",
    "TelegramHttp",
    "TelegramReach",
    "Inbox",
    "UpdateSource",
    "Webhook",
    "calls_in",
    "delay_for",
    "may_have_arrived",
    "place_of",
    "place_of_asker",
    "retry_after_sec",
    "running",
    "until_telegram_answers",
    "single_instance",
    "telegram_unreachable",
    "topic_refused",
    "with_retries",
]
