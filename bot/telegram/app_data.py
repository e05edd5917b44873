"""The keys under which bot/app.py leaves in `Application.bot_data` what the transport reads
(the inbox, the webhook's health check). Both sides import them; neither spells them."""

from collections import Counter
from typing import Any, TypeAlias

from telegram.ext import Application

STORE_KEY = "store"  # the bot's Store, once the start opened it; gone at shutdown
TUNING_KEY = "tuning"  # the Tuning the application was built with
REACH_KEY = "reach"  # the TelegramReach fed by every Bot API call
FLOW_KEY = "update_flow"  # the UpdateFlow that polling or the webhook tells of every update
ERRORS_KEY = "errors"  # a Counter of errors since the start by kind (ERROR_KINDS), for /metrics

# Where an error was caught: a handler that raised (the error handler), a tick that raised.
ERROR_KINDS = ("handler", "tick")

# The application as every layer names it in a signature. What each reads of it goes through
# the keys above (typed where they are read), so its six type parameters are left open here.
App: TypeAlias = Application[Any, Any, Any, Any, Any, Any]


def count_error(bot_data: dict[str, object], kind: str) -> None:
    """One more error of `kind` for the metrics (never lowered: a counter)."""
    errors = bot_data.setdefault(ERRORS_KEY, Counter())
    assert isinstance(errors, Counter)
    errors[kind] += 1
