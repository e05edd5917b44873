## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 A song
guest-start-bot =
    🎵 To make songs here, I need a private chat with you first: open <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>, press Start, then mention me here again. Nothing was spent.
guest-access-refused =
    Sorry, this bot makes songs only for people its admins have allowed. Nothing was spent.
guest-usage =
    🎵 Write what the song should be about after my name, for example <code>@{ $bot } a birthday song for Max</code>, or lyrics with <code>[verse]</code> and <code>[chorus]</code> lines.
guest-lyrics-taken = 🎵 Taking your lyrics…
guest-if-stuck = <i>If this message stays like this for a minute, something went wrong on the way: mention me again.</i>
guest-elsewhere = 🎵 Your song from another chat: its message there could no longer be changed, so here it is.
