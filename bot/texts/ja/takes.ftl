## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 別テイク
take-title = { $title }（テイク{ $number }）
take-question = 🔁 「{ $title }」の別テイク：同じ歌詞とスタイルで、テイク{ $number }としてもう一度歌います。トラックを1つ使います。
    { $mine ->
        [0] 本日のあなたのトラックは残っていないため、作る場合は、また使えるようになるまで待機列で待ちます。
       *[other] 本日のあなたの残りは{ $mine }トラック、
    }{ $everyone ->
       *[other] 全体の残りは{ $everyone }トラックです。
    }
button-take-go = ✅ テイク{ $number }を作る
button-take-no = ✖️ やめておく
take-footer-declined = 🗑 新しいテイクは作りません。トラックは使われていません。
take-footer-expired = ⌛ 1日回答がなかったため、この質問は期限切れになりました。トラックは使われていません。もう一度頼むには、曲の下の「🔁 別テイク」を押してください。
take-answer-asked = 曲の下の質問に答えてください。
take-answer-already = この曲の別テイクについてはすでに質問しています。そちらに答えてください。
take-answer-no-words = この曲の歌詞はもう保存されていないため、もう一度歌うことはできません。
take-answer-not-shown = 質問を表示できなかったため、何も歌われず、トラックも使われていません。もう一度お試しください。
take-answer-declined = 新しいテイクは作りません。トラックは使われていません。
take-answer-expired = この質問は期限切れです。曲の下の「🔁 別テイク」をもう一度押してください。

## Likes that teach the admins: 👍 / 👎 under a song (bot/ui/votes.py), and /report's styles

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 受け付けました。ありがとうございます！
       *[down] 👎 受け付けました。ご意見ありがとうございます！
    }
vote-answer-changed = { $vote ->
        [up] 👍 に変更しました。
       *[down] 👎 に変更しました。
    }
vote-answer-same = { $vote ->
        [up] すでに 👍 を付けています。
       *[down] すでに 👎 を付けています。
    }
styles-report-header = 🎚 過去{ $days }日間に作られた曲のスタイル：曲数、👍 が 👎 より多かった曲数、その逆の曲数。
styles-report-line = { $name }：{ $made ->
       *[other] { $made }曲
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ 「{ $style }」
styles-report-none = ∅ スタイルなし（サービスが選択）
styles-report-more = …ほか{ $count ->
       *[other] { $count }スタイル
    }
