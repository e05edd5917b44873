## Groups and supergroups

groups-hint =
    ここで曲を作るには、<code>/lyrics@{ $bot }</code> と書いて次の行から歌詞を入力するか、<code>[verse]</code>、<code>[chorus]</code>、<code>[bridge]</code> のタグ付き歌詞で私のメッセージに返信してください。{ $topics ->
        [yes] <code>/song@{ $bot } テーマ</code> なら、先に私が歌詞を書きます。
       *[no] {""}
    }
groups-settings-refused = グループでは、曲のスタイルと長さを変更できるのはグループの管理者だけです。
groups-welcome =
    こんにちは！歌詞を歌にします。<code>/lyrics@{ $bot }</code> と書いて次の行から歌詞を入力すると、ここに返信で曲が届きます。
    Telegram のプライバシーモードにより、私に見えるのはコマンドと私のメッセージへの返信だけです。詳しくは /help@{ $bot } をご覧ください。
groups-welcome-closed = 曲の作成には組織の費用がかかるため、このグループにはまず管理者の許可が必要です。ボットの管理者に、グループ ID <code>{ $chat_id }</code> を許可するよう依頼してください。
access-refused-group =
    申し訳ありません。このグループはまだ曲をリクエストできません。ボットの管理者が許可していないためです。
    グループ ID は <code>{ $chat_id }</code>、あなたの ID は <code>{ $user_id }</code> です。利用を希望する場合は、これらをボットの管理者に送ってください。
