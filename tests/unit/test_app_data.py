"""The application's data (bot/telegram/app_data.py, bot/context.py, bot/pipeline/steps.py): a
field is there once it was set, and reading it before, or after the shutdown cleared it, says
so instead of making a default."""

from __future__ import annotations

import time
from typing import cast

import pytest
from telegram.ext import ApplicationBuilder, ContextTypes

from bot.context import Services
from bot.handlers.handler_context import HandlerContext
from bot.pipeline.steps import BotApp, BotData, Pipeline
from bot.store import Store
from bot.telegram.app_data import NotStarted
from bot.telegram.flow import UpdateFlow
from bot.tuning import Tuning


def started_data() -> BotData:
    """Data as after a start; what the start builds is stood in for, never used."""
    data = BotData()
    data.tuning, data.clock, data.monotonic = Tuning(), time.time, time.monotonic
    data.flow = UpdateFlow(Tuning().telegram.updates_quiet_sec)
    data.store = cast(Store, object())
    data.services = cast(Services, object())
    data.pipeline = cast(Pipeline, object())
    return data


def test_a_field_read_before_it_was_set_names_itself_and_when_it_is_set() -> None:
    data = BotData()
    with pytest.raises(NotStarted, match=r"bot_data\.flow is read before build_application"):
        data.flow  # noqa: B018
    with pytest.raises(NotStarted, match=r"bot_data\.pipeline is read before the start"):
        data.pipeline  # noqa: B018
    assert not data.started


def test_the_shutdown_clears_what_the_start_built_and_keeps_what_the_build_gave() -> None:
    data = started_data()
    assert data.started
    data.clear_started()
    assert not data.started
    for read in (lambda: data.store, lambda: data.services, lambda: data.pipeline):
        with pytest.raises(NotStarted):
            read()
    assert data.tuning == Tuning()  # the build's fields stay for a start after this one
    data.clear_started()  # a second shutdown finds nothing to clear, and says nothing


def test_errors_are_counted_by_kind_from_zero() -> None:
    data = BotData()
    assert data.errors == {}
    data.count_error("tick", None)
    data.count_error("tick", None)
    data.count_error("handler", None)
    assert data.errors == {"tick": 2, "handler": 1}


def test_the_bot_data_of_an_application_of_the_bots_types_is_one_per_application() -> None:
    def build() -> BotApp:
        context_types = ContextTypes(context=HandlerContext, bot_data=BotData)
        return ApplicationBuilder().token("123:unused").context_types(context_types).build()

    first, second = build(), build()
    assert isinstance(first.bot_data, BotData)
    first.bot_data.count_error("handler", None)
    assert second.bot_data.errors == {}  # fields live on each object, never on the class
