## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 曲
guest-start-bot =
    🎵 ここで曲を作るには、まず私との個別チャットが必要です。<a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a> を開いて「開始」を押してから、ここでもう一度私をメンションしてください。何も使われていません。
guest-access-refused =
    申し訳ありません。このボットは、管理者が許可した人にだけ曲を作ります。何も使われていません。
guest-usage =
    🎵 私の名前の後に、曲のテーマを書いてください。例：<code>@{ $bot } マックスの誕生日の歌</code>。または <code>[verse]</code> と <code>[chorus]</code> の行がある歌詞を書いてください。
guest-lyrics-taken = 🎵 歌詞を受け取っています…
guest-if-stuck = <i>このメッセージが1分たっても変わらない場合は、途中で問題が起きています。もう一度私をメンションしてください。</i>
guest-elsewhere = 🎵 別のチャットでリクエストされた曲です。そちらのメッセージを更新できなくなったため、ここにお届けします。
