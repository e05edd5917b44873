"""The request's lifecycle: every step from an accepted message to a delivered song (or its
told end), and nothing else. Built from the services (bot/context.py); what it counts is in
bot/accounting/, the files it makes in bot/media/, what it says in bot/ui/.

The lifecycle itself, here:
    intake.py       a request joins the line (or waits as a draft), and its asker is told so
    scheduler.py    Scheduler: the fairest waiting request, within the limits, POSTed once
    poller.py       Poller: each job followed at the service until it ends
    delivery.py     Delivery: a made song brought to its chat, and whose fault a failure is
    steps.py        Pipeline: the three steps above, built together; BotData, the
                    application's bot_data (BotApp: the application carrying it)
    status.py       which words a request's status message shows, and telling its outcome
    liveness.py     ProgressTicker: status messages show the time passing
    alerts.py       telling admins of pauses, the gate's incidents and failures
    clock_steps.py  stored waits moved when the wall clock is stepped

The areas it drives, a subpackage each (import-linter keeps the lifecycle's steps above them):
    drafts/         lyrics shown before any track is spent: offered, written by the text
                    model, confirmed or forgotten; another take of a song
    song_files/     a song's MP3 and the files made for it on demand (💿, 🎬), one way to send
    guest/          guest mode: a mention in a chat the bot is not in, answered and delivered
"""
