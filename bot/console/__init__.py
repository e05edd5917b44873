"""The offline console (`python -m bot console`): the real bot, run against the Bot API stand-in
(`botapi_standin`) and the service emulator (`music_emulator`), chatted with in the terminal.

With `bot/__main__.py`, the only place in `bot/` that imports the simulators: it is a CLI entry.
"""
