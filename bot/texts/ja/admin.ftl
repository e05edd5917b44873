## For the bot's admins only (ADMIN_USER_IDS)

admin-only = このコマンドはボットの管理者専用です。

## /quota

quota-header = 📊 <b>本日の組織の状況</b>
quota-tracks = 本日のトラック：{ $used }/{ $limit }（残り{ $left }）
quota-active = 生成中：{ $active }/{ $limit }
quota-waiting = ボットの待機列：{ $waiting }件
quota-spent = 支出：本日 { $today } BYN、今月 { $month } BYN
quota-submissions = { $reason ->
        [wallet] ⏸ サービス側の理由で送信が停止中です。ウォレットの残高がありません（402）。入金後、サービスが曲を受け付けると自動で再開します。/resume ですぐに再試行できます。
        [key] ⏸ 送信が停止中です。サービスが API キーを拒否しています（401）。API_KEY を確認してください。
        [address] ⏸ 送信が停止中です。MUSIC_API_URL に音楽サービスがありません（新しい曲に対して 404）。アドレスを修正して再起動してください。
        [admin] ⏸ 管理者が送信を停止しています。/resume で再開します。
        [token] ⏸ 新しい曲は待機中です。Telegram がボットのトークンを拒否しています（401）。有効な TELEGRAM_BOT_TOKEN を設定して再起動してください。保留中のものは失われません。
        [telegram] ⏸ 新しい曲は待機中です。Telegram が応答していません。復旧すると自動で始まります。
        [disk] ⏸ 新しい曲は待機中です。DATA_DIR のディスクに次のトラックを保存する空きがありません。空き容量を確保すると自動で始まります。
       *[none] ▶️ 送信は稼働中です。
    }
quota-jobs-failing = ⚠️ サービスでの生成の失敗や期限切れが続いています。
quota-top-chats = <b>今月の上位チャット</b>
quota-top-users = <b>今月の上位ユーザー</b>
quota-top-line = { $rank }. { $name }（<code>{ $id }</code>）：{ $tracks ->
       *[other] { $tracks }トラック
    }、{ $byn } BYN
quota-top-none = まだトラックはありません。

## /allow, /deny, /access

access-usage = コマンドの後にチャット ID を書いてください。例：個人なら <code>/{ $command } 123456789</code>、グループなら <code>/{ $command } -1001234567890</code>。グループ内では <code>/{ $command }</code> だけでそのグループを指します。
access-allowed = ✅ <code>{ $chat_id }</code> は曲をリクエストできるようになりました。
access-denied = 🚫 <code>{ $chat_id }</code> は曲をリクエストできなくなりました。
access-denied-admin = 🚫 <code>{ $chat_id }</code> をチャットとして拒否しましたが、この ID はボットの管理者（ADMIN_USER_IDS）なので、どこでもリクエストできます。
access-header = 🔐 <b>曲をリクエストできる人</b>（ACCESS={ $mode ->
        [open] open：全員。下のリストは ACCESS が private になると適用されます
       *[private] private：管理者と下のチャット
    }）
access-denied-ended = { $count ->
       *[other] そこで待機中だった曲を{ $count }件キャンセルしました。料金はかかっていません。
    }
access-open-note = 注意：ACCESS=open では誰でもリクエストできるため、これは ACCESS が private になってから有効になります。
access-admins = 管理者：{ $ids }
access-configured = ALLOWED_CHAT_IDS から：{ $ids }
access-list-allowed = <b>/allow で許可：</b>
access-list-denied = <b>/deny で拒否：</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …ほか{ $count }件。

## /pause and /resume

