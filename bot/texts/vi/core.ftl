## Greeting and help

start =
    Chào{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {" "}bạn
    }! Mình biến lời thành một bài hát có giọng hát. 🎤

    Hãy gửi lời kèm thẻ đoạn, mỗi thẻ trên một dòng riêng:
    <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.
    Hoặc viết <code>/lyrics</code> rồi đặt lời ở các dòng tiếp theo.
    Chưa có lời? Viết <code>/song</code> kèm một đề tài: mình sẽ viết lời và cho bạn xem trước.

    /style chỉnh âm hưởng (nhạc cụ, cảm xúc, giọng hát), /duration chỉnh độ dài,
    /status cho biết bài của bạn đang đến đâu. /help có hướng dẫn chi tiết.

help =
    <b>Cách nhận một bài hát</b>
    Gửi lời kèm thẻ đoạn, mỗi thẻ trên một dòng riêng, ví dụ:
    <code>[verse]
    Nắng mai bên khung cửa sổ
    {"["}chorus]
    Hát vang lên, hát ngay bây giờ</code>
    hoặc viết <code>/lyrics</code> rồi đặt lời ở các dòng tiếp theo.

    <b>Lệnh</b>
    /lyrics — tạo bài hát từ lời bên dưới lệnh
    /song — mình viết lời cho bạn theo một đề tài (<code>/song một ngày Chủ nhật mưa</code>), cho bạn xem trước, chưa tốn lượt nào
    /style — xem hoặc đặt phong cách (<code>/style synth pop mơ màng, giọng nữ</code>; <code>/style reset</code>), hoặc chọn thể loại và cảm xúc bằng các nút
    /duration — xem hoặc đặt độ dài tối đa của bài, 10–300 giây
    /status — các yêu cầu của bạn ở đây và tiến độ của từng yêu cầu
    /cancel — hủy các yêu cầu còn đang chờ trong hàng chờ
    /lang — chọn ngôn ngữ mình dùng để trả lời

    Mỗi lần mình tạo một hoặc hai bài, mỗi bài mất vài phút; mình sẽ báo bạn tiến độ.
    📤 Để chia sẻ bài bạn đã tạo vào bất kỳ cuộc trò chuyện nào, hãy gõ <code>@{ $bot }</code> vào ô nhập tin nhắn ở đó rồi chọn bài: không tốn lượt mới.

help-group =
    <b>Bài hát trong nhóm này</b>
    Dùng <code>/lyrics</code> với lời ở các dòng tiếp theo, hoặc trả lời một tin nhắn của mình bằng lời có thẻ đoạn.
    <code>/song</code> kèm một đề tài: mình viết lời và cho xem trước, chưa tốn lượt nào.
    /style và /duration áp dụng cho cả nhóm; /status cho xem các yêu cầu của nhóm.
    📤 Để chia sẻ bài bạn đã tạo, hãy gõ <code>@{ $bot }</code> vào ô nhập tin nhắn của bất kỳ cuộc trò chuyện nào rồi chọn bài.

    Mình chỉ thấy các lệnh và tin trả lời tin nhắn của mình (chế độ riêng tư của Telegram), nên các tin nhắn khác vẫn riêng tư.

## Asking for songs

lyrics-usage =
    Đặt lời ở các dòng sau <code>/lyrics</code>, ví dụ:
    <code>/lyrics
    {"["}verse]
    Nắng mai bên khung cửa sổ
    {"["}chorus]
    Hát vang lên, hát ngay bây giờ</code>
lyrics-empty = Lời này trống: không có chữ nào để hát. Hãy gửi lời kèm các dòng <code>[verse]</code> hoặc <code>[chorus]</code>.
lyrics-no_words = Mình thấy có thẻ đoạn nhưng không có chữ nào để hát. Hãy đặt lời bên dưới các thẻ.
lyrics-trimmed = Lời của bạn có { $length } ký tự; dịch vụ chỉ nhận tối đa { $limit }, nên mình giữ lại các đoạn nằm trong giới hạn.
access-refused =
    Xin lỗi, bot này chỉ tạo bài hát cho những người được quản trị viên cho phép.
    ID của bạn là <code>{ $user_id }</code>: hãy gửi nó cho một quản trị viên của bot để xin quyền truy cập.
