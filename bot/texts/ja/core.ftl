## Greeting and help

start =
    こんにちは{ $has_name ->
        [yes] 、{ $name }さん
       *[no] {""}
    }！歌詞を歌にしてお届けします。🎤

    セクションタグをそれぞれ1行に書いて、歌詞を送ってください：
    <code>[verse]</code>、<code>[chorus]</code>、<code>[bridge]</code>。
    または <code>/lyrics</code> と書いて、次の行から歌詞を入力してください。
    歌詞がまだない場合は、<code>/song</code> とテーマを書いてください。歌詞を書いて、まずお見せします。

    /style でサウンド（楽器、ムード、声）を、/duration で長さを設定できます。
    /status で曲の状況を確認できます。詳しくは /help をご覧ください。

help =
    <b>曲の作り方</b>
    セクションタグをそれぞれ1行に書いて、歌詞を送ってください。例：
    <code>[verse]
    窓に差し込む朝の光
    {"["}chorus]
    声を上げて 今歌おう</code>
    または <code>/lyrics</code> と書いて、次の行から歌詞を入力してください。

    <b>コマンド</b>
    /lyrics — コマンドの下に書いた歌詞から曲を作る
    /song — テーマに沿って歌詞を書く（<code>/song 雨の日曜日</code>）。トラックを使う前にお見せします
    /style — スタイルの表示・設定（<code>/style 夢見心地なシンセポップ、女性ボーカル</code>、<code>/style reset</code>）、またはボタンでジャンルとムードを選択
    /duration — トラックの最大の長さを表示・設定（10〜300秒）
    /status — このチャットでのリクエストと、それぞれの状況
    /cancel — まだ待機列にあるリクエストをキャンセル
    /lang — 返答する言語を選択

    曲は1〜2曲ずつ作られ、数分かかります。進み具合はその都度お知らせします。
    📤 作った曲をほかのチャットで共有するには、メッセージ入力欄に <code>@{ $bot }</code> と入力して曲を選んでください。新しいトラックは使いません。

help-group =
    <b>このグループで曲を作る</b>
    <code>/lyrics</code> の次の行から歌詞を書くか、私のメッセージにタグ付きの歌詞で返信してください。
    <code>/song</code> とテーマを送ると、歌詞を書いて、トラックを使う前にお見せします。
    /style と /duration はグループ全体に適用されます。/status でグループのリクエストを確認できます。
    📤 作った曲を共有するには、どのチャットでもメッセージ入力欄に <code>@{ $bot }</code> と入力して曲を選んでください。

    Telegram のプライバシーモードにより、私に見えるのはコマンドと私のメッセージへの返信だけです。それ以外の会話は見えません。

## Asking for songs

lyrics-usage =
    <code>/lyrics</code> の次の行から歌詞を書いてください。例：
    <code>/lyrics
    {"["}verse]
    窓に差し込む朝の光
    {"["}chorus]
    声を上げて 今歌おう</code>
lyrics-empty = この歌詞は空です。歌う言葉がありません。<code>[verse]</code> や <code>[chorus]</code> の行と一緒に歌詞を送ってください。
lyrics-no_words = セクションタグはありましたが、歌う言葉がありません。タグの下に歌詞を書いてください。
lyrics-trimmed = 歌詞は{ $length }文字ありましたが、サービスが受け付けるのは最大{ $limit }文字のため、収まるセクションだけを残しました。
access-refused =
    申し訳ありません。このボットは、管理者が許可した人にだけ曲を作ります。
    あなたの ID は <code>{ $user_id }</code> です。利用を希望する場合は、この ID をボットの管理者に送ってください。
untagged-hint =
    曲を作るには、セクションタグ（<code>[verse]</code>、<code>[chorus]</code>、<code>[bridge]</code>）をそれぞれ1行に書いて歌詞を送るか、<code>/lyrics</code> の下に歌詞を書いてください。例は /help で確認できます。
