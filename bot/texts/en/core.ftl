## Greeting and help

start =
    Hi{ $has_name ->
        [yes] , { $name }
       *[no] {""}
    }! I turn lyrics into a sung song. 🎤

    Send me lyrics with section tags, each on its own line:
    <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.
    Or write <code>/lyrics</code> and put the lyrics on the next lines.
    No lyrics yet? Write <code>/song</code> and a topic: I'll write them and show you first.

    /style sets the sound (instruments, mood, voice), /duration the length,
    /status shows where your songs stand. /help has the details.

help =
    <b>How to get a song</b>
    Send lyrics with section tags on their own lines, for example:
    <code>[verse]
    Morning light on the window
    {"["}chorus]
    Sing it loud, sing it now</code>
    or write <code>/lyrics</code> and the lyrics on the next lines.

    <b>Commands</b>
    /lyrics — make a song from the lyrics below the command
    /song — lyrics written for you on a topic (<code>/song a rainy Sunday</code>), shown before any track is spent
    /style — show or set the style (<code>/style dreamy synth pop, female voice</code>; <code>/style reset</code>), or pick a genre and a mood from its buttons
    /duration — show or set the longest track length, 10–300 seconds
    /status — your requests here and where each stands
    /cancel — cancel requests that still wait in line
    /lang — choose the language I answer in

    Songs are made one or two at a time and take a few minutes; I'll keep you posted.
    📤 To share a song you made in any chat, type <code>@{ $bot }</code> in its message field and pick the song: no new track is spent.

help-group =
    <b>Songs in this group</b>
    Use <code>/lyrics</code> with the lyrics on the next lines, or reply to one of my messages with tagged lyrics.
    <code>/song</code> and a topic: I write the lyrics and show them before any track is spent.
    /style and /duration apply to the whole group; /status shows the group's requests.
    📤 To share a song you made, type <code>@{ $bot }</code> in any chat's message field and pick it.

    I only see commands and replies to my messages (Telegram's privacy mode), so other chatter stays private.

## Asking for songs

lyrics-usage =
    Put the lyrics on the lines after <code>/lyrics</code>, for example:
    <code>/lyrics
    {"["}verse]
    Morning light on the window
    {"["}chorus]
    Sing it loud, sing it now</code>
lyrics-empty = These lyrics are empty: there are no words to sing. Send the words with <code>[verse]</code> or <code>[chorus]</code> lines.
lyrics-no_words = I found section tags but no words to sing. Put the words under the tags.
lyrics-trimmed = Your lyrics had { $length } characters; the service takes at most { $limit }, so I kept the sections that fit.
access-refused =
    Sorry, this bot makes songs only for people its admins have allowed.
    Your id is <code>{ $user_id }</code>: send it to an admin of this bot to ask for access.
untagged-hint =
    To make a song, send lyrics with section tags on their own lines (<code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>), or write <code>/lyrics</code> with the lyrics below it. /help shows an example.
not-text = I can only work with text: send me lyrics, or /help to see how.
unknown-command = I don't know that command. /help lists what I can do.
error-generic = Something went wrong on my side. Nothing you sent was lost; please try again in a moment.
error-storage = I cannot save anything right now (my storage is full or failing). Nothing you sent before was lost; please try again in a few minutes.
error-service = The music service is not answering as it should right now. Only a finished song is charged; please try again in a few minutes.

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ Got it! Your song is in line: place { $place }, ready in about { $minutes } min.
    Tracks the organization has left today: { $left }.
place-exact = { $place }
place-far = { $step }+
waiting-far =
    ⏳ Got it! Your song is in line: place { $place }.
    It moves up as the songs ahead of it are made; the exact place and time show here once it is among the first { $exact }.
