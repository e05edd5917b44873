## Groups and supergroups

groups-hint =
    Để tạo bài hát ở đây, hãy viết <code>/lyrics@{ $bot }</code> với lời ở các dòng tiếp theo, hoặc trả lời một tin nhắn của mình bằng lời có thẻ <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.{ $topics ->
        [yes] {" "}Với <code>/song@{ $bot } đề tài</code>, mình sẽ viết lời trước.
       *[no] {""}
    }
groups-settings-refused = Trong nhóm, chỉ quản trị viên của nhóm mới đổi được phong cách và độ dài bài hát.
groups-welcome =
    Chào cả nhà! Mình biến lời bài hát thành bài hát có giọng hát. Hãy viết <code>/lyrics@{ $bot }</code> với lời ở các dòng tiếp theo, và bài hát sẽ được gửi lại đây dưới dạng trả lời.
    Với chế độ riêng tư của Telegram, mình chỉ thấy các lệnh và tin trả lời tin nhắn của mình; /help@{ $bot } có hướng dẫn chi tiết.
groups-welcome-closed = Bài hát tốn tiền của tổ chức, nên nhóm này cần được cho phép trước: hãy nhờ một quản trị viên của bot cho phép ID nhóm <code>{ $chat_id }</code>.
access-refused-group =
    Xin lỗi, nhóm này chưa được phép yêu cầu bài hát: quản trị viên của bot chưa cho phép.
    ID nhóm là <code>{ $chat_id }</code> và ID của bạn là <code>{ $user_id }</code>: hãy gửi chúng cho một quản trị viên của bot để xin quyền truy cập.