not-text = テキストしか扱えません。歌詞を送るか、/help で使い方をご覧ください。
unknown-command = そのコマンドはわかりません。できることは /help で確認できます。
error-generic = こちらで問題が発生しました。送っていただいた内容は失われていません。少し経ってからもう一度お試しください。
error-storage = 現在、データを保存できません（ストレージがいっぱいか、不具合が起きています）。これまでに送っていただいた内容は失われていません。数分後にもう一度お試しください。
error-service = 現在、音楽サービスが正常に応答していません。料金がかかるのは完成した曲だけです。数分後にもう一度お試しください。

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ 受け付けました！曲は待機列の{ $place }番目です。約{ $minutes }分で完成します。
    本日の残りトラック（全体）：{ $left }
place-exact = { $place }番目
place-far = { $step }番目以降
waiting-far =
    ⏳ 受け付けました！曲は待機列の{ $place }です。
    前の曲ができるにつれて順番が進みます。{ $exact }番目以内に入ると、正確な順番と時間がここに表示されます。
waiting-busy = ⏳ 現在、音楽サービスが混み合っています。曲の順番（{ $place }）はそのままで、空きができ次第自動で始まります。
waiting-unavailable = ⏳ 音楽サービスが一時的に利用できません。曲の順番（{ $place }）はそのままで、サービスが復旧し次第自動で始まります。
waiting-wallet = ⏳ 曲を作るための残高がなくなったため、曲の作成を保留しています。曲の順番（{ $place }）はそのままで、残高が補充され次第始まります。管理者には通知済みです。
waiting-key = ⏳ ボットは現在利用できません（音楽サービスへのアクセスが拒否されました）。曲の順番（{ $place }）はそのままです。管理者には通知済みです。
waiting-address = ⏳ ボットに設定された音楽サービスのアドレスが間違っているため、新しい曲を保留しています。曲の順番（{ $place }）はそのままです。管理者には通知済みです。
waiting-user-limit = ⏳ 本日の曲はすべて使い切りました。この曲の順番（{ $place }）はそのままで、次の集計日が始まる { $starts } に開始します。
waiting-chat-limit = ⏳ このグループは本日の曲をすべて使い切りました。あなたの曲の順番（{ $place }）はそのままで、次の集計日が始まる { $starts } に開始します。
share-left = { $whose ->
        [group] 👥 このグループの利用枠
       *[own] 🎟 あなたの利用枠
    }：本日の残り { $left }/{ $tracks }
waiting-admin = ⏳ 管理者が新しい曲の作成を一時停止しています。曲の順番（{ $place }）はそのままで、再開されると始まります。
waiting-token = ⏳ ボットが現在 Telegram に正常に接続できないため、新しい曲を保留しています。あなたの曲の順番（{ $place }）はそのままです。管理者には通知済みです。
waiting-telegram = ⏳ 現在 Telegram がボットに応答していないため、新しい曲を保留しています（完成しても届けられないため）。あなたの曲の順番（{ $place }）はそのままで、Telegram が復旧すると自動で始まります。
waiting-disk = ⏳ ボットに新しい曲を保存する空きがないため、保留しています。あなたの曲の順番（{ $place }）はそのままで、空きができると自動で始まります。管理者には通知済みです。
waiting-tomorrow = ⏳ 本日のトラックはすべて使われました。曲の順番（{ $place }）はそのままで、次の集計日が始まる { $starts } に開始します。
progress-submitting = 📤 曲を音楽サービスに送信しています…
progress-queued = 🎼 曲は音楽サービスで順番待ちです。（{ $elapsed }）
progress-running = 🎙 曲を生成しています。数分かかります。（{ $elapsed }）
progress-sending = 📦 曲ができました。ファイルを準備しています…
progress-not-known = ❔ 音楽サービスによると「{ $title }」は見つからないとのことです。まだ作成中の可能性もあるため、送信から{ $hours }時間は確認を続けます。曲が見つかればここに届きます。料金がかかるのは完成した曲だけです。

## How a request ended without a song

