from music_emulator.cli import main

# Run alone it is `python -m music_emulator`; `python -m bot emulator` names itself so.
raise SystemExit(main(prog="python -m music_emulator"))
