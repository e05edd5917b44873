"""The command line (`python -m bot COMMAND`, bot/__main__.py): each command a module of its own,
none importing another.

    main.py     the bot's main job: settings, logging, one process per database, polling or a
                webhook, and a graceful stop
    check.py    `check`: the configuration and every outside part proven, spending nothing
    restore.py  `restore BACKUP`: a backup put back in place, no paid song lost
    console/    `console`: the offline console, the real bot against the emulator and a stand-in
"""
