## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Hiện có nhiều tệp đang được tạo. Vui lòng nhấn lại nút sau vài phút.
files-line-full-after-stop = ⏳ Mình bị khởi động lại trước khi tệp của bạn xong, và hiện có nhiều tệp đang được tạo. Vui lòng nhấn lại nút sau vài phút.
files-no-room = Xin lỗi, ổ đĩa của bot hiện không còn chỗ cho tệp này: bài hát mới được ưu tiên. Vui lòng thử lại nút này sau.
