## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ “{ $title }” was made and charged ({ $price } BYN), but after many tries I couldn't bring it to this chat. Please tell the bot's admins.
delivery-file-gone = ❌ “{ $title }” was made and charged ({ $price } BYN), but the music service no longer has its file: it kept answering that the file does not exist, so I could not fetch it. Please tell the bot's admins.
delivery-file-incomplete = ❌ “{ $title }” was made and charged ({ $price } BYN), but the file the music service gives is incomplete: it holds { $got } of { $length }. I fetched it { $tries } times and never got it whole, so I did not send a broken song. Please tell the bot's admins.
delivery-file-unreadable = ❌ “{ $title }” was made and charged ({ $price } BYN), but the file the music service gives is damaged: I fetched it { $tries } times and could not read it. Please tell the bot's admins.
mytracks-header = { $count ->
        [1] 🎵 Your song in this chat. Tap it to get it again:
       *[other] 🎵 Your latest { $count } songs in this chat. Tap one to get it again:
    }
mytracks-empty = You have no delivered songs in this chat yet. Send lyrics to make one.
mytracks-button = { $title } · { $length }
track-sending = Sending it again…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 Lyrics
lyrics-header = 📝 The words of “{ $title }”:
song-words-none = This song has no words to show.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>, your topic was closed or deleted, so this comes here:
topic-gone-chat = { $name }, your topic was closed or deleted, so this comes here:
topic-closed-private = ℹ️ The group where you asked is closed to me, its General topic too, so this comes here:
topic-closed-admins = ℹ️ A message for <a href="tg://user?id={ $id }">{ $name }</a> could not be sent in chat { $chat }: its topic and its General topic are closed, and I can't write to them privately. Here it is:
song-waits-admins = ℹ️ The song “{ $title }” for <a href="tg://user?id={ $id }">{ $name }</a>, asked in chat <code>{ $chat }</code>, is waiting: its topic and the General topic are closed there, and they haven't started me, so I can't send it to them privately. It goes to them as soon as they write to me.
song-waits-admins-chat = ℹ️ The song “{ $title }” for { $name }, asked in chat <code>{ $chat }</code>, is waiting: its topic and the General topic are closed there. It goes out as soon as one of them opens.
topic-closed-admins-chat = ℹ️ A message for { $name } could not be sent in chat { $chat }: its topic and its General topic are closed. Here it is:
