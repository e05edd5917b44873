## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 再唱一版
take-title = { $title }（第 { $number } 版）
take-question = 🔁 “{ $title }”再唱一版：同样的歌词和风格，重新演唱为第 { $number } 版。这会消耗 1 次。
    { $mine ->
        [0] 你今天已没有剩余次数，所以它会在队列中等待，直到你再有次数为止。
       *[other] 你今天还剩 { $mine } 次，
    }{ $everyone ->
       *[other] 全体还剩 { $everyone } 次。
    }
button-take-go = ✅ 生成第 { $number } 版
button-take-no = ✖️ 不用了，谢谢
take-footer-declined = 🗑 不再唱新的一版。未消耗次数。
take-footer-expired = ⌛ 这个问题一天内无人回答，已失效。未消耗次数；如需再问，请点击歌曲下方的“🔁 再唱一版”。
take-answer-asked = 请回答歌曲下方的问题。
take-answer-already = 我已经问过要不要为这首歌再唱一版了：请回答那个问题。
take-answer-no-words = 这首歌的歌词已不再保存，所以无法重新演唱。
take-answer-not-shown = 无法显示这个问题，所以不会演唱任何内容，也未消耗次数。请再试一次。
take-answer-declined = 不再唱新的一版；未消耗次数。
take-answer-expired = 这个问题已失效；请再次点击歌曲下方的“🔁 再唱一版”。

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
        [up] 👍 已记录，谢谢！
       *[down] 👎 已记录，谢谢你的反馈！
    }
vote-answer-changed = { $vote ->
        [up] 已改为 👍。
       *[down] 已改为 👎。
    }
vote-answer-same = { $vote ->
        [up] 你已经点过 👍 了。
       *[down] 你已经点过 👎 了。
    }
styles-report-header = 🎚 最近 { $days } 天所做歌曲的风格：歌曲数量、👍 多于 👎 的数量，以及反过来的数量。
styles-report-line = { $name }：{ $made ->
       *[other] { $made } 首
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ “{ $style }”
styles-report-none = ∅ 未设风格（由服务选择）
styles-report-more = …还有 { $count ->
       *[other] { $count } 种风格
    }
