"""Smart poller against a fixed clock: polls per job, and the delay from a job's
completion at the service to its detection and to the song's delivery.

The emulator's jobs take minutes like the real service's (a rate that varies around 4.5 s of
generation per second of track, 10 to 60 s tracks, so 45 s to 4.5 min), and the whole run is
compressed in time by --scale so that both modes run in about two minutes: every figure is
reported back in real-service seconds. Both modes run in one process, one after the other.

    .venv/bin/python -m bench.poller [--jobs 16] [--scale 30]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from bot.app import build_application
from bot.config import Settings
from bot.context import services_of
from bot.store import State, Store
from bot.telegram import running
from bot.tuning import PollingTuning, Tuning
from botapi_standin import BotApiStandIn
from music_emulator import Emulator, EmulatorSettings, SeenRequest

TOKEN = "100000002:bench-token"
REAL_POLL_INTERVAL = 5.0
RATE = 4.5  # generation seconds per track second, like "several minutes" for a long track


@dataclass(frozen=True)
class ModeResult:
    name: str
    polls_per_job: list[int]
    detection_delay: list[float]  # real-service seconds from completion to the poll that saw it
    delivery_delay: list[float]  # the detection delay, plus the wall time to download,
    # encode and send (those do not shrink with the compressed clock, so are not scaled)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


async def vary_job_times(emulator: Emulator, scale: float, rng: random.Random) -> None:
    """Each job takes its own time: the rate moves between 80% and 120% of RATE."""
    while True:
        emulator.settings.generation_sec_per_track_sec = rng.uniform(0.8, 1.2) * RATE / scale
        await asyncio.sleep(0.01)


async def all_delivered(store: Store, jobs: int) -> None:
    while await store.requests.count_in_states([State.DELIVERED]) < jobs:  # noqa: ASYNC110
        await asyncio.sleep(0.1)


async def run_mode(smart: bool, jobs: int, scale: float, seed: int) -> ModeResult:
    rng = random.Random(seed)
    emulator_settings = EmulatorSettings(
        queue_sec=2.0 / scale, generation_sec=0.0, daily_limit=10_000, seed=seed
    )
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        async with (
            Emulator(emulator_settings) as emulator,
            BotApiStandIn(TOKEN, files_dir=work / "uploads") as stand,
        ):
            settings = Settings(
                _env_file=None,
                TELEGRAM_BOT_TOKEN=TOKEN,
                TELEGRAM_API_URL=stand.url,
                API_KEY=emulator.settings.api_key,
                MUSIC_API_URL=emulator.music_url,
                DATABASE_PATH=work / "bot.sqlite3",
                DATA_DIR=work,
                ACCESS="open",
                POLL_INTERVAL_SEC=REAL_POLL_INTERVAL / scale,
                ORG_DAILY_LIMIT=10_000,
                JOB_TIMEOUT_MIN=1_000,
            )
            polling = PollingTuning(tick_sec=PollingTuning.tick_sec / scale, smart_polling=smart)
            tuning = Tuning(polling=polling)
            varying = asyncio.create_task(vary_job_times(emulator, scale, rng))
            async with running(build_application(settings, tuning)) as app:
                for n in range(jobs):
                    chat = 10_000 + n
                    stand.user_says(chat, f"/duration {rng.randint(10, 60)}")
                    stand.user_says(chat, f"[verse]\nBench song {n}\n[chorus]\nLa la {n}")
                await all_delivered(services_of(app).store, jobs)
            varying.cancel()
            return measure("smart" if smart else "fixed 5 s", emulator, stand, scale)


def lyrics_of(post: SeenRequest) -> str:
    assert post.body is not None, "a taken POST carries its lyrics"
    return str(post.body["lyrics"])


def measure(name: str, emulator: Emulator, stand: BotApiStandIn, scale: float) -> ModeResult:
    wall_minus_monotonic = time.time() - time.monotonic()
    sends = {
        int(c.params["chat_id"]): c.at - wall_minus_monotonic
        for c in stand.calls_of("sendAudio")
        if c.ok
    }
    chat_of_lyrics = {
        lyrics: 10_000 + int(lyrics.split("Bench song ")[1].split("\n")[0])
        for lyrics in (lyrics_of(p) for p in emulator.posts(status=202))
    }
    polls, detection, delivery = [], [], []
    for job in emulator.jobs.values():
        seen = emulator.polls(job.job_id)
        polls.append(len(seen))
        first_after = min(s.at for s in seen if s.at >= job.completed_at)
        detection.append((first_after - job.completed_at) * scale)
        sent = sends[chat_of_lyrics[job.lyrics]]
        delivery.append(detection[-1] + (sent - first_after))
    return ModeResult(name, polls, detection, delivery)


def report(results: list[ModeResult]) -> None:
    print("| mode | polls per job (median) | detection p50 | p95 | delivery p50 | p95 |")
    print("|---|---|---|---|---|---|")
    for r in results:
        detect = [percentile(r.detection_delay, q) for q in (0.5, 0.95)]
        deliver = [percentile(r.delivery_delay, q) for q in (0.5, 0.95)]
        print(
            f"| {r.name} | {statistics.median(r.polls_per_job):.1f} | {detect[0]:.1f} s"
            f" | {detect[1]:.1f} s | {deliver[0]:.1f} s | {deliver[1]:.1f} s |"
        )
    smart, fixed = results
    ratio = statistics.median(smart.polls_per_job) / statistics.median(fixed.polls_per_job)
    print(f"smart / fixed polls per job (medians): {ratio:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--jobs", type=int, default=16)
    parser.add_argument("--scale", type=float, default=30.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    results = [
        asyncio.run(run_mode(smart, args.jobs, args.scale, args.seed)) for smart in (True, False)
    ]
    print(f"{args.jobs} jobs per mode, time compressed {args.scale:g}x, figures in real seconds")
    report(results)


if __name__ == "__main__":
    main()
