"""`python -m bot check`: one line per part, ok or what is wrong and how to fix it,
non-zero on any failure, never a secret; run as the operator runs it, against the emulator and
the Bot API stand-in."""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, closing
from pathlib import Path

from aiohttp import web

from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import TOKEN
from tests.e2e.processes import ROOT, bot_env, free_port, rows


async def check(env: dict[str, str], folder: Path) -> tuple[int, list[str]]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        "check",
        cwd=folder,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    output, _ = await asyncio.wait_for(process.communicate(), 60)
    return process.returncode or 0, output.decode().splitlines()


def write_bytes(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def read_bytes(path: Path) -> bytes:
    return path.read_bytes()


def database_with(env: dict[str, str], statement: str) -> Path:
    """The bot's database made beforehand holding only what `statement` makes: its path."""
    database = Path(env["DATABASE_PATH"])
    database.parent.mkdir(parents=True)
    with closing(sqlite3.connect(database)) as conn:
        conn.execute(statement)
        conn.commit()
    return database


def line_of(lines: list[str], part: str) -> str:
    return next(line for line in lines if line.startswith(f"{part}:"))


def emulator_posts(emulator: Emulator) -> list[str]:
    """Every POST the emulator saw, to any path (not only POST /generate)."""
    return [seen.path for seen in emulator.requests if seen.method == "POST"]


@asynccontextmanager
async def web_server(status: int) -> AsyncIterator[tuple[str, list[str]]]:
    """A plain web server on 127.0.0.1 that answers `status` to every request: its address and
    the methods it was asked with."""
    methods: list[str] = []

    async def answer(request: web.Request) -> web.Response:
        methods.append(request.method)
        return web.Response(status=status, text="Not Found")

    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", answer)
    runner = web.AppRunner(app)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    try:
        yield f"http://127.0.0.1:{port}/api/v1/music", methods
    finally:
        await runner.cleanup()


async def test_everything_reachable_is_ok_line_by_line(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    code, lines = await check(bot_env(stand, emulator, tmp_path), tmp_path)
    assert code == 0, lines
    parts = ["configuration", "storage", "Telegram Bot API", "music service", "text model"]
    assert [line.split(":")[0] for line in lines] == parts
    assert all(": ok" in line for line in lines)
    assert "@SongbotTestBot" in line_of(lines, "Telegram Bot API")
    assert not emulator_posts(emulator), "the check reads only"
    reads = [(seen.path.split("/")[-2], seen.status) for seen in emulator.requests]
    assert ("jobs", 401) in reads and ("jobs", 404) in reads, reads


async def test_a_web_server_that_answers_404_to_everything_is_not_the_music_service(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    async with web_server(404) as (url, methods):
        code, lines = await check(bot_env(stand, emulator, tmp_path, MUSIC_API_URL=url), tmp_path)
    assert code == 1, lines
    music = line_of(lines, "music service")
    assert "FAILED" in music and "check MUSIC_API_URL" in music and "404" in music, music
    assert "API_KEY" not in music
    assert methods and "POST" not in methods, methods
    assert emulator.settings.api_key not in "\n".join(lines)


async def test_a_wrong_key_is_named_with_its_fix_and_fails(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    env = bot_env(stand, emulator, tmp_path, API_KEY="sk-wrong-key-123")
    code, lines = await check(env, tmp_path)
    assert code == 1
    music = line_of(lines, "music service")
    assert "FAILED" in music and "check API_KEY" in music
    assert "check API_KEY" in line_of(lines, "text model")
    assert ": ok" in line_of(lines, "Telegram Bot API")
    assert "sk-wrong-key-123" not in "\n".join(lines)
    assert not emulator_posts(emulator), "the check reads only"


async def test_a_refused_token_and_an_unknown_model_are_named(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    env = bot_env(stand, emulator, tmp_path, TELEGRAM_BOT_TOKEN="999:not-the-token")
    env["TEXT_MODEL"] = "no-such-model"
    code, lines = await check(env, tmp_path)
    assert code == 1
    assert "check TELEGRAM_BOT_TOKEN" in line_of(lines, "Telegram Bot API")
    model = line_of(lines, "text model")
    assert "no-such-model" in model and emulator.settings.text_models[0] in model
    output = "\n".join(lines)
    assert "999:not-the-token" not in output and TOKEN not in output


async def test_required_values_left_empty_as_in_env_example_are_named_not_a_traceback(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    empty = {"TELEGRAM_BOT_TOKEN": "", "API_KEY": "", "MUSIC_API_URL": ""}
    code, lines = await check(bot_env(stand, emulator, tmp_path, **empty), tmp_path)
    assert code == 2
    for name in empty:
        assert f"configuration: FAILED: {name}: is required but not set" in lines, lines
    assert not any("Traceback" in line for line in lines)


async def test_unreachable_service_and_missing_variables(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    env = bot_env(stand, emulator, tmp_path, MUSIC_API_URL="http://127.0.0.1:9/api/v1/music")
    code, lines = await check(env, tmp_path)
    assert code == 1 and "check MUSIC_API_URL" in line_of(lines, "music service")

    bare = {"PATH": env["PATH"], "PYTHONPATH": str(ROOT), "TELEGRAM_BOT_TOKEN": TOKEN}
    code, lines = await check(bare, tmp_path)
    assert code == 2
    assert "configuration: FAILED: API_KEY: is required but not set" in lines
    assert TOKEN not in "\n".join(lines)


async def test_a_database_the_bot_could_not_open_is_named_and_left_as_it_was(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    env = bot_env(stand, emulator, tmp_path)
    database = Path(env["DATABASE_PATH"])
    garbage = b"\x00not sqlite\xff" * 400
    write_bytes(database, garbage)

    code, lines = await check(env, tmp_path)

    assert code == 1
    storage = line_of(lines, "storage")
    assert "FAILED" in storage and str(database) in storage and "not a SQLite database" in storage
    assert not any("Traceback" in line for line in lines)
    assert read_bytes(database) == garbage


async def test_a_migration_that_would_fail_is_found_without_touching_the_database(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    env = bot_env(stand, emulator, tmp_path)
    # Migration 001 makes this table: applying it would fail.
    database = database_with(env, "CREATE TABLE requests (id INTEGER)")
    before = read_bytes(database)

    code, lines = await check(env, tmp_path)

    assert code == 1
    storage = line_of(lines, "storage")
    assert "FAILED" in storage and str(database) in storage and "001_init" in storage
    assert read_bytes(database) == before


async def test_a_sound_database_is_ok_and_says_what_the_start_will_apply(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    env = bot_env(stand, emulator, tmp_path)
    database = database_with(env, "CREATE TABLE unrelated (id INTEGER)")

    code, lines = await check(env, tmp_path)

    assert code == 0, lines
    assert "migrations to apply at the next start" in line_of(lines, "storage")
    assert rows(database, "SELECT name FROM sqlite_master") == [("unrelated",)]


async def test_inline_and_privacy_mode_are_told_as_get_me_shows_them(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    _, lines = await check(bot_env(stand, emulator, tmp_path), tmp_path)
    telegram = line_of(lines, "Telegram Bot API")
    assert "inline mode off (/setinline" in telegram
    assert "privacy mode on" in telegram

    assert "guest mode off (at @BotFather" in telegram

    stand.set_inline_mode(True)
    stand.world.privacy_mode = False  # /setprivacy Disable
    stand.world.guest_queries = True
    _, lines = await check(bot_env(stand, emulator, tmp_path), tmp_path)
    telegram = line_of(lines, "Telegram Bot API")
    assert ": ok" in telegram and "inline mode on;" in telegram and "guest mode on;" in telegram
    assert "privacy mode off: every group message reaches the bot" in telegram


async def test_the_files_chat_must_take_the_bots_posts(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    env = bot_env(stand, emulator, tmp_path)
    bot_id = int(stand.world.bot_user["id"])

    code, lines = await check({**env, "FILES_CHAT_ID": "-100999"}, tmp_path)
    assert code == 1
    assert "FILES_CHAT_ID -100999 cannot be read" in line_of(lines, "Telegram Bot API")

    stand.open_chat(-100888, "channel", title="Songbot files")
    stand.set_member(-100888, bot_id, "member")
    code, lines = await check({**env, "FILES_CHAT_ID": "-100888"}, tmp_path)
    assert code == 1 and "administrator who may post" in line_of(lines, "Telegram Bot API")

    stand.set_member(-100888, bot_id, "administrator")
    code, lines = await check({**env, "FILES_CHAT_ID": "-100888"}, tmp_path)
    assert code == 0, line_of(lines, "Telegram Bot API")
    assert [int(call.params["chat_id"]) for call in stand.calls_of("getChatMember")][-1] == -100888


async def test_a_files_group_whose_members_may_not_send_audio_is_refused(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """The bot a plain member of a group that lets its members send text only: it could not
    keep a single song there."""
    env = bot_env(stand, emulator, tmp_path)
    bot_id = int(stand.world.bot_user["id"])
    stand.open_chat(-100777, "supergroup", title="Songbot files")
    stand.set_member(-100777, bot_id, "member")
    stand.set_permissions(-100777, can_send_messages=True, can_send_audios=False)
    code, lines = await check({**env, "FILES_CHAT_ID": "-100777"}, tmp_path)
    assert code == 1 and "may not post songs there" in line_of(lines, "Telegram Bot API")

    stand.set_permissions(-100777, can_send_messages=True, can_send_audios=True)
    code, lines = await check({**env, "FILES_CHAT_ID": "-100777"}, tmp_path)
    assert code == 0, line_of(lines, "Telegram Bot API")


async def test_a_wrong_bot_api_address_is_named_not_the_token(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """getMe answered 404 by a server that is no Bot API: PTB calls it a refused token; the
    check names TELEGRAM_API_URL, in one line, and says nothing of the token."""
    async with web_server(404) as (url, _):
        root = url.removesuffix("/api/v1/music")
        env = bot_env(stand, emulator, tmp_path, TELEGRAM_API_URL=root)
        code, lines = await check(env, tmp_path)
    assert code == 1
    telegram = line_of(lines, "Telegram Bot API")
    assert "check TELEGRAM_API_URL" in telegram and "TELEGRAM_BOT_TOKEN" not in telegram
    assert not [line for line in lines if line.startswith((" ", "Traceback"))], lines


async def test_the_music_hosts_root_without_its_path_is_not_the_music_interface(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """The service checks the key before the route: its host without /api/v1/music answers
    the keyless read 401 and the keyed one 404, but a plain-text 404, not a job's JSON."""
    root = emulator.music_url.removesuffix("/api/v1/music")
    code, lines = await check(bot_env(stand, emulator, tmp_path, MUSIC_API_URL=root), tmp_path)
    assert code == 1, lines
    music = line_of(lines, "music service")
    assert "FAILED" in music and "check MUSIC_API_URL" in music and "API_KEY" not in music
    assert not emulator_posts(emulator), "the check reads only"


async def test_the_check_makes_no_folder(
    emulator: Emulator, stand: BotApiStandIn, tmp_path: Path
) -> None:
    """A check reads: folders that do not exist yet are judged by where they would be made,
    and none is left behind (an empty data/ once was)."""
    env = bot_env(stand, emulator, tmp_path)
    env["DATABASE_PATH"] = str(tmp_path / "later" / "db" / "bot.sqlite3")
    env["DATA_DIR"] = str(tmp_path / "later" / "data")
    code, lines = await check(env, tmp_path)
    assert code == 0, lines
    assert not (tmp_path / "later").exists()