untagged-hint =
    Để tạo bài hát, hãy gửi lời kèm thẻ đoạn trên các dòng riêng (<code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>), hoặc viết <code>/lyrics</code> với lời ở bên dưới. /help có ví dụ.
not-text = Mình chỉ làm việc được với văn bản: hãy gửi lời bài hát, hoặc /help để xem cách làm.
unknown-command = Mình không biết lệnh này. /help liệt kê những gì mình làm được.
error-generic = Có lỗi ở phía mình. Những gì bạn gửi không bị mất; vui lòng thử lại sau giây lát.
error-storage = Hiện mình không lưu được gì (bộ nhớ lưu trữ đã đầy hoặc gặp lỗi). Những gì bạn gửi trước đó không bị mất; vui lòng thử lại sau vài phút.
error-service = Dịch vụ nhạc hiện không phản hồi như bình thường. Chỉ bài hát hoàn thành mới bị tính phí; vui lòng thử lại sau vài phút.

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ Đã nhận! Bài của bạn đang trong hàng chờ: vị trí { $place }, xong trong khoảng { $minutes } phút.
    Số lượt tổ chức còn lại hôm nay: { $left }.
place-exact = { $place }
place-far = { $step }+
waiting-far =
    ⏳ Đã nhận! Bài của bạn đang trong hàng chờ: vị trí { $place }.
    Bài sẽ tiến lên khi các bài phía trước được tạo xong; vị trí và thời gian chính xác sẽ hiện ở đây khi bài lọt vào { $exact } vị trí đầu.
waiting-busy = ⏳ Dịch vụ nhạc đang bận. Bài của bạn vẫn giữ vị trí ({ $place }) và sẽ tự bắt đầu khi dịch vụ rảnh.
waiting-unavailable = ⏳ Dịch vụ nhạc tạm thời không khả dụng. Bài của bạn vẫn giữ vị trí ({ $place }) và sẽ tự bắt đầu khi dịch vụ hoạt động lại.
waiting-wallet = ⏳ Số dư dành cho bài hát của tổ chức đã hết, nên các bài đang được giữ lại. Bài của bạn vẫn giữ vị trí ({ $place }) và sẽ bắt đầu ngay khi số dư được nạp thêm; quản trị viên đã được báo.
waiting-key = ⏳ Bot tạm thời ngừng hoạt động (quyền truy cập dịch vụ nhạc của bot bị từ chối). Bài của bạn vẫn giữ vị trí ({ $place }); quản trị viên đã được báo.
waiting-address = ⏳ Bot đang được cấu hình sai địa chỉ dịch vụ nhạc, nên các bài mới đang được giữ lại. Bài của bạn vẫn giữ vị trí ({ $place }); quản trị viên đã được báo.
waiting-user-limit = ⏳ Bạn đã dùng hết hạn mức hôm nay. Bài này vẫn giữ vị trí ({ $place }) và sẽ bắt đầu khi sang ngày tính lượt mới, lúc { $starts }.
waiting-chat-limit = ⏳ Nhóm này đã dùng hết hạn mức hôm nay. Bài của bạn vẫn giữ vị trí ({ $place }) và sẽ bắt đầu khi sang ngày tính lượt mới, lúc { $starts }.
share-left = { $whose ->
        [group] 👥 Hạn mức của nhóm này
       *[own] 🎟 Hạn mức của bạn
    }: hôm nay còn { $left } trên { $tracks }.
