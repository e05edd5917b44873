## /song: lyrics written by the text model on a topic

song-usage =
    Hãy cho mình biết bài hát nói về điều gì, ví dụ:
    <code>/song một ngày Chủ nhật mưa ở Đà Lạt</code>
    Mình sẽ viết lời và cho bạn xem trước, chưa tốn lượt nào.
song-disabled = Bot này chưa được thiết lập để viết lời theo đề tài. Hãy gửi lời của chính bạn: /help có hướng dẫn.
song-busy = Mình vẫn đang viết lời cho bạn trong cuộc trò chuyện này; bản xem trước sẽ hiện ở đây trước. Hãy gửi lại đề tài này sau khi bản xem trước đã hiện.
song-busy-here = ✋ Lời này chưa được viết: cùng lúc đó mình đang viết lời khác cho bạn ở đây. Vui lòng gửi lại đề tài.
song-topic-too-long = Đề tài đó có { $length } ký tự; tối đa là { $limit }. Hãy viết ngắn hơn, hoặc gửi lời hoàn chỉnh có thẻ đoạn.
song-writing = ✍️ Đang viết lời về “{ $topic }”…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ Mô hình ngôn ngữ đã từ chối khóa của bot, nên hiện mình không viết lời được. Không tốn lượt nào. Vui lòng báo cho quản trị viên của bot; trong lúc chờ, bạn có thể gửi lời của chính bạn.
song-error-budget = ❌ Ngân sách của bot cho mô hình ngôn ngữ đã hết, nên hiện mình không viết lời được. Không tốn lượt nào. Bạn vẫn có thể gửi lời của chính bạn kèm thẻ đoạn.
song-error-timeout = ⌛ Mô hình ngôn ngữ trả lời quá lâu. Không tốn lượt nào; vui lòng thử lại sau một phút.
song-error-unavailable = ❌ Mô hình ngôn ngữ hiện không khả dụng. Không tốn lượt nào; vui lòng thử lại sau.
song-error-no-lyrics = 🤔 Mô hình ngôn ngữ không trả về lời mà mình dùng được. Không tốn lượt nào; hãy thử diễn đạt đề tài theo cách khác.

## The preview of a draft

untagged-offer = Có vẻ đây là lời bài hát chưa có thẻ đoạn. Mình sẽ hát như thế này:
preview-title = 📝 <b>{ $title }</b>
preview-topic = Đề tài: { $topic }
preview-shortened = … và thêm { $more } { $more ->
        [one] ký tự
       *[other] ký tự
    } không hiển thị ở đây, tất cả đều sẽ được hát. Lời kết thúc bằng:
preview-style-chat = 🎨 Phong cách (của cuộc trò chuyện): { $style }
preview-style-model = 🎨 Phong cách (gợi ý): { $style }
preview-style-none = 🎨 Phong cách: do dịch vụ nhạc chọn
preview-duration = ⏱ Tối đa { $seconds } giây
preview-hint = “🎵 Tạo bài hát” sẽ tốn một lượt (lượt còn lại hôm nay: { $left }). Để sửa lời, hãy trả lời tin nhắn này bằng lời bạn đã sửa.
draft-footer-sent = ✅ Đã duyệt: bài hát đang được thực hiện.
draft-footer-cancelled = 🗑 Đã hủy. Không tốn lượt nào.
draft-footer-writing = ✍️ Đang viết lời mới…

## The preview's buttons and their answers

button-draft-go = 🎵 Tạo bài hát
button-draft-again = 🔄 Viết lại
button-draft-drop = ✖️ Hủy
button-untagged-lyrics = 🎵 Dùng làm lời
button-untagged-topic = ✍️ Dùng làm đề tài
draft-answer-sent = Đang thực hiện!
draft-answer-writing = Đang viết lời mới…
draft-answer-cancelled = Đã hủy; không tốn lượt nào.
draft-answer-busy = Mình vẫn đang viết lời này; chờ chút nhé.

## A reply to the preview

draft-replaced = ✅ Đã thay lời: bản xem trước ở trên giờ hiển thị lời mới. Khi bạn ưng ý, hãy nhấn “🎵 Tạo bài hát” ở đó.
draft-reply-gone = Bản xem trước đó không còn mở. Hãy bắt đầu lại bằng /song.
draft-reply-not-yours = Chỉ người đã yêu cầu bài hát này mới sửa được lời.
draft-reply-busy = Mình vẫn đang viết lời mới cho bản xem trước này; hãy gửi lời của bạn khi lời mới đã hiện.
draft-reply-hint = Để thay lời, hãy trả lời bản xem trước bằng toàn bộ lời mới, dài vài dòng.

## /lang

