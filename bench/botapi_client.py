"""The Bot API client under python-telegram-bot: its default (httpx) against the bot's own
(bot/telegram/client.py, aiohttp), CPU per `sendMessage`, one call at a time and 16 in flight.

    python -m bench.botapi_client [--calls 2000]

The stand-in runs in a process of its own, so only the client's CPU is counted.
"""

from __future__ import annotations

import argparse
import asyncio
import time

from telegram import Bot
from telegram.request import BaseRequest, HTTPXRequest

from bench.common import TOKEN, server, table
from bot.telegram import TelegramHttp

CHATS = 100
WARM_UP = 200


def client(kind: str) -> BaseRequest:
    if kind == "httpx (PTB's default)":
        return HTTPXRequest(connection_pool_size=256)
    return TelegramHttp()


async def cpu_per_call(kind: str, in_flight: int, calls: int) -> tuple[float, float]:
    """Milliseconds of CPU and of wall time per call, after a warm-up."""
    async with server("standin", "--chats", str(CHATS)) as standin:
        bot = Bot(TOKEN, base_url=f"{standin.url}/bot", request=client(kind))
        async with bot:
            slots = asyncio.Semaphore(in_flight)

            async def send(n: int) -> None:
                async with slots:
                    await bot.send_message(n % CHATS + 1, "Your song is <b>ready</b>")

            await asyncio.gather(*(send(n) for n in range(WARM_UP)))
            cpu, wall = time.process_time(), time.perf_counter()
            await asyncio.gather(*(send(n) for n in range(calls)))
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return 1000 * cpu / calls, 1000 * wall / calls


async def orchestrate(args: argparse.Namespace) -> None:
    rows = []
    for kind in ("httpx (PTB's default)", "aiohttp (bot/telegram/client.py)"):
        for in_flight in (1, 16):
            cpu, wall = await cpu_per_call(kind, in_flight, args.calls)
            rows.append([kind, in_flight, f"{cpu:.2f}", f"{wall:.2f}"])
    print(f"\n{args.calls} sendMessage calls per row\n")
    print(table(["client", "calls in flight", "CPU ms per call", "wall ms per call"], rows))


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.botapi_client", description=__doc__)
    parser.add_argument("--calls", type=int, default=2000)
    asyncio.run(orchestrate(parser.parse_args()))


if __name__ == "__main__":
    main()
