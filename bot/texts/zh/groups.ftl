## Groups and supergroups

groups-hint =
    要在这里做歌，请输入 <code>/lyrics@{ $bot }</code> 并从下一行开始写歌词，或者用带有 <code>[verse]</code>、<code>[chorus]</code>、<code>[bridge]</code> 标记的歌词回复我的消息。{ $topics ->
        [yes] 输入 <code>/song@{ $bot } 主题</code>，我会先写词。
       *[no] {""}
    }
groups-settings-refused = 在群组中，只有群管理员才能更改歌曲的风格和时长。
groups-welcome =
    你好！我能把歌词唱成一首歌。输入 <code>/lyrics@{ $bot }</code> 并从下一行开始写歌词，歌曲会以回复的形式发到这里。
    由于 Telegram 的隐私模式，我只能看到命令和对我消息的回复；详情见 /help@{ $bot }。
groups-welcome-closed = 做歌需要组织花钱，所以本群组要先获得管理员许可：请机器人管理员允许群组 ID <code>{ $chat_id }</code>。
access-refused-group =
    抱歉，本群组还不能请求歌曲：机器人管理员尚未允许。
    群组 ID 是 <code>{ $chat_id }</code>，你的 ID 是 <code>{ $user_id }</code>：把它们发给本机器人的管理员，申请使用权限。