waiting-busy = ⏳ The music service is busy right now. Your song keeps its place ({ $place }) and starts automatically when it frees up.
waiting-unavailable = ⏳ The music service is temporarily unavailable. Your song keeps its place ({ $place }) and starts automatically once the service is back.
waiting-wallet = ⏳ The organization's balance for songs is empty, so songs are on hold. Your song keeps its place ({ $place }) and starts as soon as the balance is topped up; the admins have been told.
waiting-key = ⏳ The bot is out of service for now (its access to the music service was refused). Your song keeps its place ({ $place }); the admins have been told.
waiting-address = ⏳ The bot is set up with a wrong address for the music service, so new songs are on hold. Your song keeps its place ({ $place }); the admins have been told.
waiting-user-limit = ⏳ You have used all your songs for today. This one keeps its place ({ $place }) and starts when the next quota day begins, at { $starts }.
waiting-chat-limit = ⏳ This group has used all its songs for today. Yours keeps its place ({ $place }) and starts when the next quota day begins, at { $starts }.
share-left = { $whose ->
        [group] 👥 This group's share
       *[own] 🎟 Your share
    }: { $left } of { $tracks } left today.
waiting-admin = ⏳ An admin has paused new songs for a while. Your song keeps its place ({ $place }) and starts when they resume.
waiting-token = ⏳ The bot can't reach Telegram properly right now, so new songs are on hold. Yours keeps its place ({ $place }); the admins have been told.
waiting-telegram = ⏳ Telegram isn't answering the bot right now, so new songs are on hold (they could not be sent). Yours keeps its place ({ $place }) and starts by itself once Telegram is back.
waiting-disk = ⏳ The bot has no room left to store new songs, so they are on hold. Yours keeps its place ({ $place }) and starts by itself once there is room; the admins have been told.
waiting-tomorrow = ⏳ Today's tracks are all used. Your song keeps its place ({ $place }) and starts when the next quota day begins, at { $starts }.
progress-submitting = 📤 Sending your song to the music service…
progress-queued = 🎼 Your song is queued at the music service. ({ $elapsed })
progress-running = 🎙 Your song is being generated; this takes a few minutes. ({ $elapsed })
progress-sending = 📦 Your song is ready; preparing the file…
progress-not-known = ❔ The music service says it does not know “{ $title }”. It may still be making it, so I keep checking for { $hours } hours after I sent it: if the song appears, it comes here. Only a finished song is charged.

## How a request ended without a song

outcome-failed = ❌ Generating “{ $title }” failed at the music service. A failed generation is not charged. Send the lyrics again to try once more.
outcome-lost = ❌ The music service still says it does not know “{ $title }”, a day after I sent it, so I've stopped waiting for it. It never reported the song as finished, and only finished songs are charged. Send the lyrics again to try once more.
outcome-expired = ⌛ “{ $title }” is taking longer than { $minutes } minutes. I'm still waiting for it: if the music service makes it, I'll send it here, however late, and if it doesn't, I'll tell you. Only a finished song is charged.
outcome-never-finished = ⌛ The music service still had not finished “{ $title }” { $hours } hours after I sent it, so I stopped waiting for it. It never reported the song as finished, and only finished songs are charged. Send the lyrics again to try once more.
outcome-rejected = 🚫 The music service refused “{ $title }”: { $reason }. Please change the lyrics or settings and send them again.
outcome-unknown = ❓ I sent “{ $title }” to the music service but got no answer, so I can't tell whether it was accepted. I won't resend it on my own, so you're never charged twice. Tap “Try again” to send it once more.
outcome-cancelled = 🗑 “{ $title }” was cancelled.
outcome-chat-gone = 🚫 “{ $title }” was cancelled: I can't send songs to your private chat with me (it is blocked, or you haven't started me there). Nothing was charged. Start a chat with me, then ask again.
outcome-denied = 🚫 “{ $title }” was cancelled: this chat may no longer ask for songs. Nothing was charged.

## Buttons and their answers