lang-name = Tiếng Việt
lang-current = Ngôn ngữ: { $name }. Để đổi, hãy nhấn một nút bên dưới, hoặc viết <code>/lang auto</code> để theo ngôn ngữ Telegram của bạn.
lang-set = Xong: mình sẽ nói chuyện với bạn bằng tiếng Việt.
lang-auto = Xong: mình sẽ theo ngôn ngữ Telegram của bạn ({ $name }).
lang-unknown = Mình không biết ngôn ngữ đó. Hãy viết <code>/lang</code> rồi nhấn một nút để chọn, hoặc <code>/lang auto</code> để theo ngôn ngữ Telegram của bạn.

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ Lời của bạn có { $length } ký tự, nhưng dịch vụ nhạc chỉ nhận tối đa { $limit }. Dưới đây là phần nằm trong giới hạn ({ $kept } ký tự), được cắt ngay trước một đoạn. Chưa có gì được gửi đi cho đến khi bạn nhấn “🎵 Hát bản rút gọn”.
preview-hint-cut = “🎵 Hát bản rút gọn” sẽ tốn một lượt (lượt còn lại hôm nay: { $left }). Để hát lời khác, hãy trả lời tin nhắn này bằng lời dài tối đa { $limit } ký tự.
button-cut-go = 🎵 Hát bản rút gọn
draft-footer-expired = ⌛ Bản xem trước này đã hết hạn sau một ngày không có trả lời. Không tốn lượt nào; hãy gửi lại lời hoặc /song.
draft-answer-expired = Bản xem trước này đã hết hạn; hãy gửi lại lời hoặc /song.
preview-failed = ❌ Mình không hiện được bản xem trước, nên sẽ không hát gì từ đó. Không tốn lượt nào; vui lòng thử lại.
draft-replaced-cut = ✂️ Lời của bạn có { $length } ký tự, nhưng dịch vụ nhạc chỉ nhận tối đa { $limit }. Bản xem trước ở trên giờ hiển thị phần nằm trong giới hạn ({ $kept } ký tự), được cắt ngay trước một đoạn: hãy nhấn “🎵 Hát bản rút gọn” ở đó để hát.

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ Hôm nay bạn đã dùng hết số lời mình được phép viết cho bạn ({ $limit }). Mình có thể viết tiếp từ { $until }. Lời hoàn chỉnh vẫn được nhận: hãy gửi lời của chính bạn, có hoặc không có thẻ đoạn, hoặc dùng /lyrics.
text-refused-org = ✋ Hôm nay bot đã viết hết số lời được phép ({ $limit } cho tất cả mọi người). Mình có thể viết tiếp từ { $until }. Lời hoàn chỉnh vẫn được nhận: hãy gửi lời của chính bạn, có hoặc không có thẻ đoạn, hoặc dùng /lyrics.
text-refused-paused = ⏸ Việc tạo bài hát đang tạm dừng, nên mình không viết lời được. Lời hoàn chỉnh vẫn được nhận: chúng sẽ chờ trong hàng chờ và bắt đầu khi việc tạo bài chạy lại.
text-refused-denied = 🚫 Cuộc trò chuyện này hiện không được phép yêu cầu viết lời, nên chưa có lời nào được viết. Hãy xin quyền truy cập từ một quản trị viên của bot.
text-answer-own = Bạn đã dùng hết { $limit } lần viết lời hôm nay; mình có thể viết tiếp từ { $until }. Lời hoàn chỉnh của chính bạn vẫn được nhận.
text-answer-org = Hôm nay bot đã dùng hết { $limit } lần viết lời được phép; viết tiếp từ { $until }. Lời hoàn chỉnh của chính bạn vẫn được nhận.
text-answer-paused = Việc tạo bài hát đang tạm dừng, nên mình không viết lời được. Lời hoàn chỉnh của chính bạn vẫn được nhận.
text-answer-denied = Cuộc trò chuyện này hiện không được phép yêu cầu viết lời; chưa có gì được viết.
draft-footer-rewrite-stopped = ⚠️ Mình bị khởi động lại trong lúc viết lời mới, nên đây vẫn là lời cũ của bạn. Nhấn 🔄 Viết lại để thử lại.
song-error-too-slow = ⌛ Mô hình ngôn ngữ vẫn đang viết khi hết thời gian, và những gì nó viết được chưa thành một bài hát, nên mình đã dừng lại. Không tốn lượt nào; bạn có thể yêu cầu lại ngay.
song-error-too-long = 📜 Câu trả lời của mô hình ngôn ngữ dài vượt xa một bài hát, nên mình đã ngừng đọc. Không tốn lượt nào; bạn có thể yêu cầu lại ngay.
