"""What an operator's monitoring sees: the bot as a real process with METRICS_PORT set (and its
log as JSON lines), scraped
over HTTP. /metrics counts what the database knows (so a restart loses nothing) and what the
process did; /healthz says 503 with a reason while updates stop, Telegram refuses the token or
the database is gone, and 200 again once they are back. Both in polling and webhook mode, and
never on the webhook's public port."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import httpx
from prometheus_client.parser import text_string_to_metric_families

from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import LYRICS
from tests.e2e.processes import (
    BotProcess,
    bot_env,
    free_port,
    started_bot,
    wait_for_db_state,
    webhook_mode,
)

USER = 61


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of a scrape, parsed by the Prometheus client's own parser."""
    found = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found[sample.name, tuple(sorted(sample.labels.items()))] = sample.value
    return found


async def health_until(client: httpx.AsyncClient, url: str, status: int) -> httpx.Response:
    """/healthz, asked until it answers `status` (a change is seen within a few seconds)."""
    for _ in range(150):
        answer = await client.get(url)
        if answer.status_code == status:
            return answer
        await asyncio.sleep(0.1)
    raise AssertionError(f"/healthz stayed {answer.status_code}: {answer.text}")


async def test_metrics_count_delivered_failed_and_money_and_survive_a_restart(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    port = free_port()
    env = bot_env(stand, emulator, tmp_path, METRICS_PORT=port, LOG_FORMAT="json")
    bot = BotProcess(env, tmp_path, quick=True)
    await bot.start()
    stand.user_says(USER, LYRICS)
    await wait_for_db_state(bot.database, 1, "delivered")
    stand.user_says(USER, LYRICS + "\nagain")
    await wait_for_db_state(bot.database, 2, "delivered")
    emulator.settings.error_rate = 1.0  # the service fails the third job: not charged
    stand.user_says(USER, LYRICS + "\nonce more")
    await wait_for_db_state(bot.database, 3, "failed")
    async with httpx.AsyncClient() as client:
        scrape = await client.get(f"http://127.0.0.1:{port}/metrics")
        assert scrape.status_code == 200
        assert scrape.headers["content-type"].startswith("text/plain")
        first = samples(scrape.text)
        assert await bot.stop() == 0
        await bot.start()
        again = samples((await client.get(f"http://127.0.0.1:{port}/metrics")).text)
    assert await bot.stop() == 0

    price = emulator.settings.price_byn
    for seen in (first, again):  # the database's figures survive the restart
        assert seen["songbot_songs_delivered_total", ()] == 2
        assert seen["songbot_requests", (("state", "delivered"),)] == 2
        assert seen["songbot_requests", (("state", "failed"),)] == 1
        assert seen["songbot_tracks_charged_total", ()] == 2
        assert seen["songbot_money_spent_byn_total", ()] == 2 * price
        assert seen["songbot_submissions_total", (("outcome", "taken"),)] == 3
        assert seen["songbot_at_service_seconds_count", ()] == 2
        assert seen["songbot_wait_in_line_seconds_count", ()] == 2
        assert seen["songbot_submissions_paused", (("reason", "wallet"),)] == 0
    sent = first["songbot_telegram_calls_total", (("lane", "songs"), ("outcome", "ok"))]
    assert sent >= 2, "two songs went out in the songs lane"
    assert all("chat" not in dict(labels) and "user" not in dict(labels) for _, labels in first)
    lines = [json.loads(line) for line in bot.log().splitlines() if not line.startswith("--- ")]
    moves = [line for line in lines if line.get("request_id") == 3 and "state_change" in line]
    assert moves[-1]["state_change"].endswith("-> failed"), "LOG_FORMAT=json: one object a line"
    assert stand.token not in bot.log()


async def test_health_follows_updates_the_token_and_the_database_in_polling_mode(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    port = free_port()
    bot = BotProcess(bot_env(stand, emulator, tmp_path, METRICS_PORT=port), tmp_path, quick=True)
    health = f"http://127.0.0.1:{port}/healthz"
    await bot.start()
    async with httpx.AsyncClient() as client:
        well = await health_until(client, health, 200)
        stand.go_down()  # every call fails: no getUpdates is answered
        stopped = await health_until(client, health, 503)
        stand.come_back()
        back = await health_until(client, health, 200)
        stand.revoke_token()
        refused = await health_until(client, health, 503)
        await bot.stop()  # a revoked token stays revoked: the operator starts it with a new one
        stand.revoke_token(False)
        await bot.start()
        await health_until(client, health, 200)
        moved = bot.database.rename(bot.database.with_name("moved-away.sqlite3"))
        gone = await health_until(client, health, 503)
        moved.rename(bot.database)
        await health_until(client, health, 200)  # the very file opened is back in its place
    assert await bot.stop() == 0
    assert well.json() == {"ok": True}
    assert "getUpdates" in stopped.json()["reason"]
    assert back.json()["ok"] is True
    assert "token" in refused.json()["reason"]
    assert "database" in gone.json()["reason"]
    assert stand.token not in bot.log()


async def test_webhook_mode_serves_health_on_the_metrics_port_only(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    settings, hook_port, metrics_port = webhook_mode()
    bot = await started_bot(stand, emulator, tmp_path, **settings)
    health = f"http://127.0.0.1:{metrics_port}/healthz"
    secret = {"X-Telegram-Bot-Api-Secret-Token": stand.world.webhook["secret_token"]}
    async with httpx.AsyncClient() as client:
        quiet = await health_until(client, health, 200)  # no update yet: a webhook may be quiet
        public = [
            await client.get(f"http://127.0.0.1:{hook_port}{path}")
            for path in ("/healthz", "/metrics")
        ]
        asked = stand.user_says(USER, "/start")  # waits at Telegram: nobody passes it on
        waiting = await health_until(client, health, 503)
        update = {"update_id": 1, "message": asked}
        await client.post(f"http://127.0.0.1:{hook_port}/telegram", json=update, headers=secret)
        await stand.wait_for_message(USER, timeout=20)
        stand.world.updates.clear()  # Telegram forgets an update its webhook call delivered
        flowing = await health_until(client, health, 200)
        scrape = await client.get(f"http://127.0.0.1:{metrics_port}/metrics")
    assert await bot.stop() == 0
    assert quiet.json()["ok"] is True
    assert [answer.status_code for answer in public] == [404, 404]
    assert "wait at Telegram" in waiting.json()["reason"]
    assert flowing.json()["ok"] is True
    assert scrape.status_code == 200 and "songbot_requests" in scrape.text


ALERTS = Path(__file__).resolve().parents[2] / "deploy" / "alerts.yml"
PROMETHEUS_OWN = {"up"}  # series Prometheus makes itself for each target


def alert_rules(text: str) -> list[dict[str, str]]:
    """Each rule of the rule file as its `key: value` lines (one per line, or a folded `>-`
    value on the more indented lines after its key)."""
    rules: list[dict[str, str]] = []
    folding: tuple[str, int] | None = None  # the key whose folded value is being read
    for line in text.splitlines():
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if folding and stripped and indent > folding[1]:
            key = folding[0]
            rules[-1][key] = f"{rules[-1][key]} {stripped}".strip()
            continue
        folding = None
        if stripped.startswith("- alert:"):
            rules.append({"alert": stripped.removeprefix("- alert:").strip()})
        elif rules and ":" in stripped and not stripped.startswith("#"):
            key, _, value = stripped.partition(":")
            if value.strip() == ">-":
                folding = (key, indent)
                value = ""
            rules[-1].setdefault(key, value.strip())
    return rules


async def test_every_alert_waits_and_names_metrics_the_running_bot_exports(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    port = free_port()
    bot = await started_bot(stand, emulator, tmp_path, METRICS_PORT=port)
    async with httpx.AsyncClient() as client:
        scrape = (await client.get(f"http://127.0.0.1:{port}/metrics")).text
    assert await bot.stop() == 0
    exported = {name for name, _ in samples(scrape)}

    rules = alert_rules(ALERTS.read_text())
    assert len(rules) >= 7
    for rule in rules:
        assert rule.get("for"), f"{rule['alert']} has no for:"
        names = set(re.findall(r"\b(?:songbot|process)_[a-z_]+\b", rule["expr"]))
        names |= PROMETHEUS_OWN & set(re.findall(r"\b[a-z_]+\b", rule["expr"]))
        assert names, rule
        assert names - PROMETHEUS_OWN <= exported, f"{rule['alert']}: {names - exported}"
    # Counters only go up: a POST under way is a gauge of its own, not a counter's outcome.
    assert ("songbot_submissions_total", (("outcome", "sending"),)) not in samples(scrape)
    assert "songbot_submissions_sending" in exported
    assert "process_resident_memory_bytes" in exported
    assert {"songbot_errors_total", "songbot_polling"} <= exported


async def test_a_webhook_asks_only_for_the_kinds_the_bot_handles_and_is_not_polling(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    settings, _, metrics_port = webhook_mode()
    bot = await started_bot(stand, emulator, tmp_path, **settings)
    async with httpx.AsyncClient() as client:
        scrape = samples((await client.get(f"http://127.0.0.1:{metrics_port}/metrics")).text)
    assert await bot.stop() == 0
    asked = stand.world.webhook["allowed_updates"]
    assert sorted(asked) == [
        "callback_query", "guest_message", "inline_query", "message", "my_chat_member"
    ]  # fmt: skip
    assert scrape["songbot_polling", ()] == 0  # a quiet webhook does not fire SongbotNoUpdates
