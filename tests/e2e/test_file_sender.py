"""A file made for a song can go to a chat that only keeps files (bot/pipeline/song_files/sender.py
`FilesChat`): uploaded there with nothing answered, no topic, no chat action and no caption, its
file id returned and kept, so a message elsewhere can carry it; a refusal there is told to no
one (the caller learns it from the missing id) and spends nothing of the song."""

from __future__ import annotations

from bot.pipeline.song_files.lossless import LosslessFile
from bot.pipeline.song_files.sender import FilesChat, send_made
from bot.store import Request, State
from botapi_standin import BotApiStandIn
from music_emulator import Emulator
from tests.conftest import FAST, LYRICS, AppFactory, services, tuned, wait_for_state

USER = 42
FILES = -1002000
# Any chat action goes at once, so one shown where files are only kept would be seen.
AT_ONCE = tuned(FAST, chat_action_after_sec=0.0)


async def song_kept_in_files_chat(
    bot_app: AppFactory, stand: BotApiStandIn
) -> tuple[str | None, Request | None, int]:
    """A song delivered, then its lossless file sent to FILES: the id back, the song as stored
    after, and how many messages were sent before the file."""
    async with bot_app(AT_ONCE) as app:
        stand.user_says(USER, f"/lyrics\n{LYRICS}")
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        told = len(stand.calls_of("sendMessage"))
        svc = services(app)
        file_id = await send_made(svc, FilesChat(song, FILES), LosslessFile(svc, song))
        return file_id, await svc.store.requests.get(song.id), told


async def test_a_files_chat_keeps_the_upload_and_its_id_comes_back(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    stand.open_chat(FILES, "channel", title="Songbot files")
    file_id, stored, _ = await song_kept_in_files_chat(bot_app, stand)

    (sent,) = [call for call in stand.calls_of("sendDocument") if call.ok]
    assert int(sent.params["chat_id"]) == FILES
    assert sent.files["document"].filename.endswith(".wav")
    for absent in ("reply_parameters", "message_thread_id", "caption"):
        assert sent.params.get(absent) is None, absent
    assert not [c for c in stand.calls_of("sendChatAction") if int(c.params["chat_id"]) == FILES]
    assert file_id and stored is not None and stored.lossless_file_id == file_id


async def test_a_files_chat_that_refuses_gives_no_id_and_tells_no_one(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    file_id, stored, told_before = await song_kept_in_files_chat(bot_app, stand)  # no such chat

    assert [call.ok for call in stand.calls_of("sendDocument")] == [False]
    assert file_id is None
    assert len(stand.calls_of("sendMessage")) == told_before
    assert stored is not None and stored.lossless_file_id is None


async def test_a_files_chat_that_blocked_the_bot_is_not_ended(
    bot_app: AppFactory, emulator: Emulator, stand: BotApiStandIn
) -> None:
    """The asker's private chat keeping a file for a message elsewhere: its 403 gives no id and
    ends nothing there (what it means is the caller's to say), unlike at a song's place."""
    async with bot_app(AT_ONCE) as app:
        stand.user_says(USER, f"/lyrics\n{LYRICS}")
        song = await wait_for_state(app, 1, State.DELIVERED, timeout=20)
        svc = services(app)
        stand.block(USER)
        file_id = await send_made(svc, FilesChat(song, USER), LosslessFile(svc, song))
        chat = await svc.store.chats.get(USER)

    assert [call.ok for call in stand.calls_of("sendDocument")] == [False]
    assert file_id is None
    assert chat.active, "the chat is not ended by a refusal where files are only kept"
