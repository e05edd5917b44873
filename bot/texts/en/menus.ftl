## The command menu (setMyCommands): one short line per command

menu-start = Greeting and how it works
menu-help = How to get a song
menu-lyrics = Make a song from the lyrics below the command
menu-song = Write lyrics on a topic, then make the song
menu-gift = A song as a gift: a few questions, then the lyrics
menu-style = Show or set the style of songs here
menu-duration = Show or set the longest track length
menu-status = Songs asked for here and where each stands
menu-mytracks = Your recent songs here, to get one again
menu-cancel = Cancel your songs still waiting in line
menu-lang = Choose the language I answer in
menu-quota = Admins: tracks, slots, queue and money spent
menu-report = Admins: the last 30 days as a chart
menu-limit = Admins: a daily share of tracks for a person or a group
menu-limits = Admins: the daily shares and their use today
menu-allow = Admins: let a chat ask for songs
menu-deny = Admins: stop a chat from asking for songs
menu-access = Admins: who may ask for songs
menu-pause = Admins: pause submissions to the service
menu-resume = Admins: resume submissions

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = I turn your lyrics, or a topic, into a sung song. Send lyrics with section tags such as [verse] and [chorus], or /song and a topic, and the song comes back here as audio. Add me to a group to make songs together.
bot-short-description = Turns lyrics or a topic into a sung song.
