"""The two locks: `requirements.lock` holds what the bot runs with and nothing else (the image
installs it alone), `requirements-dev.lock` adds the tools (tests, linters, types) with every
runtime pin identical, and CI installs that one before running the README's test command."""

from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PIN = re.compile(r"^([A-Za-z0-9_.-]+)==(\S+)")


def normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pins(lock: str) -> dict[str, tuple[str, frozenset[str]]]:
    """Each package's version and hashes."""
    found: dict[str, tuple[str, frozenset[str]]] = {}
    name = ""
    for line in (ROOT / lock).read_text(encoding="utf-8").splitlines():
        if match := PIN.match(line):
            name = normal(match[1])
            found[name] = (match[2], frozenset())
        elif name and "--hash=" in line:
            version, hashes = found[name]
            found[name] = (version, hashes | {line.split("--hash=")[1].split()[0]})
    return found


def dev_tools() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {
        normal(re.split(r"[<>=!~\[; ]", spec)[0])
        for spec in project["optional-dependencies"]["dev"]
    }


def test_the_runtime_lock_holds_no_tool() -> None:
    runtime = pins("requirements.lock")
    assert dev_tools() <= set(pins("requirements-dev.lock"))
    assert not dev_tools() & set(runtime)
    assert "python-telegram-bot" in runtime


def test_the_dev_lock_keeps_every_runtime_pin_as_it_is() -> None:
    runtime, dev = pins("requirements.lock"), pins("requirements-dev.lock")
    assert {name: dev.get(name) for name in runtime} == runtime


def installed_locks(text: str) -> list[str]:
    return re.findall(r"--require-hashes -r (\S+)", text)


def test_ci_installs_the_dev_lock_and_the_image_the_runtime_lock() -> None:
    assert installed_locks((ROOT / ".ci" / "run").read_text()) == ["requirements-dev.lock"]
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert installed_locks(dockerfile) == ["requirements.lock"]
    assert "requirements-dev.lock" not in re.sub(r"#.*", "", dockerfile)


def readme_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"```sh\n(python3 -m venv .venv && .*)\n```", readme)[:2]


def test_the_readme_console_command_installs_the_runtime_lock() -> None:
    console, _ = readme_commands()
    assert installed_locks(console) == ["requirements.lock"]
    assert console.endswith("python -m bot console")


def test_the_readme_test_command_is_what_ci_runs() -> None:
    _, tests = readme_commands()
    assert installed_locks(tests) == ["requirements-dev.lock"]
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    ran = ci[ci.index("# The README's test command, word for word:") + 1]
    assert tests.endswith(" && " + ran)
    steps = tests.split(" && ")
    assert shlex.split(steps[0]) == ["python3", "-m", "venv", ".venv"]
