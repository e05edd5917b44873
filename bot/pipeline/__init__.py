"""The request's lifecycle: every step from an accepted message to a delivered song (or its
told end), and nothing else. Built from the services (bot/context.py); what it counts is in
bot/accounting/, the files it makes in bot/media/, what it says in bot/ui/.

    intake.py       a request joins the line (or waits as a draft), and its asker is told so
    drafts.py       what people do with a draft: offer, confirm, cancel, rewrite, restyle, the
                    names a gift sings (previews of cut lyrics and lyrics on a topic)
    draft_preview.py  a draft's message (its preview or a take's question); Outcome, PreviewRef
    draft_expiry.py   drafts nobody confirmed within a day end unspent
    lyrics_writing.py  the text model writes a new draft's lyrics; each call, its failures in
                    words; writing a stop cut off, taken up again at the next start
    takes.py        another take of a delivered song: a draft, asked about once
    scheduler.py    Scheduler: the fairest waiting request, within the limits, POSTed once
    poller.py       Poller: each job followed at the service until it ends
    delivery.py     Delivery: a made song brought to its chat, and whose fault a failure is
    lossless.py     the lossless original, sent when its button is pressed
    video.py        the song as a video, made once and sent when its button is pressed
    file_sender.py  send_made: the one way a file made for a song goes (to its place, or to
                    a chat that keeps files), by its file id once Telegram holds it
    song_file.py    SongFile: the song's MP3 with its cover thumbnail, as a made file
    growing.py      GrowingLyrics: lyrics people watch being written
    guest.py        guest mode: a mention in a chat the bot is not in, answered and written
    guest_delivery.py  a guest song's file kept, then its inline message filled with it
    on_demand.py    files made on demand (🎬, 💿) in their turn, leaving a new song its room
    steps.py        Pipeline: the three steps above, built together; BotData, the
                    application's bot_data (BotApp: the application carrying it)
    status.py       which words a request's status message shows, and telling its outcome
    liveness.py     ProgressTicker: status messages show the time passing
    alerts.py       telling admins of pauses, the gate's incidents and failures
    clock_steps.py  stored waits moved when the wall clock is stepped
"""