outcome-failed = ❌ 音楽サービスで「{ $title }」の生成に失敗しました。失敗した生成は課金されません。もう一度試すには、歌詞を送り直してください。
outcome-lost = ❌ 送信から1日経っても音楽サービスで「{ $title }」が見つからないため、待つのをやめました。完成の報告は一度もなく、料金がかかるのは完成した曲だけです。もう一度試すには、歌詞を送り直してください。
outcome-expired = ⌛ 「{ $title }」に{ $minutes }分以上かかっています。引き続き待っています。音楽サービスが完成させれば、どんなに遅くなってもここに送ります。完成しなければお知らせします。料金がかかるのは完成した曲だけです。
outcome-never-finished = ⌛ 送信から{ $hours }時間経っても音楽サービスで「{ $title }」が完成しなかったため、待つのをやめました。完成の報告は一度もなく、料金がかかるのは完成した曲だけです。もう一度試すには、歌詞を送り直してください。
outcome-rejected = 🚫 音楽サービスが「{ $title }」を拒否しました：{ $reason }。歌詞や設定を変えて、もう一度送ってください。
outcome-unknown = ❓ 「{ $title }」を音楽サービスに送りましたが応答がなく、受け付けられたかどうかわかりません。二重に課金されないよう、自動では送り直しません。もう一度送るには「再試行」をタップしてください。
outcome-cancelled = 🗑 「{ $title }」をキャンセルしました。
outcome-chat-gone = 🚫 「{ $title }」はキャンセルされました。私との個別チャットに曲を送れません（ブロックされているか、まだチャットを開始していません）。料金はかかっていません。私とのチャットを開始してから、もう一度リクエストしてください。
outcome-denied = 🚫 「{ $title }」はキャンセルされました。このチャットは曲をリクエストできなくなりました。料金はかかっていません。

## Buttons and their answers

