## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ “{ $title }”已制作并计费（{ $price } BYN），但多次尝试后仍无法发送到此聊天。请告知机器人管理员。
delivery-file-gone = ❌ “{ $title }”已制作并计费（{ $price } BYN），但音乐服务那里已没有它的文件：服务一直回复文件不存在，所以我无法获取。请告知机器人管理员。
delivery-file-incomplete = ❌ “{ $title }”已制作并计费（{ $price } BYN），但音乐服务提供的文件不完整：{ $length } 中只有 { $got }。我获取了 { $tries } 次都没拿到完整文件，所以没有发送残缺的歌曲。请告知机器人管理员。
delivery-file-unreadable = ❌ “{ $title }”已制作并计费（{ $price } BYN），但音乐服务提供的文件已损坏：我获取了 { $tries } 次都无法读取。请告知机器人管理员。
mytracks-header = { $count ->
        [1] 🎵 你在此聊天中的歌曲，点击即可再次获取：
       *[other] 🎵 你在此聊天中最近的 { $count } 首歌曲，点击任意一首即可再次获取：
    }
mytracks-empty = 你在此聊天中还没有已送达的歌曲。发送歌词来做一首吧。
mytracks-button = { $title } · { $length }
track-sending = 正在重新发送…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 歌词
lyrics-header = 📝 “{ $title }”的歌词：
song-words-none = 这首歌没有可显示的歌词。

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>，你的话题已被关闭或删除，所以发在这里：
topic-gone-chat = { $name }，你的话题已被关闭或删除，所以发在这里：
topic-closed-private = ℹ️ 你发起请求的群组对我关闭了，它的“General”话题也是，所以发在这里：
topic-closed-admins = ℹ️ 发给 <a href="tg://user?id={ $id }">{ $name }</a> 的消息无法在聊天 { $chat } 中发送：其话题和“General”话题都已关闭，我也无法私信对方。内容如下：
song-waits-admins = ℹ️ <a href="tg://user?id={ $id }">{ $name }</a> 在聊天 <code>{ $chat }</code> 中请求的歌曲“{ $title }”正在等待：那里的话题和“General”话题都已关闭，而对方还没有启动我，所以我也无法私信发送。对方一给我发消息，我就会发给对方。
song-waits-admins-chat = ℹ️ { $name } 在聊天 <code>{ $chat }</code> 中请求的歌曲“{ $title }”正在等待：那里的话题和“General”话题都已关闭。其中任何一个重新打开，就会立即发出。
topic-closed-admins-chat = ℹ️ 发给 { $name } 的消息无法在聊天 { $chat } 中发送：其话题和“General”话题都已关闭。内容如下：
