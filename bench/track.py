"""Benchmark a (bench/README.md): a 300 s track from the service to the chat, the bot's way against
the naive way, in one run.

    python -m bench.track [--runs 5] [--seconds 300] [--baseline DIR]

The bot's way (`streaming`): the song's cover is drawn (bot.media.cover), the WAV
is encoded to MP3 while it downloads, with the cover and the lyrics in its tag
(bot.media.streaming.download_as_mp3), and the MP3 is uploaded from disk with the cover as
its thumbnail (bot.pipeline.delivery.send_song). With `--baseline DIR` the bot's way of another
checkout (the code before a change) is timed in the same runs. The naive way: read the whole
WAV into memory, then encode it, then upload the MP3 the way PTB does by default (read whole).
Runs alternate between the ways, each in a fresh process, so its peak RSS growth (over its own
baseline) and its CPU time are its own; the emulator and the Bot API stand-in run in processes
of their own.

Two sources: the emulator, which synthesises the WAV as it streams it (about 70x real time, so
its download is slower than the encoder), and a pre-rendered WAV served from disk, which shows
the bot's own pipeline when the download is not the slowest part.

"Encode alone" is the naive run's encode step (the whole track from memory, one core, no I/O),
measured in the same runs; the encoding speed is also measured once more in this process.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from telegram import Bot

from bench.common import (
    API_KEY,
    TOKEN,
    median,
    peak_rss_mb,
    reset_peak_rss,
    rss_mb,
    run_worker,
    server,
    table,
)
from bot.media.audio import StreamingMp3Encoder
from bot.media.cover import draw_cover
from bot.media.streaming import download_as_mp3
from bot.pipeline.delivery import send_song, song_tags
from bot.service.music import MusicClient
from bot.store import Request, State
from bot.telegram import TelegramHttp, place_of
from bot.tuning import TelegramTuning
from music_emulator.wav import frame_count, wav_stream

CHAT = 1
MODES = ("streaming", "naive")
BASELINE = "baseline"
TARGET_ENCODE_SPEED = 60.0  # x real time, one core
TARGET_DELIVERY_OVER_ENCODE = 1.3
TARGET_RSS_GROWTH_MB = 40.0


async def completed_job(music_url: str, seconds: float) -> str:
    """A finished job of `seconds` at the emulator (its generation time is set short)."""
    headers = {"Authorization": f"Bearer {API_KEY}"}
    async with httpx.AsyncClient(base_url=music_url, headers=headers) as http:
        body = {"lyrics": "[verse]\nA long song\n[chorus]\nLa la la", "duration_sec": seconds}
        job_id = (await http.post("/generate", json=body)).json()["job_id"]
        while (await http.get(f"/jobs/{job_id}")).json()["status"] != "completed":  # noqa: ASYNC110
            await asyncio.sleep(0.1)
    return job_id


# --- the worker: one delivery in a fresh process ---------------------------------------------


def song_request(job_id: str, seconds: float) -> Request:
    values: dict[str, Any] = dict.fromkeys(Request.__dataclass_fields__)
    values.update(
        id=1,
        chat_id=CHAT,
        chat_type="private",
        user_name="Bench",
        language="en",
        lyrics="[verse]\nA long song\n[chorus]\nLa la la",
        title="A long song",
        style="dreamy synth pop",
        duration_sec=int(seconds),
        service_duration_sec=seconds,
        price_byn=0.5,
        state=State.COMPLETED,
        job_id=job_id,
    )
    return Request(**values)


async def streaming(
    music: MusicClient, bot: Bot, request: Request, folder: Path
) -> dict[str, float]:
    """As Delivery does it: the cover drawn (in a thread), then downloaded and encoded with the
    cover and the lyrics in the tag, then sent with the cover as the thumbnail."""
    wav, mp3 = folder / "1.wav", folder / "1.mp3"
    start = time.perf_counter()
    assert request.job_id is not None, "the request's job was made"
    cover = await asyncio.to_thread(draw_cover, request.title, request.style)
    await download_as_mp3(music, request.job_id, wav, mp3, song_tags(request, cover))
    encoded = time.perf_counter()
    await send_song(bot, request, mp3, cover, place_of(request), TelegramTuning.upload_timeout_sec)
    done = time.perf_counter()
    return {"download_encode": encoded - start, "upload": done - encoded, "total": done - start}


async def naive(music_url: str, bot: Bot, request: Request, folder: Path) -> dict[str, float]:
    mp3 = folder / "1.mp3"
    headers = {"Authorization": f"Bearer {API_KEY}"}
    start = time.perf_counter()
    async with httpx.AsyncClient(base_url=music_url, headers=headers, timeout=120) as http:
        wav = (await http.get(f"/files/{request.job_id}")).content  # the whole file in memory
    downloaded = time.perf_counter()

    def encode() -> None:
        with StreamingMp3Encoder(mp3, title=request.title, artist="Songbot") as encoder:
            encoder.feed(wav)
            encoder.finish()

    await asyncio.to_thread(encode)
    encoded = time.perf_counter()
    with mp3.open("rb") as audio:  # PTB reads the whole file before sending
        assert request.service_duration_sec is not None
        duration = round(request.service_duration_sec)
        await bot.send_audio(CHAT, audio, filename="song.mp3", duration=duration, read_timeout=300)
    done = time.perf_counter()
    return {
        "download": downloaded - start,
        "encode": encoded - downloaded,
        "upload": done - encoded,
        "total": done - start,
    }


async def worker(args: argparse.Namespace) -> dict[str, Any]:
    music = MusicClient(args.music, API_KEY)
    # The Bot API client the bot uses (bot/telegram/client.py), with room for a slow upload.
    request_settings = TelegramHttp(read_timeout=300, write_timeout=300, media_write_timeout=300)
    bot = Bot(TOKEN, base_url=f"{args.standin}/bot", request=request_settings)
    await bot.initialize()
    await bot.send_message(CHAT, "warm-up")  # connections and imports before the baseline
    request = song_request(args.job, args.seconds)
    with tempfile.TemporaryDirectory(prefix="bench-track-") as folder:
        baseline = rss_mb()
        reset_peak_rss()
        cpu = time.process_time()
        if args.worker == "streaming":
            times = await streaming(music, bot, request, Path(folder))
        else:
            times = await naive(args.music, bot, request, Path(folder))
        growth = peak_rss_mb() - baseline
        cpu = time.process_time() - cpu
    await bot.shutdown()
    await music.aclose()
    return {**times, "rss_growth_mb": growth, "cpu": cpu}


# --- the orchestrator --------------------------------------------------------------------------


async def encode_alone(seconds: float) -> float:
    """MP3 encoding of the whole track from memory on one core, no I/O: the 60x target."""
    data = b"".join(wav_stream(frame_count(seconds), seed=1))
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        with StreamingMp3Encoder(Path(folder) / "x.mp3") as encoder:
            encoder.feed(data)
            encoder.finish()
        return time.perf_counter() - start


async def measure(source: str, music_url: str, standin: str, args: argparse.Namespace) -> dict:
    job = await completed_job(music_url, args.seconds) if source == "emulator" else "any"
    ways: dict[str, Path | None] = dict.fromkeys(MODES)
    if args.baseline:
        ways[BASELINE] = args.baseline  # the bot's way, run from the other checkout's code
    results: dict[str, list[dict[str, float]]] = {way: [] for way in ways}
    for _ in range(args.runs):
        for way, checkout in ways.items():  # interleaved, so a slow moment hits every way
            mode = "streaming" if way == BASELINE else way
            results[way].append(
                await run_worker(
                    "bench.track",
                    "--worker",
                    mode,
                    "--music",
                    music_url,
                    "--standin",
                    standin,
                    "--job",
                    job,
                    "--seconds",
                    str(args.seconds),
                    cwd=checkout,
                )
            )
    return {
        mode: {k: median([r[k] for r in runs]) for k in runs[0]} for mode, runs in results.items()
    }


def report(figures: dict[str, dict], encode: float, args: argparse.Namespace) -> None:
    print(f"\nA {args.seconds:g} s track, median of {args.runs} runs per mode and source\n")
    rows = []
    for source, modes in figures.items():
        s, n = modes["streaming"], modes["naive"]
        rows.append(
            [
                source,
                "bot (streaming)",
                "overlapped",
                "overlapped",
                f"{s['download_encode']:.2f}",
                f"{s['upload']:.2f}",
                f"{s['total']:.2f}",
                f"{s['cpu']:.2f}",
                f"{s['rss_growth_mb']:.1f}",
            ]
        )
        rows.append(
            [
                source,
                "naive (whole file, then encode)",
                f"{n['download']:.2f}",
                f"{n['encode']:.2f}",
                f"{n['download'] + n['encode']:.2f}",
                f"{n['upload']:.2f}",
                f"{n['total']:.2f}",
                f"{n['cpu']:.2f}",
                f"{n['rss_growth_mb']:.1f}",
            ]
        )
    header = [
        "source",
        "way",
        "download s",
        "encode s",
        "download+encode s",
        "upload s",
        "total s",
        "CPU s",
        "peak RSS growth MB",
    ]
    print(table(header, rows))
    print()
    if args.baseline:
        report_baseline(figures, args)
    speed = args.seconds / encode
    rows = [
        ["MP3 encoding, one core", f"{speed:.0f}x real time ({encode:.2f} s)", "≥ 60x"],
    ]
    for source, modes in figures.items():
        s, n = modes["streaming"], modes["naive"]
        rows.append(
            [
                f"delivery / encode alone ({source})",
                f"{s['total'] / n['encode']:.2f}",
                f"≤ {TARGET_DELIVERY_OVER_ENCODE}",
            ]
        )
        rows.append(
            [f"peak RSS growth ({source})", f"{s['rss_growth_mb']:.1f} MB", "< 40 MB"],
        )
        rows.append(
            [
                f"naive / bot: time, memory ({source})",
                f"{n['total'] / s['total']:.2f}x, {n['rss_growth_mb'] / s['rss_growth_mb']:.1f}x",
                "",
            ]
        )
    print(table(["figure", "measured", "target"], rows))


def report_baseline(figures: dict[str, dict], args: argparse.Namespace) -> None:
    """This checkout's delivery against the baseline checkout's, measured in the same runs."""
    rows = []
    for source, modes in figures.items():
        s, b = modes["streaming"], modes[BASELINE]
        rows.append(
            [
                source,
                f"{b['total']:.2f}",
                f"{s['total']:.2f}",
                f"{s['total'] / b['total']:.3f}",
                f"{b['cpu']:.2f}",
                f"{s['cpu']:.2f}",
                f"{s['cpu'] / b['cpu']:.3f}",
                f"{b['rss_growth_mb']:.1f}",
                f"{s['rss_growth_mb']:.1f}",
            ]
        )
    header = ["source", "before s", "after s", "after/before", "CPU before", "CPU after", "ratio"]
    header += ["peak RSS growth before MB", "after MB"]
    print(f"Delivery, this checkout against {args.baseline} (before), same runs\n")
    print(table(header, rows))
    print()


async def orchestrate(args: argparse.Namespace) -> None:
    encode = median([await encode_alone(args.seconds) for _ in range(args.runs)])
    figures = {}
    async with (
        server("standin") as standin,
        server("emulator", "--full-length") as emulator,
        server("wavfile", "--seconds", str(args.seconds)) as wavfile,
    ):
        music = f"{emulator.url}/api/v1/music"
        figures["emulator"] = await measure("emulator", music, standin.url, args)
        figures["WAV file"] = await measure("file", wavfile.url, standin.url, args)
    report(figures, encode, args)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.track", description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=300.0)
    parser.add_argument(
        "--baseline",
        type=Path,
        help="another checkout (e.g. `git worktree add /tmp/before main`) whose bot is timed "
        "in the same runs",
    )
    parser.add_argument("--worker", choices=MODES, help=argparse.SUPPRESS)
    parser.add_argument("--music", help=argparse.SUPPRESS)
    parser.add_argument("--standin", help=argparse.SUPPRESS)
    parser.add_argument("--job", help=argparse.SUPPRESS)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)
    if args.worker:
        print(json.dumps(asyncio.run(worker(args))))
    else:
        asyncio.run(orchestrate(args))


if __name__ == "__main__":
    main()
