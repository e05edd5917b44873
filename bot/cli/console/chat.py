"""The person at the terminal: their lines go to the stand-in as messages from one private chat,
and whatever the bot sends there is printed, with buttons numbered and songs saved to a folder."""

from __future__ import annotations

import asyncio
import re
import shutil
import sys
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from typing import TextIO

from bot.cli.console.guest import GUEST_COMMAND, GuestChat
from bot.cli.console.script import CONSOLE_PREFIX, messages_from_lines
from bot.context import Services
from bot.store import State
from botapi_standin import BotApiStandIn, ChatMessage

IN_PROGRESS = (State.WAITING, State.SUBMITTING, State.QUEUED, State.RUNNING, State.COMPLETED)
QUIET_SEC = 0.4  # the bot counts as done answering after this long without a call


def slug(text: str) -> str:
    cleaned = re.sub(r"[^\w-]+", "-", text, flags=re.UNICODE).strip("-").lower()
    return cleaned[:40] or "song"


class ConsoleChat:
    def __init__(
        self,
        stand: BotApiStandIn,
        user_id: int,
        language: str,
        songs_dir: Path,
        out: TextIO | None = None,
    ) -> None:
        self._stand = stand
        self._user = user_id
        self._language = language
        self._songs = songs_dir
        self._out = out or sys.stdout  # the stdout of the moment, not of the import
        # the last buttons shown: under a message (its id) or an inline message (its id, a str)
        self._buttons: tuple[int | str, list[str]] | None = None
        self.unsaved = 0  # songs the bot sent that could not be saved to songs_dir
        stand.on_bot_message.append(self._show)
        self._guest = GuestChat(stand, user_id, language, self._print, self._inline_buttons)

    def greet(self) -> None:
        self._print(
            "Songbot console: you are chatting with the bot offline.\n"
            "Type a message and press Enter; lyrics after /lyrics end with an empty line.\n"
            f"{CONSOLE_PREFIX}press N presses button N of the last message with buttons; "
            f"{CONSOLE_PREFIX}{GUEST_COMMAND} @bot <words> mentions the bot in a group it is not "
            f"in; {CONSOLE_PREFIX}quit leaves. Songs are saved to {self._songs.resolve()}\n"
        )

    async def play(self, messages: Iterable[str], services: Services, timeout: float) -> bool:
        """Send each message, let the bot answer, then wait for every request to end; False if
        that took too long or a song could not be saved."""
        deadline = time.monotonic() + timeout
        for text in messages:
            self._print(f"you> {text}")
            await self.send(text)
            await self.settle()
        while await services.store.requests.count_in_states(IN_PROGRESS):
            if time.monotonic() > deadline:
                self._print("console: gave up waiting for the songs still in progress")
                return False
            await asyncio.sleep(0.2)
        await self.settle()
        return not self.unsaved

    async def interact(self) -> None:
        """Read the terminal in a thread, through the same line rules as scripts."""
        loop = asyncio.get_running_loop()
        typed: asyncio.Queue[str | None] = asyncio.Queue()

        def read_terminal() -> None:
            for text in messages_from_lines(iter(sys.stdin.readline, "")):
                loop.call_soon_threadsafe(typed.put_nowait, text)
            loop.call_soon_threadsafe(typed.put_nowait, None)

        # A daemon thread: a pending readline must not hold the process open after !quit.
        threading.Thread(target=read_terminal, daemon=True).start()
        while (text := await typed.get()) is not None and text != f"{CONSOLE_PREFIX}quit":
            await self.send(text)
            await self.settle()

    async def send(self, text: str) -> None:
        if text.startswith(f"{CONSOLE_PREFIX}press"):
            self._press(text)
            return
        command, _, words = text.partition(" ")
        if command == f"{CONSOLE_PREFIX}{GUEST_COMMAND}":
            self._guest.mention(words.strip())
            return
        self._stand.user_says(self._user, text, language_code=self._language, first_name="You")

    async def settle(self) -> None:
        """Wait until the bot took every update and has been quiet for a moment."""
        while True:
            await asyncio.sleep(QUIET_SEC)
            answers = [c for c in self._stand.calls if c.method != "getUpdates"]
            quiet = not answers or time.time() - answers[-1].at >= QUIET_SEC
            if self._stand.pending_updates() == 0 and quiet:
                return

    def _press(self, command: str) -> None:
        parts = command.split()
        if self._buttons is None or len(parts) != 2 or not parts[1].isdigit():
            self._print(f"console: use {CONSOLE_PREFIX}press N after a message with buttons")
            return
        target, labels = self._buttons
        index = int(parts[1]) - 1
        if not 0 <= index < len(labels):
            self._print(f"console: there is no button {parts[1]}")
            return
        if isinstance(target, str):
            self._guest.press(target, index)
            return
        self._stand.user_presses_button(self._user, target, index, user_id=self._user)

    def _inline_buttons(self, inline_message_id: str, labels: list[str]) -> None:
        self._buttons = (inline_message_id, labels)

    def _show(self, message: ChatMessage, event: str) -> None:
        if message.chat_id != self._user or event == "deleted":
            return
        prefix = "bot>" if event == "sent" else "bot (updated)>"
        self._print(f"{prefix} {message.text or message.caption or ''}".rstrip())
        if message.file is not None:
            self._keep(message)
        labels = [str(button.get("text", "?")) for button in message.buttons()]
        if labels:
            self._buttons = (message.message_id, labels)
            self._print("    " + "  ".join(f"[{i}] {label}" for i, label in enumerate(labels, 1)))

    def _keep(self, message: ChatMessage) -> None:
        """Save a song the bot sent; one that cannot be saved (a full disk, a folder gone) is
        said at once and makes a script's run fail, never a silent loss."""
        try:
            self._print(f"♪ saved: {self._save(message)}")
        except OSError as error:
            self.unsaved += 1
            reason = error.strerror or type(error).__name__
            self._print(f"console: a song could not be saved to {self._songs.resolve()}: {reason}")

    def _save(self, message: ChatMessage) -> Path:
        assert message.file is not None
        self._songs.mkdir(parents=True, exist_ok=True)
        title = (message.audio or {}).get("title") or Path(message.file.filename).stem
        suffix = Path(message.file.filename).suffix or ".bin"
        target = (self._songs / f"{message.message_id:03d}-{slug(title)}{suffix}").resolve()
        shutil.copyfile(message.file.path, target)
        return target

    def _print(self, text: str) -> None:
        print(text, file=self._out, flush=True)
