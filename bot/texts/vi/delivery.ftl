## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ “{ $title }” đã được tạo và tính phí ({ $price } BYN), nhưng sau nhiều lần thử mình vẫn không gửi được vào cuộc trò chuyện này. Vui lòng báo cho quản trị viên của bot.
delivery-file-gone = ❌ “{ $title }” đã được tạo và tính phí ({ $price } BYN), nhưng dịch vụ nhạc không còn tệp của bài: dịch vụ liên tục trả lời rằng tệp không tồn tại, nên mình không tải về được. Vui lòng báo cho quản trị viên của bot.
delivery-file-incomplete = ❌ “{ $title }” đã được tạo và tính phí ({ $price } BYN), nhưng tệp dịch vụ nhạc đưa ra bị thiếu: chỉ có { $got } trên { $length }. Mình đã tải { $tries } lần mà chưa lần nào được tệp đầy đủ, nên mình không gửi một bài hát bị lỗi. Vui lòng báo cho quản trị viên của bot.
delivery-file-unreadable = ❌ “{ $title }” đã được tạo và tính phí ({ $price } BYN), nhưng tệp dịch vụ nhạc đưa ra bị hỏng: mình đã tải { $tries } lần mà không đọc được. Vui lòng báo cho quản trị viên của bot.
mytracks-header = { $count ->
        [1] 🎵 Bài hát của bạn trong cuộc trò chuyện này. Nhấn vào để nhận lại:
       *[other] 🎵 { $count } bài hát gần nhất của bạn trong cuộc trò chuyện này. Nhấn vào một bài để nhận lại:
    }
mytracks-empty = Bạn chưa có bài hát nào được gửi trong cuộc trò chuyện này. Hãy gửi lời để tạo một bài.
mytracks-button = { $title } · { $length }
track-sending = Đang gửi lại…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 Lời
lyrics-header = 📝 Lời của “{ $title }”:
song-words-none = Bài hát này không có lời để hiển thị.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>, chủ đề của bạn đã bị đóng hoặc xóa, nên mình gửi vào đây:
topic-gone-chat = { $name }, chủ đề của bạn đã bị đóng hoặc xóa, nên mình gửi vào đây:
topic-closed-private = ℹ️ Nhóm nơi bạn yêu cầu đã đóng với mình, cả chủ đề Chung cũng vậy, nên mình gửi vào đây:
topic-closed-admins = ℹ️ Không gửi được tin nhắn cho <a href="tg://user?id={ $id }">{ $name }</a> trong cuộc trò chuyện { $chat }: chủ đề của họ và chủ đề Chung đều đã đóng, và mình không nhắn riêng cho họ được. Tin nhắn đây:
song-waits-admins = ℹ️ Bài hát “{ $title }” cho <a href="tg://user?id={ $id }">{ $name }</a>, được yêu cầu trong cuộc trò chuyện <code>{ $chat }</code>, đang chờ: chủ đề nơi bài được yêu cầu và chủ đề Chung ở đó đều đã đóng, còn người này chưa bắt đầu trò chuyện với mình, nên mình không gửi riêng cho họ được. Bài sẽ được gửi cho họ ngay khi họ nhắn cho mình.
song-waits-admins-chat = ℹ️ Bài hát “{ $title }” cho { $name }, được yêu cầu trong cuộc trò chuyện <code>{ $chat }</code>, đang chờ: chủ đề nơi bài được yêu cầu và chủ đề Chung ở đó đều đã đóng. Bài sẽ được gửi ngay khi một trong hai chủ đề được mở lại.
topic-closed-admins-chat = ℹ️ Không gửi được tin nhắn cho { $name } trong cuộc trò chuyện { $chat }: chủ đề của họ và chủ đề Chung đều đã đóng. Tin nhắn đây:
