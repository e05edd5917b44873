## Delivery: a song that could not be sent, and /mytracks

delivery-failed = ❌ “{ $title }” was made, but I couldn't send it to this chat after many tries. Please tell the bot's admins: the track is kept at the music service.
mytracks-header = { $count ->
        [1] 🎵 Your song in this chat. Tap it to get it again:
       *[other] 🎵 Your latest { $count } songs in this chat. Tap one to get it again:
    }
mytracks-empty = You have no delivered songs in this chat yet. Send lyrics to make one.
mytracks-button = { $title } · { $length }
track-sending = Sending it again…
menu-mytracks = Your recent songs here, to get one again
