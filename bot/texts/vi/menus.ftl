## The command menu (setMyCommands): one short line per command

menu-start = Lời chào và cách dùng
menu-help = Cách nhận một bài hát
menu-lyrics = Tạo bài hát từ lời bên dưới lệnh
menu-song = Viết lời theo đề tài, rồi tạo bài hát
menu-gift = Tặng bài hát: vài câu hỏi, rồi đến lời
menu-style = Xem hoặc đặt phong cách bài hát ở đây
menu-duration = Xem hoặc đặt độ dài tối đa của bài
menu-status = Bài hát đã yêu cầu ở đây và tiến độ từng bài
menu-mytracks = Bài hát gần đây của bạn ở đây, để nhận lại
menu-cancel = Hủy các bài của bạn còn đang chờ
menu-lang = Chọn ngôn ngữ mình dùng để trả lời
menu-quota = Quản trị viên: lượt tạo, slot, hàng chờ và chi phí
menu-report = Quản trị viên: biểu đồ 30 ngày qua
menu-limit = Quản trị viên: hạn mức lượt tạo mỗi ngày cho người hoặc nhóm
menu-limits = Quản trị viên: các hạn mức và mức dùng hôm nay
menu-allow = Quản trị viên: cho phép cuộc trò chuyện yêu cầu bài hát
menu-deny = Quản trị viên: không cho cuộc trò chuyện yêu cầu bài hát
menu-access = Quản trị viên: ai được phép yêu cầu bài hát
menu-pause = Quản trị viên: tạm dừng gửi lên dịch vụ
menu-resume = Quản trị viên: tiếp tục gửi lên dịch vụ

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = Mình biến lời bài hát của bạn, hoặc một đề tài, thành bài hát có giọng hát. Hãy gửi lời kèm thẻ đoạn như [verse] và [chorus], hoặc /song kèm một đề tài, và bài hát sẽ được gửi về đây dưới dạng âm thanh. Thêm mình vào nhóm để cùng nhau tạo bài hát.
bot-short-description = Biến lời bài hát hoặc một đề tài thành bài hát có giọng hát.
