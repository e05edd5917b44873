"""The service emulator's control routes, settings and command line."""

import select
import socket
import subprocess
import sys
from typing import Any

import httpx
import pytest

from music_emulator import Emulator, EmulatorSettings
from music_emulator.cli import main as cli_main
from music_emulator.settings import (
    PostFault,
    apply_settings_patch,
)

# --- control endpoints and settings -------------------------------------------------------------
from tests.service import test_emulator as base

# The emulator's own fixtures and helpers (tests/service/test_emulator.py), by name.
emulator = base.emulator
client = base.client
GENERATE = base.GENERATE
LYRICS = base.LYRICS
submit = base.submit


async def test_control_endpoints(emulator: Emulator, client: httpx.AsyncClient) -> None:
    async with httpx.AsyncClient(base_url=emulator.base_url) as control:
        patched = await control.patch(
            "/_emulator/settings", json={"daily_limit": 1, "price_byn": 2}
        )
        assert patched.status_code == 200 and patched.json()["daily_limit"] == 1
        assert (await control.get("/_emulator/settings")).json()["price_byn"] == 2.0
        assert emulator.settings.price_byn == 2.0
        job_id = (await submit(client)).json()["job_id"]
        assert (await submit(client)).status_code == 429
        jobs = (await control.get("/_emulator/jobs")).json()
        assert [job["job_id"] for job in jobs["jobs"]] == [job_id]
        assert jobs["accepted_today"] == 1 and jobs["active_count"] == 1
        seen = (await control.get("/_emulator/requests")).json()
        assert [(s["method"], s["path"], s["status"]) for s in seen] == [
            ("POST", GENERATE, 202),
            ("POST", GENERATE, 429),
        ]
        assert (await control.post("/_emulator/reset-day")).status_code == 200
        assert (await control.get("/_emulator/jobs")).json()["accepted_today"] == 0


@pytest.mark.parametrize(
    "patch",
    [
        {"no_such": 1},
        {"daily_limit": "many"},
        {"lyrics_unit": "kb"},
        {"post_faults": ["boom"]},
        {"post_faults": ["taken-418"]},
        {"poll_faults": ["drop"]},
        {"poll_faults": ["taken-502"]},
    ],
)
async def test_control_rejects_bad_patches(emulator: Emulator, patch: dict[str, Any]) -> None:
    async with httpx.AsyncClient(base_url=emulator.base_url) as control:
        answer = await control.patch("/_emulator/settings", json=patch)
    assert answer.status_code == 400
    assert emulator.settings == EmulatorSettings(queue_sec=0.1, generation_sec=0.2)


async def test_every_fault_is_settable_over_the_control_route(emulator: Emulator) -> None:
    faults: list[PostFault] = ["taken-500", "taken-502", "taken-504", "taken-empty"]
    faults += ["taken-cut", "taken-no-id"]
    faults += ["taken-drop", "taken-garbled", "drop", "hang", "ok", 502]
    async with httpx.AsyncClient(base_url=emulator.base_url) as control:
        patch = {"post_faults": faults, "poll_faults": [404, 500, 502, 504, "garbled"]}
        answer = await control.patch("/_emulator/settings", json=patch)
        assert answer.status_code == 200
        assert answer.json()["post_faults"] == faults
    assert emulator.settings.post_faults == faults
    assert emulator.settings.poll_faults == [404, 500, 502, 504, "garbled"]


async def test_the_record_over_the_control_route_names_the_job_and_the_fault(
    emulator: Emulator, client: httpx.AsyncClient
) -> None:
    emulator.settings.post_faults = ["taken-502"]
    await submit(client)
    [job_id] = emulator.jobs
    async with httpx.AsyncClient(base_url=emulator.base_url) as control:
        [seen] = (await control.get("/_emulator/requests")).json()
    assert (seen["status"], seen["job_id"], seen["fault"]) == (502, job_id, "taken-502")


def test_settings_patch_is_all_or_nothing() -> None:
    settings = EmulatorSettings()
    with pytest.raises(ValueError, match="seed"):
        apply_settings_patch(settings, {"balance_byn": 0, "seed": 1.5})
    assert settings.balance_byn == 1000
    apply_settings_patch(settings, {"balance_byn": 3, "post_faults": [503, "drop"]})
    assert settings.balance_byn == 3.0 and isinstance(settings.balance_byn, float)
    assert settings.post_faults == [503, "drop"]
    apply_settings_patch(settings, {"text_failure": None})


# --- command line -------------------------------------------------------------------------------


CLI_ARGS = ["--port", "0", "--api-key", "k", "--balance", "0"]


def test_cli_serves_until_terminated() -> None:
    command = [sys.executable, "-m", "music_emulator.cli", *CLI_ARGS]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as process:
        try:
            assert process.stdout is not None
            ready, _, _ = select.select([process.stdout], [], [], 10)
            assert ready, "the emulator printed nothing"
            line = process.stdout.readline()
            assert line.startswith("emulator listening on http://127.0.0.1:")
            base_url = line.split()[3]
            assert f"music: {base_url}/api/v1/music" in line and "key: k" in line
            with httpx.Client(base_url=base_url, headers={"Authorization": "Bearer k"}) as client:
                assert client.get("/v1/models").status_code == 200
                assert client.post(GENERATE, json={"lyrics": LYRICS}).status_code == 402
            process.terminate()
            assert process.wait(timeout=5) == 0
        finally:
            process.kill()


def test_cli_reports_a_busy_port(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.create_server(("127.0.0.1", 0)) as busy:
        assert cli_main(["--port", str(busy.getsockname()[1])]) == 1
    assert "cannot listen" in capsys.readouterr().err


def test_run_alone_the_emulator_names_itself_so() -> None:
    shown = subprocess.run(
        [sys.executable, "-m", "music_emulator", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    assert shown.startswith("usage: python -m music_emulator ")
