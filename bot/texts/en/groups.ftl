## Groups and supergroups

groups-hint =
    To make a song here, write <code>/lyrics@{ $bot }</code> with the lyrics on the next lines, or reply to one of my messages with lyrics tagged <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.{ $topics ->
        [yes] {" "}<code>/song@{ $bot } a topic</code> has me write the lyrics first.
       *[no] {""}
    }
groups-settings-refused = In a group, only its admins can change the style and the length of its songs.
groups-welcome =
    Hi! I turn lyrics into sung songs. Write <code>/lyrics@{ $bot }</code> with the lyrics on the next lines, and the song comes back here as a reply.
    With Telegram's privacy mode I only see commands and replies to my messages; /help@{ $bot } has the details.
groups-welcome-closed = Songs cost the organization money, so this group needs an admin's permission first: ask an admin of the bot to allow the group id <code>{ $chat_id }</code>.
access-refused-group =
    Sorry, this group may not ask for songs yet: the bot's admins have not allowed it.
    The group id is <code>{ $chat_id }</code> and yours is <code>{ $user_id }</code>: send them to an admin of this bot to ask for access.
