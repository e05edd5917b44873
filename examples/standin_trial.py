"""A trial of a running bot without Telegram: `python -m examples.standin_trial`.

Serves the Bot API stand-in (botapi_standin) on 0.0.0.0:8081 for a bot whose TELEGRAM_API_URL
points here, has a user ask it for a song, and waits for the song: exit 0 once the bot sent an
MP3, 1 if none came in time. In polling mode the bot gets the message by getUpdates; in webhook
mode it is posted, as Telegram would, to the address and with the secret the bot gave setWebhook.
It is how the container image was tried against the emulator (README, "Containers").
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import sys
import time

import aiohttp

from botapi_standin import BotApiStandIn

LYRICS = "/lyrics\n[verse]\nHello from a container\n[chorus]\nSing it out, sing it loud"


# A bot remembers the update ids it handled (its inbox) and drops one it has seen; a fresh
# stand-in would count from 1 again, so against a volume that served an earlier trial the ids
# start from the clock instead.
def _fresh_update_ids() -> itertools.count[int]:
    return itertools.count(int(time.time()))


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m examples.standin_trial", description=__doc__)
    parser.add_argument("--token", required=True, help="the bot's TELEGRAM_BOT_TOKEN")
    parser.add_argument("--user", type=int, default=1000, help="the asker (an admin of the bot)")
    parser.add_argument("--port", type=int, default=8081)
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds to wait for a song")
    return parser.parse_args(argv)


async def ask(stand: BotApiStandIn, user: int, timeout: float) -> str:
    """Wait until the bot polls or sets a webhook, then have the user send lyrics to it."""
    started = await stand.wait_for(
        lambda: stand.calls_of("getUpdates") or stand.calls_of("setWebhook") or None, timeout
    )
    message = stand.user_says(user, LYRICS, user_id=user)
    if started[-1].method == "getUpdates":
        return "polling"
    webhook = started[-1].params
    update = {"update_id": next(stand.world.updates._ids), "message": message}
    headers = {"X-Telegram-Bot-Api-Secret-Token": str(webhook.get("secret_token") or "")}
    async with (
        aiohttp.ClientSession() as session,
        session.post(str(webhook["url"]), json=update, headers=headers) as answer,
    ):
        print(f"webhook {webhook['url']} answered {answer.status}", flush=True)
    return "webhook"


async def trial(args: argparse.Namespace) -> int:
    stand = BotApiStandIn(args.token)
    stand.world.updates._ids = _fresh_update_ids()
    await stand.start("0.0.0.0", args.port)  # other containers call it
    try:
        print(f"Bot API stand-in on port {args.port}; waiting for the bot", flush=True)
        mode = await ask(stand, args.user, args.timeout)
        print(f"the bot took the message by {mode}; waiting for the song", flush=True)
        try:
            song = await stand.wait_for_message(
                args.user, lambda m: m.file is not None and m.audio is not None, args.timeout
            )
        except AssertionError as error:
            print(f"no song came: {error}", file=sys.stderr)
            return 1
        texts = [m.text or m.caption or "" for m in stand.messages(args.user)]
        print("the bot said:\n  " + "\n  ".join(t.splitlines()[0] for t in texts if t))
        print(f"song: {song.audio} ({song.file.size if song.file else 0} bytes)", flush=True)
    finally:
        await stand.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(trial(parse_args(sys.argv[1:]))))