waiting-admin = ⏳ Quản trị viên đã tạm dừng bài mới một thời gian. Bài của bạn vẫn giữ vị trí ({ $place }) và sẽ bắt đầu khi họ cho chạy lại.
waiting-token = ⏳ Bot hiện không kết nối được đúng cách với Telegram, nên các bài mới đang được giữ lại. Bài của bạn vẫn giữ vị trí ({ $place }); quản trị viên đã được báo.
waiting-telegram = ⏳ Telegram hiện không phản hồi bot, nên các bài mới đang được giữ lại (không gửi đi được). Bài của bạn vẫn giữ vị trí ({ $place }) và sẽ tự bắt đầu khi Telegram hoạt động lại.
waiting-disk = ⏳ Bot đã hết chỗ lưu bài mới, nên các bài mới đang được giữ lại. Bài của bạn vẫn giữ vị trí ({ $place }) và sẽ tự bắt đầu khi có chỗ; quản trị viên đã được báo.
waiting-tomorrow = ⏳ Lượt tạo hôm nay đã dùng hết. Bài của bạn vẫn giữ vị trí ({ $place }) và sẽ bắt đầu khi sang ngày tính lượt mới, lúc { $starts }.
progress-submitting = 📤 Đang gửi bài của bạn đến dịch vụ nhạc…
progress-queued = 🎼 Bài của bạn đang xếp hàng ở dịch vụ nhạc. ({ $elapsed })
progress-running = 🎙 Bài của bạn đang được tạo; việc này mất vài phút. ({ $elapsed })
progress-sending = 📦 Bài của bạn đã xong; đang chuẩn bị tệp…
progress-not-known = ❔ Dịch vụ nhạc nói không biết “{ $title }”. Có thể bài vẫn đang được tạo, nên mình sẽ tiếp tục kiểm tra trong { $hours } giờ kể từ lúc gửi: nếu bài xuất hiện, nó sẽ được gửi đến đây. Chỉ bài hát hoàn thành mới bị tính phí.

## How a request ended without a song

outcome-failed = ❌ Tạo “{ $title }” thất bại ở dịch vụ nhạc. Lượt tạo thất bại không bị tính phí. Hãy gửi lại lời để thử thêm lần nữa.
outcome-lost = ❌ Một ngày sau khi mình gửi, dịch vụ nhạc vẫn nói không biết “{ $title }”, nên mình đã ngừng chờ. Dịch vụ chưa bao giờ báo bài đã xong, và chỉ bài hát hoàn thành mới bị tính phí. Hãy gửi lại lời để thử thêm lần nữa.
outcome-expired = ⌛ “{ $title }” đang mất hơn { $minutes } phút. Mình vẫn đang chờ: nếu dịch vụ nhạc tạo xong, mình sẽ gửi đến đây, dù muộn đến đâu, còn nếu không, mình sẽ báo bạn. Chỉ bài hát hoàn thành mới bị tính phí.
outcome-never-finished = ⌛ { $hours } giờ sau khi mình gửi, dịch vụ nhạc vẫn chưa tạo xong “{ $title }”, nên mình đã ngừng chờ. Dịch vụ chưa bao giờ báo bài đã xong, và chỉ bài hát hoàn thành mới bị tính phí. Hãy gửi lại lời để thử thêm lần nữa.
outcome-rejected = 🚫 Dịch vụ nhạc đã từ chối “{ $title }”: { $reason }. Vui lòng sửa lời hoặc cài đặt rồi gửi lại.
outcome-unknown = ❓ Mình đã gửi “{ $title }” đến dịch vụ nhạc nhưng không nhận được phản hồi, nên không biết bài đã được nhận hay chưa. Mình sẽ không tự gửi lại, để bạn không bao giờ bị tính phí hai lần. Nhấn “Thử lại” để gửi thêm lần nữa.
outcome-cancelled = 🗑 Đã hủy “{ $title }”.
outcome-chat-gone = 🚫 Đã hủy “{ $title }”: mình không gửi được bài hát vào cuộc trò chuyện riêng giữa bạn và mình (bạn đã chặn mình, hoặc chưa nhấn Bắt đầu ở đó). Không bị tính phí gì. Hãy bắt đầu trò chuyện với mình, rồi yêu cầu lại.
outcome-denied = 🚫 Đã hủy “{ $title }”: cuộc trò chuyện này không còn được phép yêu cầu bài hát. Không bị tính phí gì.