button-retry = 🔁 再試行
button-lossless = 💿 ロスレス音源
button-stale = このボタンはもう使えません。
button-not-yours = このボタンは曲をリクエストした人だけが使えます。
retry-queued = 待機列に戻しました。
lossless-preparing = ロスレスファイルを準備しています…
lossless-failed = 申し訳ありません。今はロスレスファイルを送れませんでした。後でもう一度ボタンを押してください。
lossless-too-large = ロスレスファイルは FLAC にしても、ボットがアップロードできる上限 { $limit } MB を超えるため、ここには送れません。

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] スタイル：{ $style }
       *[no] スタイル：おまかせ
    }
    長さ：{ $length } · 料金：{ $price } BYN{ $in_group ->
        [yes] {"\u000A"}リクエスト：{ $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = このチャットではまだ曲のリクエストがありません。歌詞を送って始めましょう。
status-header = <b>このチャットの曲</b>
status-line = #{ $id } 「{ $title }」 — { $state ->
        [draft] 📝 歌詞を表示中、確認待ち
        [waiting] ⏳ 待機列の{ $place }番目
        [submitting] 📤 サービスに送信中
        [queued] 🎼 サービスで順番待ち
        [running] 🎙 生成中
        [completed] 📦 お届け準備中
        [delivered] ✅ お届け済み
        [failed] ❌ 失敗（課金なし）
        [expired] ⌛ 時間がかかっています（引き続き待機中）
        [rejected] 🚫 サービスが拒否
        [unknown] ❓ サービスから応答なし
        [cancelled] 🗑 キャンセル済み
       *[other] { $state }
    }
cancel-done = { $count ->
       *[other] 待機中の曲を{ $count }件キャンセルしました。
    }
cancel-nothing = このチャットに待機中の曲はありません。すでに音楽サービスに送られた曲はキャンセルできません。

## /style and /duration

style-current = このチャットのスタイル：<i>{ $style }</i>
style-none = このチャットではスタイルが未設定のため、サービスにおまかせです。設定例：<code>/style 夢見心地なシンセポップ、女性ボーカル</code>
style-set = スタイルを設定しました：<i>{ $style }</i>
style-reset = スタイルをクリアしました。今後はサービスにおまかせです。
style-too-long = そのスタイルは{ $length }文字あります。上限は{ $limit }文字です。以前のスタイルのままです。
duration-current = このチャットの曲は最長{ $seconds }秒です。<code>/duration 90</code> で変更できます（10〜300）。
duration-set = このチャットの曲は最長{ $seconds }秒になります。
duration-invalid = 長さは{ $low }〜{ $high }秒の整数で指定してください。例：<code>/duration 90</code>

## Alerts to the bot's admins

alert-wallet = ⚠️ 音楽サービスによると、組織のウォレットの残高がありません（402）。新しい曲は保留され、待機列で待っています。コンソールで入金してください。サービスが曲を受け付ければ自動で再開します。入金後に /resume を使うとすぐに再試行します。
alert-wallet-over = ✅ ウォレットが再び使えるようになりました。曲の作成を再開しています。
alert-key = ⚠️ 音楽サービスがボットの API キーを拒否しました（401）。新しい曲は保留中です。ボットの設定の API_KEY を確認してください。
alert-key-over = ✅ API キーが再び受け付けられました。曲の作成を再開しています。
alert-address = ⚠️ 音楽サービスのアドレスが新しい曲に対して 404 を返しました。MUSIC_API_URL には音楽サービスがありません（アドレスは /api/v1/music で終わる必要があります）。新しい曲は保留中で、料金はかかっていません。MUSIC_API_URL を修正して、ボットを再起動してください。
alert-address-over = ✅ 音楽サービスが設定のアドレスで再び曲を受け付けるようになりました。曲の作成を再開しています。
alert-token = ⚠️ Telegram がボットのトークンを拒否しました（401）。その間、新しい曲は開始されませんでした。支払い済みの曲は保持されています。
alert-token-over = ✅ Telegram が再びボットのトークンを受け付けています。新しい曲の作成を再開し、その間に完成した曲を今送っています。
alert-disk = ⚠️ DATA_DIR のディスクがいっぱいです：空き { $free } MB、次のトラックには { $needed } MB 必要です。新しい曲は待機列で待ち、トラックは使われません。支払い済みの曲は保持され、空きができ次第送られます。空き容量を確保すれば、すべて自動で再開します。
alert-disk-over = ✅ ディスクに再び空きができました。新しい曲の作成を再開し、待っていた曲を送っています。
alert-text-key = ⚠️ テキストモデルがボットの API キーを拒否しました（401）。そのため /song で歌詞を書けません。ユーザーには自分の歌詞を送るよう案内しています。ボットの設定の API_KEY と TEXT_MODEL を確認してください。
alert-text-key-over = ✅ テキストモデルが再びキーを受け付けています。/song で再び歌詞を書けます。
alert-text-budget = ⚠️ テキストモデルの予算を使い切ったため、/song で歌詞を書けません。ユーザーには自分の歌詞を送るよう案内しています。コンソールで補充してください。
alert-text-budget-over = ✅ テキストモデルが再び応答しています。/song で再び歌詞を書けます。

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = このチャットは現在曲をリクエストできないため、何も送信せず、トラックも使っていません。ボットの管理者に利用の許可を求めてください。
draft-footer-denied = 🚫 作成されませんでした。このチャットは現在曲をリクエストできません。トラックは使われていません。ボットの管理者が許可したら、最初のボタンをもう一度押してください。

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = まだ曲がありません。ここをタップして作りましょう
inline-none-found = タイトルに「{ $words }」を含む曲はありません
inline-share-hint = 📤 曲をどのチャットでも共有するには、メッセージ入力欄に <code>@{ $bot }</code> と入力して曲を選んでください。同じ曲がもう一度送られ、新しいトラックは作られません。
inline-off-admin = ℹ️ このボットはインラインモードがオフのため、ほかのチャットで曲を共有できません。@BotFather の /setinline でオンにしてください。
