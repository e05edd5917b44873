"""BotApiStandIn: the whole stand-in behind one object (server lifecycle, users, faults,
inspection)."""

import tempfile
from pathlib import Path
from types import TracebackType
from typing import Any, Self

from aiohttp import web

from .faults import Faults
from .file_store import FileStore
from .flood import FloodLimits
from .guest import GuestActions
from .inline import InlineActions
from .inspection import Inspection
from .membership import ChatLifecycle
from .models import Chat
from .server import ApiServer
from .users import UserActions
from .world import World

_SHUTDOWN_SECONDS = 1.0


class BotApiStandIn(UserActions, InlineActions, GuestActions, ChatLifecycle, Inspection):
    """A local Telegram Bot API for python-telegram-bot: point base_url at f"{url}/bot" and
    base_file_url at f"{url}/file/bot"."""

    def __init__(
        self,
        token: str = "123456:TEST-token",
        *,
        bot_id: int = 123456,
        bot_username: str = "SongbotTestBot",
        bot_name: str = "Songbot",
        upload_limit_mb: int = 50,
        files_dir: Path | None = None,
    ) -> None:
        self.token = token
        # uploads go to a private temp dir unless the caller wants them kept somewhere
        self._temp_dir: tempfile.TemporaryDirectory[str] | None = None
        if files_dir:
            root = Path(files_dir)
        else:
            self._temp_dir = tempfile.TemporaryDirectory(prefix="botapi-")
            root = Path(self._temp_dir.name)
        bot_user = {"id": bot_id, "is_bot": True, "first_name": bot_name, "username": bot_username}
        self.world = World(bot_user, FileStore(root))
        self.faults = Faults()
        self.flood = FloodLimits()
        self.on_bot_message = self.world.on_bot_message
        self.on_answer_callback = self.world.on_answer_callback
        self._server = ApiServer(
            token, self.world, self.faults, self.flood, upload_limit_mb * 1024 * 1024
        )
        self._runner: web.AppRunner | None = None
        self._url: str | None = None

    @property
    def url(self) -> str:
        """The API root, e.g. "http://127.0.0.1:PORT" (TELEGRAM_API_URL)."""
        if self._url is None:
            raise RuntimeError("BotApiStandIn is not started")
        return self._url

    @property
    def bot_user(self) -> dict[str, Any]:
        return self.world.bot_user

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> None:
        runner = web.AppRunner(
            self._server.build_app(),
            shutdown_timeout=_SHUTDOWN_SECONDS,
            handler_cancellation=True,  # a client giving up ends its long poll / held call
            access_log=None,
        )
        await runner.setup()
        await web.TCPSite(runner, host, port).start()
        self._runner = runner
        self._url = f"http://{host}:{runner.addresses[0][1]}"

    async def stop(self) -> None:
        self.world.updates.close()
        self.faults.release_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if self._temp_dir is not None:
            self._temp_dir.cleanup()

    async def __aenter__(self) -> Self:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.stop()

    def open_chat(
        self, chat_id: int, chat_type: str | None = None, *, title: str | None = None
    ) -> Chat:
        """Make a chat exist before any user writes in it."""
        return self.world.open_chat(chat_id, chat_type, title=title)

    def set_permissions(self, chat_id: int, **permissions: bool) -> None:
        """What the group's members may send (ChatPermissions fields, such as can_send_audios),
        as getChat shows them."""
        self.world.open_chat(chat_id).permissions = permissions

    def open_forum(self, chat_id: int, title: str | None = None) -> Chat:
        """A supergroup with topics (its General topic included)."""
        return self.world.open_forum(chat_id, title)

    def create_topic(self, chat_id: int, name: str) -> int:
        """A topic in a forum; returns its thread id, for user_says(thread_id=...)."""
        return self.world.create_topic(chat_id, name)

    def close_topic(self, chat_id: int, thread_id: int) -> None:
        """An admin closes a topic: the bot's sends into it answer 400 TOPIC_CLOSED."""
        self.world.close_topic(chat_id, thread_id)

    def reopen_topic(self, chat_id: int, thread_id: int) -> None:
        self.world.reopen_topic(chat_id, thread_id)

    def close_general(self, chat_id: int, closed: bool = True) -> None:
        """An admin closes a forum's General topic (False: reopens it): the bot's sends there
        answer 400 TOPIC_CLOSED."""
        self.world.close_general(chat_id, closed)

    def delete_topic(self, chat_id: int, thread_id: int) -> None:
        """An admin deletes a topic and its messages: sends naming it answer 400 "message
        thread not found"."""
        self.world.delete_topic(chat_id, thread_id)

    # faults

    def flood_limits(self, per_second: int = 30, per_group_per_minute: int = 20) -> None:
        """From now on answer 429 with retry_after past Telegram's flood limits (off by default;
        which methods count: botapi_standin/flood.py). 0 switches a limit off."""
        self.flood.switch_on(per_second, per_group_per_minute)

    @property
    def flood_refusals(self) -> int:
        """How many calls the flood limits answered with 429 so far."""
        return self.flood.refused

    def block(self, chat_id: int) -> None:
        """Later sends/edits to the chat answer 403 (blocked by the user / kicked)."""
        self.faults.block(chat_id)

    def unblock(self, chat_id: int) -> None:
        self.faults.unblock(chat_id)

    def fail_next(
        self,
        method: str,
        *,
        status: int = 429,
        description: str | None = None,
        retry_after: int | None = None,
        count: int = 1,
    ) -> None:
        """The next `count` calls of `method` answer this error (429 carries retry_after)."""
        self.faults.fail_next(
            method, status=status, description=description, retry_after=retry_after, count=count
        )

    def lose_next_answers(self, method: str, count: int = 1) -> None:
        """The next `count` calls of `method` are acted on, and their answers lost on the way
        back: the bot reads a 502, as from a proxy whose connection to Telegram was reset."""
        self.faults.lose_next_answers(method, count)

    def go_down(self, status: int = 502) -> None:
        """Telegram fails: every call (getUpdates too) answers `status` until come_back()."""
        self.faults.go_down(status)

    def come_back(self) -> None:
        self.faults.come_back()

    def revoke_token(self, revoked: bool = True) -> None:
        """Every call answers 401 Unauthorized, as for a token revoked at @BotFather, until
        revoke_token(False) (a new token, in the tests' terms)."""
        self.faults.token_revoked = revoked

    def hold(self, method: str) -> None:
        """Calls of `method` get no answer until release(method)."""
        self.faults.hold(method)

    def release(self, method: str) -> None:
        self.faults.release(method)

    def delay(self, method: str, seconds: float) -> None:
        self.faults.delay(method, seconds)

    def held_count(self, method: str) -> int:
        return self.faults.held_count(method)