## Buttons and their answers

button-retry = 🔁 Thử lại
button-lossless = 💿 Bản gốc lossless
button-stale = Nút này không còn hoạt động.
button-not-yours = Nút này thuộc về người đã yêu cầu bài hát.
retry-queued = Đã đưa trở lại hàng chờ.
lossless-preparing = Đang chuẩn bị tệp lossless…
lossless-failed = Xin lỗi, hiện mình chưa gửi được tệp lossless. Vui lòng thử lại nút này sau.
lossless-too-large = Tệp lossless lớn hơn mức { $limit } MB mà bot được phép tải lên, kể cả ở dạng FLAC, nên không gửi được ở đây.

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] Phong cách: { $style }
       *[no] Phong cách: mặc định
    }
    Độ dài: { $length } · Giá: { $price } BYN{ $in_group ->
        [yes] {"\u000A"}Người yêu cầu: { $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = Chưa có bài hát nào được yêu cầu trong cuộc trò chuyện này. Hãy gửi lời để bắt đầu.
status-header = <b>Bài hát trong cuộc trò chuyện này</b>
status-line = #{ $id } “{ $title }” — { $state ->
        [draft] 📝 đã hiện lời, chờ bạn đồng ý
        [waiting] ⏳ trong hàng chờ, vị trí { $place }
        [submitting] 📤 đang gửi đến dịch vụ
        [queued] 🎼 đang xếp hàng ở dịch vụ
        [running] 🎙 đang được tạo
        [completed] 📦 đang được gửi về
        [delivered] ✅ đã gửi
        [failed] ❌ thất bại (không tính phí)
        [expired] ⌛ lâu hơn dự kiến, vẫn đang chờ
        [rejected] 🚫 bị dịch vụ từ chối
        [unknown] ❓ dịch vụ không phản hồi
        [cancelled] 🗑 đã hủy
       *[other] { $state }
    }
cancel-done = { $count ->
        [one] Đã hủy { $count } bài đang chờ.
       *[other] Đã hủy { $count } bài đang chờ.
    }
cancel-nothing = Bạn không có bài nào trong hàng chờ ở đây. Bài đã ở dịch vụ nhạc thì không hủy được.

## /style and /duration

style-current = Phong cách trong cuộc trò chuyện này: <i>{ $style }</i>
style-none = Cuộc trò chuyện này chưa đặt phong cách: dịch vụ sẽ tự chọn. Đặt phong cách bằng <code>/style synth pop mơ màng, giọng nữ</code>.
style-set = Đã đặt phong cách: <i>{ $style }</i>
style-reset = Đã xóa phong cách: từ giờ dịch vụ sẽ tự chọn.
style-too-long = Phong cách đó có { $length } ký tự; tối đa là { $limit }. Phong cách trước vẫn được giữ.
duration-current = Bài hát ở đây dài tối đa { $seconds } giây. Đổi bằng <code>/duration 90</code> (10–300).
duration-set = Từ giờ bài hát ở đây sẽ dài tối đa { $seconds } giây.
duration-invalid = Độ dài phải là một số nguyên giây từ { $low } đến { $high }, ví dụ <code>/duration 90</code>.

## Alerts to the bot's admins

alert-wallet = ⚠️ Dịch vụ nhạc báo ví của tổ chức đã hết tiền (402). Bài mới đang được giữ lại và chờ trong hàng chờ; hãy nạp tiền trong bảng điều khiển. Mình sẽ tự tiếp tục khi dịch vụ nhận một bài; sau khi nạp tiền, /resume giúp mình thử lại ngay.
alert-wallet-over = ✅ Ví đã hoạt động lại: bài hát lại đang được tạo.
alert-key = ⚠️ Dịch vụ nhạc đã từ chối khóa API của bot (401). Bài mới đang được giữ lại; hãy kiểm tra API_KEY trong cấu hình của bot.
alert-key-over = ✅ Khóa API đã được chấp nhận lại: bài hát lại đang được tạo.
alert-address = ⚠️ Địa chỉ dịch vụ nhạc đã trả về 404 cho một bài mới: không có dịch vụ nhạc nào tại MUSIC_API_URL (địa chỉ phải kết thúc bằng /api/v1/music). Bài mới đang được giữ lại và không bị tính phí gì; hãy sửa MUSIC_API_URL rồi khởi động lại bot.
alert-address-over = ✅ Địa chỉ dịch vụ nhạc đã nhận bài trở lại: bài hát lại đang được tạo.
alert-token = ⚠️ Telegram đã từ chối token của bot (401). Trong lúc đó, không bài mới nào được bắt đầu; các bài đã trả tiền vẫn được giữ.
alert-token-over = ✅ Telegram đã chấp nhận lại token của bot. Bài mới lại được bắt đầu, và các bài tạo trong lúc đó đang được gửi đi.
alert-disk = ⚠️ Ổ đĩa chứa DATA_DIR đã đầy: còn trống { $free } MB, bài tiếp theo cần { $needed } MB. Bài mới chờ trong hàng chờ và không tốn lượt nào; các bài đã trả tiền vẫn được giữ và sẽ được gửi khi có chỗ. Hãy giải phóng dung lượng: mọi thứ sẽ tự chạy lại.
alert-disk-over = ✅ Ổ đĩa đã có chỗ trở lại: bài mới lại được bắt đầu, và các bài đang chờ đang được gửi đi.
alert-text-key = ⚠️ Mô hình ngôn ngữ đã từ chối khóa API của bot (401), nên /song không viết lời được; người dùng được nhắc gửi lời của riêng họ. Hãy kiểm tra API_KEY và TEXT_MODEL trong cấu hình của bot.
alert-text-key-over = ✅ Mô hình ngôn ngữ đã chấp nhận lại khóa: /song lại viết được lời.
alert-text-budget = ⚠️ Ngân sách cho mô hình ngôn ngữ đã hết, nên /song không viết lời được; người dùng được nhắc gửi lời của riêng họ. Hãy nạp thêm trong bảng điều khiển.
alert-text-budget-over = ✅ Mô hình ngôn ngữ đã phản hồi trở lại: /song lại viết được lời.

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = Cuộc trò chuyện này hiện không được phép yêu cầu bài hát, nên không có gì được gửi đi và không tốn lượt nào. Hãy xin quyền truy cập từ một quản trị viên của bot.
draft-footer-denied = 🚫 Chưa tạo: cuộc trò chuyện này hiện không được phép yêu cầu bài hát, và không tốn lượt nào. Khi quản trị viên của bot cho phép, hãy nhấn lại nút đầu tiên.

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = Bạn chưa có bài hát nào: nhấn vào đây để tạo một bài
inline-none-found = Không có bài hát nào của bạn có “{ $words }” trong tên bài
inline-share-hint = 📤 Để chia sẻ bài hát vào bất kỳ cuộc trò chuyện nào, hãy gõ <code>@{ $bot }</code> vào ô nhập tin nhắn ở đó rồi chọn bài: bài được gửi lại, không tạo thêm lượt mới.
inline-off-admin = ℹ️ Chế độ inline đang tắt cho bot này, nên mọi người không chia sẻ được bài của họ sang cuộc trò chuyện khác. Hãy bật trong @BotFather: /setinline.
