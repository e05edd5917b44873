## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = Hoặc chọn thể loại và cảm xúc bên dưới: chúng sẽ được kết hợp, còn phong cách bạn gõ bằng <code>/style từ ngữ của bạn</code> sẽ thay thế chúng.
style-genre-pop = Pop
style-genre-rock = Rock
style-genre-ballad = Ballad
style-genre-hiphop = Hip-hop
style-genre-folk = Folk
style-genre-electronic = Điện tử
style-mood-upbeat = Sôi động
style-mood-calm = Êm ả
style-mood-sad = Buồn
style-mood-epic = Hào hùng
button-style-reset = ✖️ Mặc định
button-style-open = 🎨 Phong cách
button-style-back = ↩️ Quay lại
style-answer-set = 🎨 Đã chọn phong cách
style-answer-reset = Đã xóa phong cách: dịch vụ sẽ tự chọn
preview-style-chosen = 🎨 Phong cách (đã chọn): { $style }
preview-hint-styles = Chọn thể loại và cảm xúc cho bài này (phong cách của cuộc trò chuyện vẫn giữ nguyên). “🎵 Tạo bài hát” sẽ tốn một lượt (lượt còn lại hôm nay: { $left }).