pause-done = ⏸ 送信を停止しました。新しいリクエストは受け付けて待機列に入れます。すでにサービスに送った曲は届きます。/resume で再開します。
pause-already = 送信はすでに管理者によって停止されています。/resume で再開します。
resume-done = { $reason ->
        [admin] ▶️ 送信を再開しました。
        [lifted] ▶️ 管理者による停止を解除しました。
       *[none] 送信は管理者によって停止されていません。
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ 新しい曲はまだ音楽サービス待ちです。ウォレットの残高がありません（402）。今から再試行します。サービスが曲を受け付ければ自動で始まります。
       *[key] ⏸ 新しい曲はまだ音楽サービス待ちです。サービスが API キーを拒否しています（401）。今から再試行します。サービスが曲を受け付ければ自動で始まります。
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ 生成が{ $count }回連続で完了しませんでした：音楽サービスでの失敗{ $failed }件、{ $minutes }分超過{ $expired }件。各ユーザーには通知済みです（失敗した生成は課金されません）。サービスの状態を確認してください。
alert-jobs-over = ✅ 生成が再び完了するようになりました。先ほど1件が完了しました。

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = 過去{ $days }日間、開始されたトラックも支出もないため、まだグラフを作れません。本日の数値は /quota で確認できます。
report-caption = 📈 過去{ $days }日間：{ $tracks ->
       *[other] { $tracks }トラック
    }を開始、支出 { $byn } BYN。本日の数値は /quota で確認できます。
report-title = 過去{ $days }日間
report-tracks-axis = 1日あたり
report-limit = 1日の上限（{ $limit }）
report-money-axis = 1日あたりの支出（BYN）
report-top-title = 過去{ $days }日間の上位ユーザー
report-top-line = { $name }（{ $id }）：{ $tracks ->
       *[other] { $tracks }トラック
    }、{ $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = 誰の枠か、1日何トラックかを書いてください：個人なら <code>/limit 123456789 3</code>（すべてのチャットでのその人の曲）、グループなら <code>/limit -1001234567890 5</code>（メンバーで共有）。<code>0</code> でトラックなし、<code>off</code> で枠を削除します。グループ内では <code>/limit 5</code> だけでそのグループを指します。代わりにテキストモデルが書く歌詞の1日の枠にするには <code>lyrics</code> を付けます：<code>/limit 123456789 5 lyrics</code>。
limit-bad-id = 「{ $value }」はチャット ID ではありません。個人の ID は <code>123456789</code> のような数字、グループの ID は <code>-1001234567890</code> のようにマイナスで始まります。
limit-bad-number = 「{ $value }」はトラック数ではありません。0〜{ $max } の整数を書くか、枠を削除するなら <code>off</code> と書いてください。
limit-negative = 枠をマイナスにはできません（{ $value }）。トラックなしなら <code>0</code>、枠を削除するなら <code>off</code> と書いてください。
limit-set = ✅ { $whose ->
        [group] グループ <code>{ $id }</code> は1日{ $tracks }{ $tracks ->
           *[other] トラック
        }まで開始でき、メンバーで共有します。
       *[user] <code>{ $id }</code> は、すべてのチャットで1日{ $tracks }{ $tracks ->
           *[other] トラック
        }まで開始できます。
    }本日の使用：{ $used }。
limit-set-none = ⛔ { $whose ->
        [group] グループ <code>{ $id }</code> では、現在誰もトラックを開始できません。
       *[user] <code>{ $id }</code> は現在トラックを開始できません。
    }曲は待機列で待ちます。<code>/limit { $id } off</code> で枠を削除します。
limit-off = ✅ <code>{ $id }</code> の枠を削除しました。{ $fallback ->
        [default] 再び USER_DAILY_LIMIT が適用されます：1日{ $default }。
        [chat] このチャット自身としてのリクエストには再び USER_DAILY_LIMIT が適用されます：1日{ $default }。メンバー全体での枠はありません。
       *[none] 組織の上限だけが適用されます。
    }
limit-off-none = <code>{ $id }</code> には独自の枠がありませんでした。変更はありません。
limits-header = 🎟 <b>組織のトラックの1日の利用枠</b>
limits-default = { $fallback ->
        [default] それ以外の全員（チャンネルや、チャット自身としてのリクエストも含む）：それぞれ1日{ $default }（USER_DAILY_LIMIT）。グループのメンバー全体の枠は、ここで設定したものだけです。
       *[none] それ以外の全員：独自の枠なし（USER_DAILY_LIMIT=0）、組織の上限のみ。
    }
limits-none = まだ枠は設定されていません。<code>/limit 123456789 3</code> で設定できます。
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] （グループ）
       *[user] {""}
    }：本日 { $used }/{ $tracks } 使用
quota-shares = <b>1日の利用枠</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = 本日の歌詞（テキストモデルの呼び出し）：{ $used }{ $limited ->
        [yes] /{ $limit }（残り{ $left }、ORG_TEXT_DAILY_LIMIT）
       *[no] （1日の上限なし：ORG_TEXT_DAILY_LIMIT=0）
    }；{ $own_limited ->
        [yes] 個人またはチャット自身としてのリクエストごとに1日{ $own }（USER_TEXT_DAILY_LIMIT）
       *[no] 個人ごとの上限なし（USER_TEXT_DAILY_LIMIT=0）
    }
quota-top-askers = <b>本日歌詞を多くリクエストした人</b>
quota-asker-line = { $rank }. { $name }（<code>{ $id }</code>）：{ $calls }
quota-askers-none = 本日書かれた歌詞はありません。
limit-lyrics-set = ✅ <code>{ $id }</code> は、すべてのチャットで1日{ $calls }{ $calls ->
       *[other] 回
    }テキストモデルを呼び出せます（歌詞の作成・書き直し）。本日の使用：{ $used }。
limit-lyrics-off = ✅ <code>{ $id }</code> の歌詞の枠を削除しました。{ $fallback ->
        [default] 再び USER_TEXT_DAILY_LIMIT が適用されます：1日{ $default }。
       *[none] 組織の上限だけが適用されます（USER_TEXT_DAILY_LIMIT=0）。
    }
limit-lyrics-off-none = <code>{ $id }</code> には独自の歌詞の枠がありませんでした。変更はありません。
report-tracks-bars = 開始したトラック
report-lyrics-bars = 書いた歌詞（テキストモデルの呼び出し）
