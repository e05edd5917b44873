"""The offline console (`python -m bot console`): the real bot, run against the Bot API stand-in
(`botapi_standin`) and the service emulator (`music_emulator`), chatted with in the terminal.

With `bot/__main__.py`, the only place in `bot/` that imports the simulators: it is a CLI entry.

    main.py    `python -m bot console`: the emulator, the stand-in and the bot, started together
    chat.py    the person at the terminal: lines in, messages printed, songs saved
    guest.py   the guest chat it plays: `!guest @bot <words>` and the inline message printed
    script.py  console input lines turned into chat messages
"""
