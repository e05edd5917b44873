"""A start that Telegram refuses: the bot as a real process (`python -m bot run`) says so in one
`not started: …` line, exits 1, and leaves nothing open. A start that Telegram does not answer
waits for it (it heals by itself), and a stop meanwhile leaves nothing open. Both Bot API
sessions (calls and getUpdates) were opened before getMe failed; an unclosed one is logged by
aiohttp at exit ("Unclosed client session"), and a supervisor restarting the bot would repeat
that at every start."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import httpx

from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.e2e.processes import READY, BotProcess, bot_env, free_port, started_bot
from tests.e2e.test_check import web_server

# A held getMe ends at the client's read timeout (30 s); the rest is for a loaded machine.
EXIT_WITHIN_SEC = 90.0


async def start_alone(
    stand: BotApiStandIn, emulator: Emulator, folder: Path, env: dict[str, str] | None = None
) -> tuple[int, str]:
    """Run `python -m bot run` until it ends by itself; its exit code and its stderr (the log)."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "run",
        cwd=folder,
        env=env or bot_env(stand, emulator, folder),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        _, err = await asyncio.wait_for(process.communicate(), EXIT_WITHIN_SEC)
    except TimeoutError:
        process.kill()
        await process.wait()
        raise AssertionError("the bot did not stop by itself") from None
    assert process.returncode is not None
    return process.returncode, err.decode(errors="replace")


def not_started_line(log: str) -> str:
    lines = [line for line in log.splitlines() if "not started:" in line]
    assert len(lines) == 1, log
    return lines[0]


def nothing_left_open(log: str, stand: BotApiStandIn) -> None:
    assert "Unclosed" not in log, log
    assert "Traceback" not in log, log
    assert stand.token not in log


async def test_a_refused_token_stops_the_start_with_one_line_and_nothing_open(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    stand.revoke_token()

    code, log = await start_alone(stand, emulator, tmp_path)

    assert code == 1, log
    assert "Telegram refused TELEGRAM_BOT_TOKEN" in not_started_line(log)
    assert stand.calls_of("getMe"), "the start never asked Telegram"
    nothing_left_open(log, stand)


async def started_with_telegram_down(
    stand: BotApiStandIn, emulator: Emulator, folder: Path
) -> BotProcess:
    """A bot process begun while the Bot API does not answer: still starting."""
    stand.go_down()
    return await started_bot(stand, emulator, folder, ready=False)


async def test_a_bot_api_that_does_not_answer_delays_the_start_and_never_stops_it(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """Telegram unreachable heals by itself: the start says so at WARNING and waits for it."""
    bot = await started_with_telegram_down(stand, emulator, tmp_path)
    try:
        await bot.wait_for_log(("WARNING bot.telegram.lifecycle: Telegram does not answer",))
        await asyncio.sleep(1.0)  # more tries, each refused
        assert bot.running.returncode is None, bot.log()
        stand.come_back()
        await bot.wait_for_log(READY)
    finally:
        code = await bot.stop()
    assert code == 0
    log = bot.log()
    assert len(stand.calls_of("getMe")) >= 2 and "not started" not in log
    nothing_left_open(log, stand)


async def test_a_stop_while_telegram_does_not_answer_ends_the_start_with_nothing_open(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    bot = await started_with_telegram_down(stand, emulator, tmp_path)
    await bot.wait_for_log(("Telegram does not answer",))

    assert await bot.stop() == 0

    assert "stopped before Telegram answered" in bot.log()
    nothing_left_open(bot.log(), stand)


async def test_a_start_waits_through_flood_control_at_each_of_its_calls(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """A bot restarted in a loop meets Telegram's 429 on getMe and deleteWebhook: more of them
    than the lanes retry. It waits each out, says how long at WARNING, and starts."""
    # One more than the lanes retry (FLOOD_RETRIES, 3): the start's own wait is met.
    stand.fail_next("getMe", status=429, retry_after=1, count=5)
    stand.fail_next("deleteWebhook", status=429, retry_after=1, count=5)
    bot = await started_bot(stand, emulator, tmp_path, ready=False)
    try:
        await bot.wait_for_log(READY)
    finally:
        code = await bot.stop()
    assert code == 0
    log = bot.log()
    assert "flood control holds getMe: the start waits 1 s" in log
    assert "flood control holds deleteWebhook: the start waits 1 s" in log
    assert "not started" not in log
    nothing_left_open(log, stand)


async def test_a_wrong_bot_api_address_is_named_not_the_token(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """A web server without the Bot API answers getMe 404, which PTB reads as a refused token:
    the start names TELEGRAM_API_URL, so that nobody revokes a working token."""
    async with web_server(404) as (url, _):
        await refused_naming_the_address(emulator, stand, tmp_path, url)


async def test_another_service_refusing_the_call_is_named_as_the_address_not_the_token(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """TELEGRAM_API_URL pointed at another service (here the music service, which refuses any
    call without its key: a 401 in its own JSON, no Bot API `ok`): the start names the address,
    not the token. Before, a 401 of any kind read as Telegram refusing the token."""
    await refused_naming_the_address(emulator, stand, tmp_path, emulator.music_url)


async def refused_naming_the_address(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path, url: str
) -> None:
    """A start with TELEGRAM_API_URL at `url`'s host ends in one line naming that address, not
    the token, and leaves nothing open."""
    root = url.removesuffix("/api/v1/music")
    env = bot_env(stand, emulator, tmp_path, TELEGRAM_API_URL=root)
    code, log = await start_alone(stand, emulator, tmp_path, env)
    assert code == 1, log
    line = not_started_line(log)
    assert "check TELEGRAM_API_URL" in line and "TELEGRAM_BOT_TOKEN" not in line, line
    nothing_left_open(log, stand)


async def test_metrics_and_health_answer_while_the_start_waits_for_telegram(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """Telegram unreachable at a start: a scrape is answered (Prometheus sees the bot up and
    Telegram not answering, not the bot down), and /healthz says what the start waits for."""
    port = free_port()
    stand.go_down()
    bot = await started_bot(stand, emulator, tmp_path, ready=False, METRICS_PORT=port)
    try:
        await bot.wait_for_log(("Telegram does not answer",))
        async with httpx.AsyncClient() as client:
            scrape = await client.get(f"http://127.0.0.1:{port}/metrics")
            health = await client.get(f"http://127.0.0.1:{port}/healthz")
    finally:
        stand.come_back()
        await bot.stop()
    assert scrape.status_code == 200, scrape.text
    assert "songbot_starting 1.0" in scrape.text and "songbot_telegram_answers" in scrape.text
    assert health.status_code == 503 and "waiting for Telegram" in health.json()["reason"]
