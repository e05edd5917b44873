"""The guest chat the console plays: `!guest @bot <words>` is the console's person mentioning the
bot in a pretend group the bot is not in (a guest message), and the inline message the bot places
there is printed as it changes."""

from __future__ import annotations

from collections.abc import Callable

from botapi_standin import BotApiStandIn, InlineMessage

GUEST_COMMAND = "guest"  # after CONSOLE_PREFIX
GUEST_CHAT_ID = -1004242  # the pretend group: never a chat the bot is in
GUEST_CHAT_TITLE = "Family"
_BOT_PLACEHOLDER = "@bot"  # typed for the bot's own @username

Printer = Callable[[str], None]
ButtonsShown = Callable[[str, list[str]], None]  # inline_message_id, labels


class GuestChat:
    def __init__(
        self,
        stand: BotApiStandIn,
        user_id: int,
        language: str,
        say: Printer,
        buttons_shown: ButtonsShown,
    ) -> None:
        self._stand = stand
        self._user = user_id
        self._language = language
        self._print = say
        self._buttons_shown = buttons_shown
        stand.world.guest.on_inline_message.append(self._show)

    def mention(self, words: str) -> None:
        """Mention the bot in the pretend group; "@bot" stands for its @username."""
        username = f"@{self._stand.bot_user['username']}"
        if words.startswith(_BOT_PLACEHOLDER):
            words = username + words.removeprefix(_BOT_PLACEHOLDER)
        if not words.startswith(username):
            words = f"{username} {words}"
        self._stand.guest_says(
            self._user,
            GUEST_CHAT_ID,
            words,
            chat_title=GUEST_CHAT_TITLE,
            language_code=self._language,
        )
        if not self._stand.world.updates.allows("guest_message"):
            self._print("console: the bot does not take guest messages (its allowed_updates)")

    def press(self, inline_message_id: str, index: int) -> None:
        """Press the index-th button (reading order) of an inline message, as the console's
        person."""
        button = self._stand.inline_message(inline_message_id).buttons()[index]
        data = button.get("callback_data")
        if data is None:
            self._print(f"console: button {index + 1} has no callback data")
            return
        self._stand.press_inline(self._user, inline_message_id, str(data))

    def _show(self, message: InlineMessage, event: str) -> None:
        prefix = f"{GUEST_CHAT_TITLE} (bot, as a guest)"
        prefix += ">" if event == "sent" else " (updated)>"
        shown = message.text or message.caption or ""
        if (audio := message.audio) is not None:
            shown = f"♪ {audio.get('title') or audio.get('file_name') or 'audio'}  {shown}"
        self._print(f"{prefix} {shown}".rstrip())
        labels = [str(button.get("text", "?")) for button in message.buttons()]
        if labels:
            self._buttons_shown(message.inline_message_id, labels)
            self._print("    " + "  ".join(f"[{i}] {label}" for i, label in enumerate(labels, 1)))
