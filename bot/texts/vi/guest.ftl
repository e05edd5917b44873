## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Bài hát
guest-start-bot =
    🎵 Để tạo bài hát ở đây, trước tiên mình cần một cuộc trò chuyện riêng với bạn: hãy mở <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>, nhấn Bắt đầu, rồi nhắc đến mình ở đây lần nữa. Chưa tốn gì cả.
guest-access-refused =
    Xin lỗi, bot này chỉ tạo bài hát cho những người được quản trị viên cho phép. Không tốn gì cả.
guest-usage =
    🎵 Sau tên của mình, hãy viết bài hát nói về điều gì, ví dụ <code>@{ $bot } bài hát sinh nhật cho Minh</code>, hoặc lời có các dòng <code>[verse]</code> và <code>[chorus]</code>.
guest-lyrics-taken = 🎵 Đang nhận lời của bạn…
guest-if-stuck = <i>Nếu sau một phút tin nhắn này vẫn không đổi, nghĩa là đã có lỗi giữa chừng: hãy nhắc đến mình lần nữa.</i>
guest-elsewhere = 🎵 Bài hát của bạn từ cuộc trò chuyện khác: tin nhắn ở đó không sửa được nữa, nên mình gửi bài ở đây.
