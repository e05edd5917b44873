"""The platform's two interfaces, as the bot uses them (docs/service.md): it knows nothing of
Telegram or of requests' states.

    music.py      MusicClient: submit a generation, follow a job
    downloads.py  a finished track's file, streamed to a `.part` file then renamed
    textmodel.py  TextModelClient: chat completions, streamed, and the models listed
    http.py       what both clients share: the Bearer client, failures turned into our errors
    bodies.py     every body read within a bound of decoded bytes (compressed ones too)
    errors.py     one exception per answer of the service, and what a POST's answer proves
"""
