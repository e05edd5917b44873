"""Installed as a package (docs/deploying.md §Versions, upgrades and the lock): a wheel built
from the repository (`pip wheel .`)
carries every module and data file, the migrations and texts included; installed into a fresh
environment outside the checkout, its `songbot` script, run from another folder, prints the
version and makes a song through the console.

Kept fast: the fresh environment gets the wheel alone (--no-deps) and finds the dependencies in
this test's own environment through a .pth file, which adds that folder to the path without
running its .pth files, so this checkout's editable install of songbot is not imported there."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
PACKAGES = ("bot", "music_emulator", "botapi_standin")
NOT_SHIPPED = shutil.ignore_patterns("__pycache__", "*.pyc")
SCRIPT = "/lyrics\n[verse]\nHello from the wheel\n[chorus]\nSing it anywhere\n\n"


def run(*args: object, cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(cwd)}
    done = subprocess.run(
        [str(arg) for arg in args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert done.returncode == 0, f"{args}:\n{done.stdout}\n{done.stderr}"
    return done


def build_wheel(work: Path) -> Path:
    """`pip wheel . --no-deps`, from a copy of the sources: setuptools writes build/ and
    *.egg-info into the folder it builds, which must not be the checkout."""
    source = work / "source"
    for name in (*PACKAGES, "migrations"):
        shutil.copytree(ROOT / name, source / name, ignore=NOT_SHIPPED)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    run(sys.executable, "-m", "pip", "wheel", ".", "--no-deps", "-q", "-w", work, cwd=source)
    (wheel,) = work.glob("songbot-*.whl")
    return wheel


def shipped(source: Path) -> set[str]:
    """What the wheel must hold: every file of the packages, and the migrations in bot/."""
    files = {
        str(path.relative_to(source))
        for package in PACKAGES
        for path in (source / package).rglob("*")
        if path.is_file()
    }
    return files | {f"bot/migrations/{path.name}" for path in (source / "migrations").glob("*")}


def fresh_environment(work: Path, wheel: Path) -> Path:
    venv = work / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv, cwd=work)
    python = venv / "bin" / "python"
    site = run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])", cwd=work)
    deps = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    Path(site.stdout.strip(), "songbot_test_deps.pth").write_text("\n".join(sorted(deps)) + "\n")
    run(
        sys.executable,
        "-m",
        "pip",
        "--python",
        python,
        "install",
        "-q",
        "--no-deps",
        wheel,
        cwd=work,
    )
    return venv


def test_the_wheel_installs_and_makes_a_song_from_another_folder(tmp_path: Path) -> None:
    wheel = build_wheel(tmp_path)
    with zipfile.ZipFile(wheel) as archive:
        inside = {name for name in archive.namelist() if ".dist-info/" not in name}
    assert inside == shipped(tmp_path / "source")

    venv = fresh_environment(tmp_path, wheel)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    songbot = venv / "bin" / "songbot"

    assert run(songbot, "--version", cwd=elsewhere).stdout == f"songbot {VERSION}\n"
    where = run(
        venv / "bin" / "python",
        "-c",
        "import bot, bot.store.db as db; print(bot.__file__); print(db.MIGRATIONS_DIR)",
        cwd=elsewhere,
    ).stdout.split()
    assert all(Path(path).is_relative_to(venv) for path in where), where

    script = elsewhere / "song.txt"
    script.write_text(SCRIPT)
    songs = elsewhere / "songs"
    made = run(
        songbot,
        "console",
        "--script",
        script,
        "--songs-dir",
        songs,
        "--generation-sec",
        "1",
        cwd=elsewhere,
    )
    saved = [line for line in made.stdout.splitlines() if line.startswith("♪ saved: ")]
    assert len(saved) == 1, made.stdout
    song = Path(saved[0].removeprefix("♪ saved: "))
    assert song.parent == songs and song.suffix == ".mp3" and song.stat().st_size > 10_000
