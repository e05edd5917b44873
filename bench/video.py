"""Benchmark (bench/README.md): the time to make a song's video, and the worker's peak memory.

    python -m bench.video [--runs 3] [--lengths 60,300]

For each length, a WAV the service emulator would give (music_emulator.wav) and a song of
lyrics are written once; then each run makes the video the way the bot does
(bot.media.video.render_video) in a fresh worker process spawned like the bot's
(bot/media/video_worker.py: spawn, one worker) and pinned to one core. The worker reports the
render's wall and CPU time and its own peak RSS (VmHWM, imports and all: the worker's
getrusage, and the parent's RUSAGE_CHILDREN, would count the parent's size at the fork before
the spawn's exec, so they are not used). Figures are medians over the runs. Targets: at most
0.25× the song's length, 150 MB.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from bench.common import median, table
from bot.media.video import CRF, FPS, PRESET, VideoJob, render_video

TIME_SHARE_TARGET = 0.25
MEMORY_TARGET_MB = 150.0
UPLOAD_LIMIT = 50 * 1024 * 1024
VERSE = "Morning light on the window sill\nCoffee warm and the world is still"
CHORUS = "Sing it loud, sing it clear\nEvery day that you are here"


@dataclass(frozen=True)
class Run:
    wall_sec: float
    cpu_sec: float
    worker_peak_mb: float
    size_mb: float


def write_wav(path: Path, seconds: float) -> None:
    # Imported here: the spawned worker imports this module too, and the emulator's package
    # brings its web server along; the worker must weigh what the bot's weighs.
    from music_emulator.wav import frame_count, wav_header, wav_stream

    frames = frame_count(seconds)
    with path.open("wb") as wav:
        wav.write(wav_header(frames))
        for chunk in wav_stream(frames, seed=7):
            wav.write(chunk)


def lyrics(sections: int) -> str:
    parts = [
        f"[verse]\n{VERSE}\n{VERSE}" if i % 2 == 0 else f"[chorus]\n{CHORUS}"
        for i in range(sections)
    ]
    return "\n\n".join(parts)


def pin_to_one_core() -> None:
    """The worker's initializer: one core, as the target is stated."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})


def timed_render(job: VideoJob) -> tuple[float, float, float, int]:
    started = time.perf_counter()
    made = render_video(job)
    return time.perf_counter() - started, made.seconds, made.peak_rss_mb, made.size_bytes


def one_run(job: VideoJob) -> Run:
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(1, mp_context=context, initializer=pin_to_one_core) as pool:
        wall, cpu, peak, size = pool.submit(timed_render, job).result()
    return Run(wall, cpu, peak, size / 1024**2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--lengths", default="60,300", help="song lengths in seconds")
    parser.add_argument("--preset", default=PRESET, help="x264's preset (the bot's by default)")
    parser.add_argument("--crf", type=int, default=CRF, help="x264's CRF (the bot's by default)")
    args = parser.parse_args()
    lengths = [float(part) for part in args.lengths.split(",")]
    print(f"x264 preset {args.preset}, CRF {args.crf}, {FPS} frames a second, 720x1280, one core")
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for seconds in lengths:
            wav = Path(folder) / f"{seconds:.0f}.wav"
            write_wav(wav, seconds)
            job = VideoJob(
                wav=str(wav),
                out=str(Path(folder) / f"{seconds:.0f}.mp4"),
                title="Morning light on the window sill",
                style="dreamy synth pop",
                lyrics=lyrics(max(2, int(seconds // 20))),
                duration_sec=seconds,
                max_bytes=UPLOAD_LIMIT,
                preset=args.preset,
                crf=args.crf,
            )
            runs = [one_run(job) for _ in range(args.runs)]
            wall = median([run.wall_sec for run in runs])
            peak = median([run.worker_peak_mb for run in runs])
            rows.append(
                [
                    f"{seconds:.0f}",
                    f"{wall:.1f}",
                    f"{median([run.cpu_sec for run in runs]):.1f}",
                    f"{wall / seconds:.3f}",
                    f"{peak:.0f}",
                    f"{median([run.size_mb for run in runs]):.1f}",
                    "yes"
                    if wall / seconds <= TIME_SHARE_TARGET and peak <= MEMORY_TARGET_MB
                    else "NO",
                ]
            )
    header = [
        "song s",
        "make s (wall)",
        "CPU s",
        "× song",
        "worker peak MB",
        "MP4 MB",
        "targets met",
    ]
    print(f"medians of {args.runs} runs each")
    print(table(header, rows))


if __name__ == "__main__":
    main()