button-retry = 🔁 Try again
button-lossless = 💿 Lossless original
button-stale = This button is no longer active.
button-not-yours = This button belongs to the person who asked for the song.
retry-queued = Sent back to the line.
lossless-preparing = Preparing the lossless file…
lossless-failed = Sorry, I couldn't send the lossless file just now. Please try the button again later.
lossless-too-large = The lossless file is larger than the { $limit } MB a bot may upload, even as FLAC, so it can't be sent here.

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] Style: { $style }
       *[no] Style: default
    }
    Length: { $length } · Price: { $price } BYN{ $in_group ->
        [yes] {"\u000A"}Asked by: { $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = No songs asked for in this chat yet. Send lyrics to start one.
status-header = <b>Songs in this chat</b>
status-line = #{ $id } “{ $title }” — { $state ->
        [draft] 📝 lyrics shown, waiting for your OK
        [waiting] ⏳ waiting in line, place { $place }
        [submitting] 📤 being sent to the service
        [queued] 🎼 queued at the service
        [running] 🎙 being generated
        [completed] 📦 being delivered
        [delivered] ✅ delivered
        [failed] ❌ failed (not charged)
        [expired] ⌛ taking long, still awaited
        [rejected] 🚫 refused by the service
        [unknown] ❓ no answer from the service
        [cancelled] 🗑 cancelled
       *[other] { $state }
    }
cancel-done = { $count ->
        [one] Cancelled 1 waiting song.
       *[other] Cancelled { $count } waiting songs.
    }
cancel-nothing = You have no songs waiting in line here. Songs already at the music service can't be cancelled.

## /style and /duration

style-current = Style in this chat: <i>{ $style }</i>
style-none = No style set in this chat: the service chooses. Set one with <code>/style dreamy synth pop, female voice</code>.
style-set = Style set: <i>{ $style }</i>
style-reset = Style cleared: the service chooses from now on.
style-too-long = That style has { $length } characters; the most is { $limit }. The previous style stays.
duration-current = Songs here are at most { $seconds } seconds long. Change it with <code>/duration 90</code> (10–300).
duration-set = Songs here will be at most { $seconds } seconds long.
duration-invalid = The length must be a whole number of seconds from { $low } to { $high }, e.g. <code>/duration 90</code>.

## Alerts to the bot's admins

alert-wallet = ⚠️ The music service says the organization's wallet is empty (402). New songs are on hold and wait in line; top up in the console. I'll resume by myself once it takes a song; after a top-up, /resume makes me try at once.
alert-wallet-over = ✅ The wallet works again: songs are being made again.
alert-key = ⚠️ The music service refused the bot's API key (401). New songs are on hold; check API_KEY in the bot's configuration.
alert-key-over = ✅ The API key is accepted again: songs are being made again.
alert-address = ⚠️ The music service address answered 404 to a new song: there is no music service at MUSIC_API_URL (it should end in /api/v1/music). New songs are on hold and nothing was charged; fix MUSIC_API_URL and restart the bot.
alert-address-over = ✅ The music service takes songs again at its address: songs are being made again.
alert-token = ⚠️ Telegram refused the bot's token (401). While it did, no new song was started; songs already paid for were kept.
alert-token-over = ✅ Telegram accepts the bot's token again. New songs start again, and songs made meanwhile are being sent now.
alert-disk = ⚠️ The disk under DATA_DIR is full: { $free } MB free, the next track needs { $needed } MB. New songs wait in line and no track is spent; songs already paid for are kept and sent once there is room. Free some space: everything resumes by itself.
alert-disk-over = ✅ There is room on the disk again: new songs start again, and waiting songs are being sent.
alert-text-key = ⚠️ The text model refused the bot's API key (401), so /song can't write lyrics; people are told to send their own. Check API_KEY and TEXT_MODEL in the bot's configuration.
alert-text-key-over = ✅ The text model accepts the key again: /song writes lyrics again.
alert-text-budget = ⚠️ The text model's budget is used up, so /song can't write lyrics; people are told to send their own. Top it up in the console.
alert-text-budget-over = ✅ The text model answers again: /song writes lyrics again.

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = This chat may not ask for songs now, so nothing was sent and no track was spent. Ask an admin of the bot for access.
draft-footer-denied = 🚫 Not made: this chat may not ask for songs now, and no track was spent. Once an admin of the bot allows it, press the first button again.

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = You have no songs yet: tap here to make one
inline-none-found = None of your songs has “{ $words }” in its title
inline-share-hint = 📤 To share a song in any chat, type <code>@{ $bot }</code> in its message field and pick the song: it is sent again, no new track is made.
inline-off-admin = ℹ️ Inline mode is off for this bot, so people can't share their songs in other chats. Switch it on in @BotFather: /setinline.
