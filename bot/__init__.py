"""Songbot: a Telegram bot that sings lyrics through the platform's music service. The map of the
whole is docs/architecture.md; each package's own map is in its `__init__.py`.

    __main__.py   the command line: run, check, console, emulator, backup, restore
    app.py        build_application: the services, the handlers and the pipeline, in order
    context.py    Services and BotContext: what every handler and step may use
    config.py     Settings: the one place the environment is read
    tuning.py     Tuning: the pacing and bounds tests turn, one group per part of the bot
    limits.py     the music service's published limits
    access.py     who may spend the organization's tracks
    menus.py      the bot's profile and command menus, per language
    lyricist.py   the text model's prompt, and its answer made into lyrics
    shorten.py    one way to cut a text shown inside a message
    tasks.py      TaskSet: background tasks, one per key at a time
    clocks.py     ClockWatch: a step of the wall clock, told from the monotonic clock
    alarm.py      Alarm: one timer for the moment the next poll is due
    logs.py       logging with every secret redacted; JSON lines
    errors.py     SongbotError: the one root of the bot's own failures
    version.py    the version, from the installed package's metadata

    cli/          the commands: the main job, check, restore, the offline console
    handlers/     what people say and press
    pipeline/     a request's steps, from the message to the song or its told end
    reports/      what admins read: /quota and /report
    monitoring/   /metrics and /healthz
    accounting/   what the organization may spend now
    ui/           keyboards, callback data and the words of each feature
    telegram/     updates in, Bot API calls out
    media/        MP3, FLAC, covers, videos and the audio cache
    service/      the music and text-model clients
    lyrics/       lyrics as people and models write them, made into what the service takes
    store/        SQLite, one repository per table family
    texts/        every sentence, per language
"""
