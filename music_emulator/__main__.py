from bot.emulator.cli import main

raise SystemExit(main())
