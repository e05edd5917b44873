"""`python -m bot check` and the start refuse the same things in the same words and exit codes,
and the start refuses only what cannot heal by itself: storage that cannot be written and a
SOCKS proxy stop both; a full disk stops neither. Real processes, real mounts (as root, a
folder's rights do not stop writes: a read-only filesystem does)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.e2e.mounts import read_only_filesystem, small_filesystem
from tests.e2e.processes import BotProcess, bot_env
from tests.e2e.test_check import check
from tests.e2e.test_world_faults import fill

EXIT_WITHIN_SEC = 30.0


async def start_ends(bot: BotProcess) -> tuple[int, str]:
    """Start the bot and wait for it to end by itself: its exit code and its log."""
    await bot.start(wait_ready=False)
    try:
        code = await asyncio.wait_for(bot.running.wait(), EXIT_WITHIN_SEC)
    except TimeoutError:
        await bot.kill()
        raise AssertionError(f"the bot did not stop by itself:\n{bot.log()}") from None
    return code, bot.log()


def after(prefix: str, lines: list[str]) -> list[str]:
    """What follows `prefix` on each line that has it."""
    return [line.split(prefix, 1)[1] for line in lines if prefix in line]


async def test_a_read_only_data_dir_is_refused_by_check_and_by_the_start_in_the_same_words(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    with read_only_filesystem(tmp_path / "data") as data:
        env = bot_env(stand, emulator, tmp_path, DATA_DIR=data)
        code, lines = await check(env, tmp_path)
        assert code == 1, lines
        checked = after("storage: FAILED: ", lines)
        assert len(checked) == 1 and checked[0].startswith(f"DATA_DIR: {data}"), lines
        assert "Read-only file system" in checked[0]
        asked = len(stand.calls_of("getMe"))  # check's own

        code, log = await start_ends(BotProcess(env, tmp_path))

    assert code == 1, log
    assert after("not started: ", log.splitlines()) == checked, log
    assert "Traceback" not in log and len(stand.calls_of("getMe")) == asked, log


async def test_a_socks_proxy_is_refused_by_check_and_by_the_start_naming_its_variable(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    proxy = {"ALL_PROXY": "socks5://user:secret-word@127.0.0.1:1080"}
    env = bot_env(stand, emulator, tmp_path, **proxy)

    code, lines = await check(env, tmp_path)
    assert code == 2, lines
    checked = after("configuration: FAILED: ", lines)
    assert checked == [
        "ALL_PROXY: a SOCKS proxy (socks5://) is not supported: give an http:// proxy"
    ]

    code, log = await start_ends(BotProcess(env, tmp_path))
    assert code == 2, log
    assert after("configuration error: ", log.splitlines()) == checked, log
    assert "secret-word" not in log + "\n".join(lines)
    assert not stand.calls_of("getMe")


async def test_a_socks_proxy_in_lower_case_is_refused_too(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    env = bot_env(stand, emulator, tmp_path, https_proxy="socks5h://127.0.0.1:1080")
    code, lines = await check(env, tmp_path)
    assert code == 2 and any(
        line.startswith("configuration: FAILED: https_proxy:") for line in lines
    )


async def test_a_full_data_dir_does_not_stop_the_start(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    with small_filesystem(tmp_path / "data", size="2m") as data:
        fill(data, leave_bytes=0)
        bot = BotProcess(bot_env(stand, emulator, tmp_path, DATA_DIR=data), tmp_path, quick=True)
        await bot.start()  # ready: it polls for updates
        assert await bot.stop() == 0
    assert "not started" not in bot.log()
