## /song: lyrics written by the text model on a topic

song-usage =
    曲のテーマを教えてください。例：
    <code>/song ミンスクの雨の日曜日</code>
    トラックを使う前に、歌詞を書いてお見せします。
song-disabled = このボットでは、テーマから歌詞を書く機能が設定されていません。代わりにご自分の歌詞を送ってください。方法は /help で確認できます。
song-busy = このチャットでまだ歌詞を書いています。まずそのプレビューがここに届きます。届いたら、このテーマをもう一度送ってください。
song-busy-here = ✋ ここであなたの別の歌詞を同時に書いていたため、この歌詞は書きませんでした。もう一度テーマを送ってください。
song-topic-too-long = そのテーマは{ $length }文字あります。上限は{ $limit }文字です。短くするか、セクションタグ付きの完成した歌詞を送ってください。
song-writing = ✍️ 「{ $topic }」の歌詞を書いています…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ テキストモデルがボットのキーを拒否したため、今は歌詞を書けません。トラックは使われていません。ボットの管理者にお知らせください。その間も、ご自分の歌詞なら送れます。
song-error-budget = ❌ ボットのテキストモデル用の予算を使い切ったため、今は歌詞を書けません。トラックは使われていません。セクションタグ付きのご自分の歌詞なら送れます。
song-error-timeout = ⌛ テキストモデルの応答に時間がかかりすぎました。トラックは使われていません。1分ほどしてからもう一度お試しください。
song-error-unavailable = ❌ 現在テキストモデルを利用できません。トラックは使われていません。後でもう一度お試しください。
song-error-no-lyrics = 🤔 テキストモデルから使える歌詞が返ってきませんでした。トラックは使われていません。テーマの言い方を変えてみてください。

## The preview of a draft

untagged-offer = セクションタグのない歌詞のようです。このように歌います：
preview-title = 📝 <b>{ $title }</b>
preview-topic = テーマ：{ $topic }
preview-shortened = …ほか{ $more ->
       *[other] { $more }文字
    }はここでは省略していますが、すべて歌われます。歌詞の最後：
preview-style-chat = 🎨 スタイル（このチャット）：{ $style }
preview-style-model = 🎨 スタイル（提案）：{ $style }
preview-style-none = 🎨 スタイル：音楽サービスにおまかせ
preview-duration = ⏱ 最長{ $seconds }秒
preview-hint = 「🎵 曲を作る」でトラックを1つ使います（本日の残り：{ $left }）。歌詞を変えるには、このメッセージに修正版で返信してください。
draft-footer-sent = ✅ 承認済み：曲を作成中です。
draft-footer-cancelled = 🗑 キャンセルしました。トラックは使われていません。
draft-footer-writing = ✍️ 新しい歌詞を書いています…

## The preview's buttons and their answers

button-draft-go = 🎵 曲を作る
button-draft-again = 🔄 書き直す
button-draft-drop = ✖️ キャンセル
button-untagged-lyrics = 🎵 歌詞として使う
button-untagged-topic = ✍️ このテーマで歌詞を書く
draft-answer-sent = 作成を始めました！
draft-answer-writing = 新しい歌詞を書いています…
draft-answer-cancelled = キャンセルしました。トラックは使われていません。
draft-answer-busy = この歌詞はまだ書いている途中です。少々お待ちください。

## A reply to the preview

draft-replaced = ✅ 歌詞を差し替えました。上のプレビューに反映されています。よければそこで「🎵 曲を作る」を押してください。
draft-reply-gone = そのプレビューはもう使えません。/song からやり直してください。
draft-reply-not-yours = この曲の歌詞を変更できるのは、リクエストした人だけです。
draft-reply-busy = このプレビューの新しい歌詞をまだ書いています。表示されてから修正版を送ってください。
draft-reply-hint = 歌詞を差し替えるには、プレビューに新しい歌詞全体（複数行）で返信してください。

## /lang

lang-name = 日本語
lang-current = 言語：{ $name }。変更するには下のボタンを押してください。<code>/lang auto</code> と書くと、Telegram の言語設定に合わせます。
lang-set = 設定しました。これから日本語でお話しします。
lang-auto = 設定しました。Telegram の言語設定（{ $name }）に合わせます。
lang-unknown = その言語には対応していません。<code>/lang</code> と書いてボタンで選ぶか、<code>/lang auto</code> で Telegram の言語設定に合わせてください。

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ 歌詞は{ $length }文字ありますが、音楽サービスが受け付けるのは最大{ $limit }文字です。下は、セクションの区切りでカットした収まる部分（{ $kept }文字）です。「🎵 短くした版を歌う」を押すまで何も送信されません。
preview-hint-cut = 「🎵 短くした版を歌う」でトラックを1つ使います（本日の残り：{ $left }）。別の歌詞を歌うには、このメッセージに{ $limit }文字以内の歌詞で返信してください。
button-cut-go = 🎵 短くした版を歌う
draft-footer-expired = ⌛ 1日回答がなかったため、このプレビューは期限切れになりました。トラックは使われていません。歌詞か /song をもう一度送ってください。
draft-answer-expired = このプレビューは期限切れです。歌詞か /song をもう一度送ってください。
preview-failed = ❌ プレビューを表示できなかったため、ここからは何も歌われません。トラックは使われていません。もう一度お試しください。
draft-replaced-cut = ✂️ 歌詞は{ $length }文字ありますが、音楽サービスが受け付けるのは最大{ $limit }文字です。上のプレビューには、セクションの区切りでカットした収まる部分（{ $kept }文字）が表示されています。歌うにはそこで「🎵 短くした版を歌う」を押してください。

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ 本日あなたのために書ける歌詞はすべて書きました（{ $limit }件）。{ $until } からまた書けます。完成した歌詞なら引き続き受け付けます。セクションタグの有無にかかわらずご自分の歌詞を送るか、/lyrics を使ってください。
text-refused-org = ✋ ボットは本日書ける歌詞をすべて書きました（全体で{ $limit }件）。{ $until } からまた書けます。完成した歌詞なら引き続き受け付けます。セクションタグの有無にかかわらずご自分の歌詞を送るか、/lyrics を使ってください。
text-refused-paused = ⏸ 現在、曲の作成が一時停止中のため、歌詞を書けません。完成した歌詞なら引き続き受け付けます。待機列に入り、再開されると始まります。
text-refused-denied = 🚫 このチャットは現在歌詞をリクエストできないため、何も書いていません。ボットの管理者に利用の許可を求めてください。
text-answer-own = 本日の歌詞{ $limit }件をすべて使いました。{ $until } からまた書けます。ご自分の完成した歌詞は引き続き受け付けます。
text-answer-org = ボットは本日書ける歌詞{ $limit }件をすべて書きました。{ $until } から再開します。ご自分の完成した歌詞は引き続き受け付けます。
text-answer-paused = 現在、曲の作成が一時停止中のため、歌詞を書けません。ご自分の完成した歌詞は引き続き受け付けます。
text-answer-denied = このチャットは現在歌詞をリクエストできません。何も書いていません。
draft-footer-rewrite-stopped = ⚠️ 新しい歌詞を書いている途中でボットが再起動したため、歌詞は元のままです。もう一度試すには「🔄 書き直す」を押してください。
song-error-too-slow = ⌛ テキストモデルが制限時間内に書き終わらず、それまでの内容も歌になっていなかったため、中止しました。トラックは使われていません。すぐにもう一度リクエストできます。
song-error-too-long = 📜 テキストモデルの回答が曲の長さを大きく超えたため、読むのを中止しました。トラックは使われていません。すぐにもう一度リクエストできます。
