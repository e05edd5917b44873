"""The metrics the bot exports (bot/monitoring/metrics.py) and the deploy/ files built on them:
every name a dashboard panel or an alert uses is one the bot exports, and no label can grow
with the number of users or chats."""

from __future__ import annotations

import dataclasses
import json
import re
import tomllib
from pathlib import Path

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.parser import text_string_to_metric_families
from telegram.ext import ApplicationBuilder, ContextTypes

from bot.accounting.gate import GateHoldup
from bot.accounting.organization import Pause
from bot.accounting.quota import Capacity
from bot.handlers.handler_context import HandlerContext
from bot.monitoring.metrics import Snapshot, _Figures
from bot.pipeline.steps import BotData
from bot.store.figures import Durations, Totals
from bot.telegram import Reach

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
# version: one value per running bot (songbot_build_info)
BOUNDED_LABELS = {"state", "outcome", "lane", "reason", "kind", "le", "version"}


def exported(snapshot: Snapshot) -> dict[str, list[dict[str, str]]]:
    registry = CollectorRegistry(auto_describe=False)
    registry.register(_Figures(snapshot))
    found: dict[str, list[dict[str, str]]] = {}
    for family in text_string_to_metric_families(generate_latest(registry).decode()):
        for sample in family.samples:
            found.setdefault(sample.name, []).append(sample.labels)
    return found


def a_snapshot() -> Snapshot:
    return Snapshot(
        totals=Totals({"delivered": 2, "failed": 1}, {"taken": 3}, 2, 1.0, 4),
        durations=Durations(in_line=[5.0, 70.0], at_service=[100.0, 200.0], to_chat=[1.5, 3.0]),
        telegram_calls={("songs", "ok"): 2, ("people", "flood"): 1},
        text_answers={"ok": 3, "text_timeout": 1},
        pauses=[Pause.WALLET],
        holdup=GateHoldup.DISK,
        capacity=Capacity(active=1, used_today=3, free_slots=1, left_today=17),
        telegram=Reach.WORKS,
        updates_quiet_sec=2.0,
    )


def test_histograms_count_each_song_in_its_bucket() -> None:
    names = exported(a_snapshot())
    assert "songbot_wait_in_line_seconds_bucket" in names
    text = generate_latest(_registry(a_snapshot())).decode()
    assert 'songbot_wait_in_line_seconds_bucket{le="10.0"} 1.0' in text
    assert 'songbot_wait_in_line_seconds_bucket{le="120.0"} 2.0' in text
    assert "songbot_wait_in_line_seconds_sum 75.0" in text


def test_a_pause_and_the_gate_show_as_their_reasons() -> None:
    text = generate_latest(_registry(a_snapshot())).decode()
    assert 'songbot_submissions_paused{reason="wallet"} 1.0' in text
    assert 'songbot_submissions_paused{reason="disk"} 1.0' in text
    assert 'songbot_submissions_paused{reason="admin"} 0.0' in text


def test_no_label_grows_with_users_or_chats() -> None:
    for labels in exported(a_snapshot()).values():
        for each in labels:
            assert set(each) <= BOUNDED_LABELS


def test_every_metric_the_dashboard_and_the_alerts_use_is_exported() -> None:
    names = set(exported(a_snapshot()))
    dashboard = json.loads((DEPLOY / "grafana-dashboard.json").read_text())
    exprs = [target["expr"] for panel in dashboard["panels"] for target in panel["targets"]]
    exprs.append((DEPLOY / "alerts.yml").read_text())
    used = {name for expr in exprs for name in re.findall(r"\bsongbot_[a-z_]+", expr)}
    assert len(used) >= 12
    assert used <= names, f"not exported: {sorted(used - names)}"


def _registry(snapshot: Snapshot) -> CollectorRegistry:
    registry = CollectorRegistry(auto_describe=False)
    registry.register(_Figures(snapshot))
    return registry


def test_the_build_info_names_the_version_of_pyproject() -> None:
    pyproject = tomllib.loads((DEPLOY.parent / "pyproject.toml").read_text())
    assert exported(a_snapshot())["songbot_build_info"] == [
        {"version": pyproject["project"]["version"]}
    ]


def a_context() -> HandlerContext:
    """A handler's context on an application of the bot's types, never started."""
    app = (
        ApplicationBuilder()
        .token("123:unused")
        .context_types(ContextTypes(context=HandlerContext, bot_data=BotData))
        .build()
    )
    return HandlerContext(app)


async def test_a_failed_tick_counts_as_an_error_and_the_counter_is_exported() -> None:
    from bot.app import _tick

    async def failing() -> None:
        raise OSError("disk full")

    context = a_context()
    tick = _tick(failing, "test")
    await tick(context)
    await tick(context)

    errors = dict(context.bot_data.errors)
    snapshot = dataclasses.replace(a_snapshot(), errors=errors)
    text = generate_latest(_registry(snapshot)).decode()
    assert 'songbot_errors_total{kind="tick"} 2.0' in text
    assert 'songbot_errors_total{kind="handler"} 0.0' in text


async def test_a_handler_that_raised_counts_as_an_error() -> None:
    from bot.handlers.fallbacks import on_error

    context = a_context()
    context.error = RuntimeError("boom")
    await on_error(None, context)
    assert dict(context.bot_data.errors) == {"handler": 1}
