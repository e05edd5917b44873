from music_emulator.cli import main

raise SystemExit(main())
