## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 一首歌
guest-start-bot =
    🎵 要在这里做歌，需要你先和我私聊：打开 <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>，点击“开始”，然后回到这里再 @ 我一次。未消耗任何次数。
guest-access-refused =
    抱歉，这个机器人只为管理员允许的用户做歌。未消耗任何次数。
guest-usage =
    🎵 请在我的名字后面写上歌曲的主题，例如 <code>@{ $bot } 给小明的生日歌</code>，或者写带有 <code>[verse]</code> 和 <code>[chorus]</code> 行的歌词。
guest-lyrics-taken = 🎵 正在读取你的歌词…
guest-if-stuck = <i>如果这条消息 1 分钟后仍没有变化，说明中途出了问题：请再 @ 我一次。</i>
guest-elsewhere = 🎵 这是你在另一个聊天中请求的歌曲：那边的消息已无法修改，所以发在这里。
