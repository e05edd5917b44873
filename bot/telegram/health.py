"""Whether the bot is well, in one answer that a supervisor or a monitoring system can act on:
healthy only while updates flow (flow.py), the database answers and Telegram accepts the token.
Served as `GET /healthz` by the metrics server (bot/monitoring/server.py), in both modes."""

from __future__ import annotations

from bot.telegram.app_data import App, DataT
from bot.telegram.reach import Reach

# A database that does not answer within this is dead.
HEALTH_DATABASE_TIMEOUT_SEC = 2.0


async def unhealthy(app: App[DataT]) -> str | None:
    """Why the bot is not well, or None when it is."""
    data = app.bot_data
    if not app.running:  # the start has not finished: say what it waits for
        if data.reach.state is Reach.TOKEN:
            return "Telegram refuses the bot's token"
        if not data.started:
            return "starting: waiting for Telegram to answer"
        return "not running"
    if not data.started or not await data.store.answers(HEALTH_DATABASE_TIMEOUT_SEC):
        return "the database does not answer"
    if data.reach.state is Reach.TOKEN:
        return "Telegram refuses the bot's token"
    return await data.flow.stalled(app.bot)
