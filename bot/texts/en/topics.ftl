## /song: lyrics written by the text model on a topic

song-usage =
    Tell me what the song should be about, for example:
    <code>/song a rainy Sunday in Minsk</code>
    I'll write lyrics and show them to you before any track is spent.
song-disabled = Writing lyrics from a topic isn't set up on this bot. Send your own lyrics instead: /help shows how.
song-busy = I'm still writing your lyrics in this chat; their preview comes here first. Send this topic again once it has.
song-busy-here = ✋ These lyrics were not written: others of yours were being written here at the same time. Send the topic again, please.
song-topic-too-long = That topic has { $length } characters; the most is { $limit }. Say it shorter, or send finished lyrics with section tags.
song-writing = ✍️ Writing lyrics about “{ $topic }”…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ The text model refused the bot's key, so I can't write lyrics right now. No track was spent. Please tell the bot's admin; meanwhile you can send your own lyrics.
song-error-budget = ❌ The bot's budget for the text model is used up, so I can't write lyrics right now. No track was spent. You can still send your own lyrics with section tags.
song-error-timeout = ⌛ The text model took too long to answer. No track was spent; please try again in a minute.
song-error-unavailable = ❌ The text model is unavailable right now. No track was spent; please try again later.
song-error-no-lyrics = 🤔 The text model didn't come back with lyrics I could use. No track was spent; try putting the topic differently.

## The preview of a draft

untagged-offer = This looks like lyrics without section tags. This is how I'd sing it:
preview-title = 📝 <b>{ $title }</b>
preview-topic = Topic: { $topic }
preview-shortened = … and { $more } more { $more ->
        [one] character
       *[other] characters
    }, not shown here, all of which will be sung. The lyrics end with:
preview-style-chat = 🎨 Style (this chat's): { $style }
preview-style-model = 🎨 Style (suggested): { $style }
preview-style-none = 🎨 Style: chosen by the music service
preview-duration = ⏱ Up to { $seconds } seconds
preview-hint = “🎵 Make the song” spends one track (tracks left today: { $left }). To change the words, reply to this message with your version.
draft-footer-sent = ✅ Approved: the song is on its way.
draft-footer-cancelled = 🗑 Cancelled. No track was spent.
draft-footer-writing = ✍️ Writing new lyrics…

## The preview's buttons and their answers

button-draft-go = 🎵 Make the song
button-draft-again = 🔄 Rewrite
button-draft-drop = ✖️ Cancel
button-untagged-lyrics = 🎵 Use as lyrics
button-untagged-topic = ✍️ Write lyrics on this topic
draft-answer-sent = On its way!
draft-answer-writing = Writing new lyrics…
draft-answer-cancelled = Cancelled; no track was spent.
draft-answer-busy = I'm still writing these lyrics; one moment.

## A reply to the preview

draft-replaced = ✅ Lyrics replaced: the preview above shows them now. Press “🎵 Make the song” there when you're happy.
draft-reply-gone = That preview is no longer open. Start again with /song.
draft-reply-not-yours = Only the person who asked for this song can change its lyrics.
draft-reply-busy = I'm still writing new lyrics for this preview; send your version once they are shown.
draft-reply-hint = To replace the lyrics, reply to the preview with the whole new lyrics, several lines long.

## /lang

lang-name = English
lang-current = Language: { $name }. To change it, press a button below, or write <code>/lang auto</code> to follow your Telegram language.
lang-set = Done: I'll talk to you in English.
lang-auto = Done: I'll follow your Telegram language ({ $name }).
lang-unknown = I don't know that language. Write <code>/lang</code> and press a button to choose one, or <code>/lang auto</code> to follow your Telegram language.

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ Your lyrics have { $length } characters, but the music service takes at most { $limit }. Below is the part that fits ({ $kept } characters), cut before a section. Nothing is sent until you press “🎵 Sing the shortened version”.
preview-hint-cut = “🎵 Sing the shortened version” spends one track (tracks left today: { $left }). To sing other words, reply to this message with lyrics of at most { $limit } characters.
button-cut-go = 🎵 Sing the shortened version
draft-footer-expired = ⌛ This preview expired after a day without an answer. No track was spent; send the lyrics or /song again.
draft-answer-expired = This preview expired; send the lyrics or /song again.
preview-failed = ❌ I couldn't show you the preview, so nothing will be sung from it. No track was spent; please try again.
draft-replaced-cut = ✂️ Your lyrics have { $length } characters, but the music service takes at most { $limit }. The preview above now shows the part that fits ({ $kept } characters), cut before a section: press “🎵 Sing the shortened version” there to sing it.

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ You've had all the lyrics I may write for you today ({ $limit }). I can write again from { $until }. Finished lyrics are still taken: send your own, with section tags or without, or use /lyrics.
text-refused-org = ✋ The bot has written all the lyrics it may today ({ $limit } for everyone). I can write again from { $until }. Finished lyrics are still taken: send your own, with section tags or without, or use /lyrics.
text-refused-paused = ⏸ Songs are paused for now, so I can't write lyrics. Finished lyrics are still taken: they wait in line and start once songs resume.
text-refused-denied = 🚫 This chat may not ask for lyrics now, so none were written. Ask an admin of the bot for access.
text-answer-own = You've had all { $limit } lyrics for today; I can write again from { $until }. Your own finished lyrics are still taken.
text-answer-org = The bot has written all { $limit } lyrics it may today; again from { $until }. Your own finished lyrics are still taken.
text-answer-paused = Songs are paused for now, so I can't write lyrics. Your own finished lyrics are still taken.
text-answer-denied = This chat may not ask for lyrics now; nothing was written.
draft-footer-rewrite-stopped = ⚠️ I was restarted while writing new lyrics, so these are still the ones you had. Press 🔄 Rewrite to try again.
song-error-too-slow = ⌛ The text model was still writing when its time ran out, and what it had written so far was no song, so I stopped it. No track was spent; you can ask again right away.
song-error-too-long = 📜 The text model's answer ran far past the length of a song, so I stopped reading it. No track was spent; you can ask again right away.
