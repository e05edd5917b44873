## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 Bản thu khác
take-title = { $title } (bản thu { $number })
take-question = 🔁 Thêm một bản thu của “{ $title }”: cùng lời và phong cách, hát lại thành bản thu { $number }. Việc này tốn một lượt.
    { $mine ->
        [0] Hôm nay bạn đã hết lượt, nên bản thu sẽ chờ trong hàng chờ cho đến khi bạn có lượt trở lại
        [one] Hôm nay bạn còn { $mine } lượt
       *[other] Hôm nay bạn còn { $mine } lượt
    }; lượt chung của mọi người còn { $everyone ->
        [one] { $everyone }
       *[other] { $everyone }
    }.
button-take-go = ✅ Tạo bản thu { $number }
button-take-no = ✖️ Thôi, cảm ơn
take-footer-declined = 🗑 Không tạo bản thu mới. Không tốn lượt nào.
take-footer-expired = ⌛ Câu hỏi này đã hết hạn sau một ngày không có trả lời. Không tốn lượt nào; hãy nhấn 🔁 Bản thu khác dưới bài hát để hỏi lại.
take-answer-asked = Hãy trả lời câu hỏi bên dưới bài hát.
take-answer-already = Mình đã hỏi về một bản thu khác của bài này rồi: hãy trả lời câu hỏi đó.
take-answer-no-words = Lời của bài hát này không còn được lưu, nên không thể hát lại.
take-answer-not-shown = Mình không hiện được câu hỏi, nên sẽ không hát gì và không tốn lượt nào. Vui lòng thử lại.
take-answer-declined = Không tạo bản thu mới; không tốn lượt nào.
take-answer-expired = Câu hỏi này đã hết hạn; hãy nhấn lại 🔁 Bản thu khác dưới bài hát.

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
        [up] 👍 Đã ghi nhận. Cảm ơn bạn!
       *[down] 👎 Đã ghi nhận. Cảm ơn bạn đã góp ý!
    }
vote-answer-changed = { $vote ->
        [up] Đã đổi thành 👍.
       *[down] Đã đổi thành 👎.
    }
vote-answer-same = { $vote ->
        [up] Bạn đã bấm 👍 rồi.
       *[down] Bạn đã bấm 👎 rồi.
    }
styles-report-header = 🎚 Phong cách của các bài hát tạo trong { $days } ngày qua: bao nhiêu bài, bao nhiêu bài có nhiều 👍 hơn 👎, và bao nhiêu bài ngược lại.
styles-report-line = { $name }: { $made } { $made ->
        [one] bài
       *[other] bài
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ “{ $style }”
styles-report-none = ∅ Không có phong cách (dịch vụ tự chọn)
styles-report-more = …và { $count } { $count ->
        [one] phong cách
       *[other] phong cách
    } khác
