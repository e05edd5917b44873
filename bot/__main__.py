"""`python -m bot` runs the bot; `check` tests the configuration and reaches each service once;
`console` chats with it offline; `emulator` serves the service emulator; `backup DEST` copies the
database and its journal while the bot runs."""

from __future__ import annotations

import os
import sys

# PTB 22 reads it at import: retry_after as a timedelta, without a warning on each flood limit.
os.environ.setdefault("PTB_TIMEDELTA", "true")

USAGE = "use: run | check | console | emulator | backup DEST"


def main(argv: list[str]) -> int:
    command, rest = (argv[0], argv[1:]) if argv else ("run", [])
    if command == "console":
        from bot.console.main import main as console_main

        return console_main(rest)
    if command == "emulator":
        from music_emulator.cli import main as emulator_main

        return emulator_main(rest)
    if command == "check":
        from bot.check import main as check_main

        return check_main(rest)
    if command == "backup":
        from bot.store.backup import main as backup_main

        return backup_main(rest)
    if command in ("run", "bot"):
        from bot.main import run

        return run()
    print(f"unknown command {command!r}; {USAGE}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
