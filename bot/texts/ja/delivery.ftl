## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ 「{ $title }」は作成され課金されました（{ $price } BYN）が、何度試してもこのチャットに届けられませんでした。ボットの管理者にお知らせください。
delivery-file-gone = ❌ 「{ $title }」は作成され課金されました（{ $price } BYN）が、音楽サービスにファイルが残っていません。ファイルが存在しないという応答が続いたため、取得できませんでした。ボットの管理者にお知らせください。
delivery-file-incomplete = ❌ 「{ $title }」は作成され課金されました（{ $price } BYN）が、音楽サービスのファイルが不完全です。{ $length }のうち{ $got }しかありません。{ $tries }回取得しても完全なものが得られなかったため、壊れた曲は送りませんでした。ボットの管理者にお知らせください。
delivery-file-unreadable = ❌ 「{ $title }」は作成され課金されました（{ $price } BYN）が、音楽サービスのファイルが破損しています。{ $tries }回取得しましたが、読み込めませんでした。ボットの管理者にお知らせください。
mytracks-header = { $count ->
        [1] 🎵 このチャットでのあなたの曲です。タップするともう一度受け取れます：
       *[other] 🎵 このチャットでのあなたの最新{ $count }曲です。曲をタップするともう一度受け取れます：
    }
mytracks-empty = このチャットでお届けした曲はまだありません。歌詞を送って作ってみましょう。
mytracks-button = { $title } · { $length }
track-sending = もう一度送っています…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 歌詞
lyrics-header = 📝 「{ $title }」の歌詞：
song-words-none = この曲には表示できる歌詞がありません。

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>さん、トピックが閉じられたか削除されたため、こちらにお送りします：
topic-gone-chat = { $name } 宛て：トピックが閉じられたか削除されたため、こちらにお送りします：
topic-closed-private = ℹ️ リクエストされたグループでは、「General」トピックも含めて私が投稿できないため、こちらにお送りします：
topic-closed-admins = ℹ️ <a href="tg://user?id={ $id }">{ $name }</a>さん宛てのメッセージをチャット { $chat } に送れませんでした。そのトピックも「General」トピックも閉じられており、ご本人に個別に送ることもできません。内容は以下のとおりです：
song-waits-admins = ℹ️ <a href="tg://user?id={ $id }">{ $name }</a>さんがチャット <code>{ $chat }</code> でリクエストした曲「{ $title }」は待機中です。そのチャットではトピックも「General」トピックも閉じられており、ご本人がまだ私とのチャットを開始していないため、個別に送ることもできません。ご本人から私にメッセージが届き次第、お送りします。
song-waits-admins-chat = ℹ️ { $name } がチャット <code>{ $chat }</code> でリクエストした曲「{ $title }」は待機中です。そのチャットではトピックも「General」トピックも閉じられています。どちらかが開き次第、送信します。
topic-closed-admins-chat = ℹ️ { $name } 宛てのメッセージをチャット { $chat } に送れませんでした。そのトピックも「General」トピックも閉じられています。内容は以下のとおりです：
