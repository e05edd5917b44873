"""A deliberately naive song bot, the yardstick of `bench.burst`: python-telegram-bot with its
defaults (httpx, AIORateLimiter against the flood limits), one handler for /lyrics that answers
with one status message, submits the job, polls it, downloads the WAV whole, encodes it to MP3
whole in a thread and sends the song quoting the lyrics. No store, no line, no covers.

    TELEGRAM_BOT_TOKEN=... TELEGRAM_API_URL=... MUSIC_API_URL=... API_KEY=... \\
        python -m bench.naive_bot

SLOTS jobs at once (the bot's ORG_CONCURRENT_LIMIT in the same run), polled every
POLL_INTERVAL_SEC; DEFAULT_DURATION_SEC asked of each.
"""

from __future__ import annotations

import asyncio
import io
import os
import sys
import wave

import httpx
import lameenc
from telegram import Update
from telegram.ext import AIORateLimiter, Application, CommandHandler, ContextTypes

STARTED = "getting updates by long polling"
BITRATE_KBPS = 192  # as the bot encodes
QUALITY = 3


def encode(wav_bytes: bytes) -> bytes:
    with wave.open(io.BytesIO(wav_bytes)) as wav:
        encoder = lameenc.Encoder()
        encoder.set_bit_rate(BITRATE_KBPS)
        encoder.set_in_sample_rate(wav.getframerate())
        encoder.set_channels(wav.getnchannels())
        encoder.set_quality(QUALITY)
        pcm = wav.readframes(wav.getnframes())
    return bytes(encoder.encode(pcm) + encoder.flush())


class Maker:
    def __init__(self) -> None:
        self.music = os.environ["MUSIC_API_URL"]
        self.http = httpx.AsyncClient(
            headers={"Authorization": f"Bearer {os.environ['API_KEY']}"}, timeout=60
        )
        self.slots = asyncio.Semaphore(int(os.environ.get("SLOTS", "10")))
        self.poll_sec = float(os.environ.get("POLL_INTERVAL_SEC", "0.5"))
        self.duration = float(os.environ.get("DEFAULT_DURATION_SEC", "10"))

    async def song(self, lyrics: str) -> bytes:
        async with self.slots:
            body = {"lyrics": lyrics, "duration_sec": self.duration}
            posted = await self.http.post(f"{self.music}/generate", json=body)
            job_id = posted.raise_for_status().json()["job_id"]
            while True:
                await asyncio.sleep(self.poll_sec)
                job = (await self.http.get(f"{self.music}/jobs/{job_id}")).json()
                if job["status"] in ("completed", "error"):
                    break
        if job["status"] == "error":
            raise RuntimeError("the job failed")
        wav = (await self.http.get(f"{self.music}/files/{job_id}")).raise_for_status().content
        return await asyncio.to_thread(encode, wav)


async def lyrics(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    message = update.effective_message
    if message is None or message.text is None:
        return
    maker: Maker = context.bot_data["maker"]
    await message.reply_text("⏳ Making your song…", do_quote=True)
    words = message.text.partition("\n")[2]
    mp3 = await maker.song(words)
    await message.reply_audio(mp3, filename="song.mp3", title="Song", do_quote=True)


async def started(app: Application) -> None:
    app.bot_data["maker"] = Maker()
    print(STARTED, file=sys.stderr, flush=True)


def main() -> None:
    root = os.environ["TELEGRAM_API_URL"]
    app = (
        Application.builder()
        .token(os.environ["TELEGRAM_BOT_TOKEN"])
        .base_url(f"{root}/bot")
        .base_file_url(f"{root}/file/bot")
        .rate_limiter(AIORateLimiter(max_retries=3))
        .concurrent_updates(True)
        .post_init(started)
        .build()
    )
    app.add_handler(CommandHandler("lyrics", lyrics))
    app.run_polling()


if __name__ == "__main__":
    main()
