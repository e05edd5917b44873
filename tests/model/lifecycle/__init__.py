"""The lifecycle model's state machine, a module a concern; tests/model/test_lifecycle.py
composes it into `Lifecycle`. Each module but world.py holds a mixin of `World` with its
concern's rules, invariants and their helpers:

- world.py: the chats, limits and clock, helpers that read the bot's calls, and `World` (the
  bot started on its own disk beside the stand-in and the scripted service, a step's work
  settled, the pipeline ticked, buttons pressed, the teardown)
- faults.py: the music service's answers and jobs, Telegram down, the token refused, a press
  sent twice, the disk full, time, the wall clock and restarts
- requests.py: songs asked in every kind of chat, and the presses under a preview
- chats.py: a group that upgrades itself, a chat that removes the bot, `/deny`
- shares.py: an admin's daily shares of tracks and of lyrics (`/limit`)
- takes.py: another take and votes under a delivered song
- forums.py: topics asked in, closed, reopened and deleted; General closed; a forum shut whole
- guests.py: guest mode, a chat the bot is not in
- backups.py: backups, restores, and orphaned journal lines
- files.py: 🎬 and 💿 made on demand under many songs at once
- texts.py: the text model, gifts and their sung names, the worst text within every limit
- money.py: the money invariants, and the calm-down that checks every request's end
"""
