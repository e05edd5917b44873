## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 曲をプレゼント
gift-ask-recipient =
    🎁 <b>曲のプレゼントですね。</b>誰に贈りますか？相手の名前を送ってください。
    { $in_group ->
        [yes] このメッセージに返信して答えてください。{"\u000A"}
       *[no] {""}
    }/cancel でいつでも中止できます。「🎵 曲を作る」を押すまで何も使われません。
gift-ask-occasion =
    どんな機会に{ $name }へ贈りますか？例：誕生日おめでとう、結婚おめでとう、新しい仕事がうまくいきますように。
gift-ask-details =
    { $name }について少し教えてください：好きなもの、二人の思い出、二人だけにわかるジョークなど。メッセージ1通で十分です。
gift-answer-words = テキストで短く答えてください。
gift-answer-too-long = 少し長すぎます。{ $limit }文字以内でお願いします。
gift-cancelled = プレゼントをキャンセルしました。何も使われていません。
# What the text model is asked for (as the topic of a /song).
gift-topic = { $name }に贈る歌。機会：{ $occasion }。{ $name }について：{ $details }。歌詞で{ $name }の名前を使い、語りかけるように書いてください。
gift-caption = 🎁 <b>{ $name }</b>へ、{ $occasion }！
gift-share-button = 🎁 { $name }に送る
gift-busy = このチャットでまだ歌詞を書いています。プレビューが届いたら、この最後の回答をもう一度送ってください。ほかの回答は保存されています。
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 歌うときの読み方：{ $names }
preview-sung-typed = 🎤 名前は入力どおりに歌われます。
button-sung-fix = 🎤 名前の読み方を直す
sung-ask = 🎤 <b>{ $name }</b>はどう歌えばいいですか？このメッセージに、発音どおりに書いた名前で返信してください（例：<i>はると</i>）。別の名前なら <i>名前 = 読み方</i> と書いてください。
sung-asked = 私の質問に、読み方を書いて返信してください。
sung-set = 🎤 上のプレビューに名前の読み方を反映しました。この読み方は歌声にだけ使われ、キャプションには入力したとおりの名前が載ります。
sung-words = 発音どおりに書いた名前を、短く（{ $limit }文字以内で）返信してください。
sung-too-long = その読み方だと、歌詞が音楽サービスの上限{ $limit }文字を超えてしまいます。もっと短いものを送ってください。
sung-too-many = 1曲で個別の読み方を設定できる名前は{ $most }個までなので、名前はプレビューに表示されているままにしました。そのうちのどれかを変えるには <i>名前 = 読み方</i> で返信してください。入力どおりに書いた名前は、再び入力どおりに歌われます。
sung-not-shown = 新しい読み方をプレビューに表示できなかったため、名前は表示されているままです。もう一度お試しください。
