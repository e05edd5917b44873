## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 Tặng một bài hát
gift-ask-recipient =
    🎁 <b>Bài hát làm quà tặng.</b> Tặng cho ai? Hãy gửi tên người đó.
    { $in_group ->
        [yes] Hãy đáp bằng cách trả lời tin nhắn này.{"\u000A"}
       *[no] {""}
    }/cancel để dừng ở bất kỳ bước nào; không tốn gì cho đến khi bạn nhấn “🎵 Tạo bài hát”.
gift-ask-occasion =
    Bạn tặng { $name } nhân dịp gì? Ví dụ: chúc mừng sinh nhật, chúc mừng đám cưới, chúc may mắn ở công việc mới.
gift-ask-details =
    Kể cho mình vài điều về { $name }: người ấy thích gì, một kỷ niệm chung, một câu đùa chỉ hai người hiểu. Một tin nhắn là đủ.
gift-answer-words = Vui lòng trả lời bằng vài chữ.
gift-answer-too-long = Hơi dài rồi: tối đa { $limit } ký tự thôi nhé.
gift-cancelled = Đã hủy món quà. Không tốn gì cả.
# What the text model is asked for (as the topic of a /song).
gift-topic = một bài hát dành cho { $name } nhân dịp: { $occasion }. Về { $name }: { $details }. Hãy dùng tên { $name } trong lời và hát gửi đến người ấy.
gift-caption = 🎁 Gửi <b>{ $name }</b>, { $occasion }!
gift-share-button = 🎁 Gửi cho { $name }
gift-busy = Mình vẫn đang viết lời cho bạn trong cuộc trò chuyện này. Hãy gửi lại câu trả lời cuối này khi bản xem trước đã hiện ra: các câu trả lời khác cho món quà vẫn được giữ.
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 Hát thành: { $names }
preview-sung-typed = 🎤 Tên được hát đúng như đã gõ.
button-sung-fix = 🎤 Sửa cách hát tên
sung-ask = 🎤 <b>{ $name }</b> nên được hát thế nào? Hãy trả lời tin nhắn này bằng tên viết theo cách đọc, ví dụ <i>Mai-cơn</i>. Với tên khác, hãy viết <i>Tên = cách viết</i>.
sung-asked = Hãy trả lời câu hỏi của mình bằng cách viết tên.
sung-set = 🎤 Xong: bản xem trước ở trên giờ cho thấy cách hát tên. Cách viết này chỉ dùng khi hát; chú thích vẫn giữ tên như bạn đã gõ.
sung-words = Vui lòng trả lời bằng tên viết theo cách đọc, chỉ vài chữ cái (tối đa { $limit }).
sung-too-long = Với cách viết đó, lời sẽ vượt quá { $limit } ký tự mà dịch vụ nhạc nhận. Vui lòng gửi cách viết ngắn hơn.
sung-too-many = Một bài hát chỉ mang được cách viết riêng cho tối đa { $most } tên, nên mình giữ các tên như bản xem trước đang hiển thị. Để đổi một trong số đó, hãy trả lời bằng <i>Tên = cách viết</i>; tên được viết đúng như đã gõ sẽ lại được hát như đã gõ.
sung-not-shown = Mình không hiện được cách viết mới trong bản xem trước, nên các tên vẫn giữ như đang hiển thị. Vui lòng thử lại.
