"""`python -m bot emulator` (or `python -m music_emulator`): serve the emulator until SIGINT or
SIGTERM."""

import argparse
import asyncio
import signal
import sys

from music_emulator.server import Emulator
from music_emulator.settings import EmulatorSettings

DEFAULT_PORT = 8700


def build_parser(prog: str = "python -m bot emulator") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Emulator of the platform's music and text-model service, on HOST:PORT "
        "until SIGINT or SIGTERM.",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    defaults = EmulatorSettings()
    add = parser.add_argument
    add("--port", type=int, default=DEFAULT_PORT, help="0 picks a free port")
    add("--host", default="127.0.0.1", help="address to listen on")
    add("--api-key", default=defaults.api_key, help="the key clients must send as Bearer")
    add("--queue-sec", type=float, default=defaults.queue_sec, help="seconds a job stays queued")
    add(
        "--generation-sec",
        type=float,
        default=defaults.generation_sec,
        help="seconds a job runs, at least",
    )
    add(
        "--generation-sec-per-track-sec",
        type=float,
        default=defaults.generation_sec_per_track_sec,
        help="seconds a job runs per second of track, on top",
    )
    add("--error-rate", type=float, default=defaults.error_rate, help="share of jobs that fail")
    add("--balance", type=float, default=defaults.balance_byn, help="wallet in BYN (0: 402)")
    add("--price", type=float, default=defaults.price_byn, help="price of a track in BYN")
    add(
        "--concurrent-limit",
        type=int,
        default=defaults.concurrent_limit,
        help="active jobs a key may have",
    )
    add(
        "--daily-limit", type=int, default=defaults.daily_limit, help="tracks a key may start a day"
    )
    add(
        "--lyrics-unit",
        choices=["chars", "bytes"],
        default=defaults.lyrics_unit,
        help="what the lyrics limit counts",
    )
    add("--seed", type=int, default=defaults.seed, help="seed of its randomness (failures, audio)")
    return parser


def settings_from_args(args: argparse.Namespace) -> EmulatorSettings:
    return EmulatorSettings(
        api_key=args.api_key,
        queue_sec=args.queue_sec,
        generation_sec=args.generation_sec,
        generation_sec_per_track_sec=args.generation_sec_per_track_sec,
        error_rate=args.error_rate,
        balance_byn=args.balance,
        price_byn=args.price,
        concurrent_limit=args.concurrent_limit,
        daily_limit=args.daily_limit,
        lyrics_unit=args.lyrics_unit,
        seed=args.seed,
    )


async def serve(emulator: Emulator, host: str, port: int) -> None:
    stopped = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stopped.set)
    await emulator.start(host, port)
    try:
        print(
            f"emulator listening on {emulator.base_url} (music: {emulator.music_url}, "
            f"text: {emulator.text_url}, key: {emulator.settings.api_key})",
            flush=True,
        )
        await stopped.wait()
    finally:
        await emulator.stop()


def main(argv: list[str] | None = None, prog: str = "python -m bot emulator") -> int:
    args = build_parser(prog).parse_args(argv)
    try:
        asyncio.run(serve(Emulator(settings_from_args(args)), args.host, args.port))
    except OSError as error:
        print(f"emulator: cannot listen on {args.host}:{args.port}: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
