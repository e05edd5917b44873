"""Drafts: lyrics shown to their asker before any track is spent, and what becomes of them.

actions.py  what people do with a draft: offer, confirm, cancel, rewrite, restyle, the
            names a gift sings (previews of cut lyrics and lyrics on a topic)
preview.py  a draft's message (its preview or a take's question); Outcome, PreviewRef
expiry.py   drafts nobody confirmed within a day end unspent
writing.py  the text model writes a new draft's lyrics; each call, its failures in words;
            writing a stop cut off, taken up again at the next start
growing.py  GrowingLyrics: lyrics people watch being written
takes.py    another take of a delivered song: a draft, asked about once
"""
