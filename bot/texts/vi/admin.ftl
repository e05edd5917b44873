## For the bot's admins only (ADMIN_USER_IDS)

admin-only = Lệnh này chỉ dành cho quản trị viên của bot.

## /quota

quota-header = 📊 <b>Tổ chức hôm nay</b>
quota-tracks = Lượt tạo hôm nay: { $used } trên { $limit } (còn { $left })
quota-active = Đang tạo: { $active } trên { $limit }
quota-waiting = Đang chờ trong hàng chờ của bot: { $waiting }
quota-spent = Đã chi: { $today } BYN hôm nay, { $month } BYN tháng này
quota-submissions = { $reason ->
        [wallet] ⏸ Việc gửi lên dịch vụ bị dịch vụ tạm dừng: ví đã hết tiền (402). Việc gửi sẽ tự chạy lại khi dịch vụ nhận một bài sau khi nạp tiền; /resume thử lại ngay.
        [key] ⏸ Việc gửi lên dịch vụ đang tạm dừng: dịch vụ từ chối khóa API (401). Hãy kiểm tra API_KEY.
        [address] ⏸ Việc gửi lên dịch vụ đang tạm dừng: MUSIC_API_URL không trỏ đến dịch vụ nhạc nào (404 khi gửi bài mới). Hãy sửa địa chỉ rồi khởi động lại.
        [admin] ⏸ Việc gửi lên dịch vụ bị quản trị viên tạm dừng. /resume để chạy lại.
        [token] ⏸ Bài mới đang chờ: Telegram từ chối token của bot (401). Hãy đặt TELEGRAM_BOT_TOKEN hợp lệ rồi khởi động lại; không mất gì đang chờ.
        [telegram] ⏸ Bài mới đang chờ: Telegram không phản hồi. Các bài sẽ tự bắt đầu khi Telegram hoạt động lại.
        [disk] ⏸ Bài mới đang chờ: ổ đĩa chứa DATA_DIR không còn chỗ cho bài tiếp theo. Hãy giải phóng dung lượng; các bài sẽ tự bắt đầu.
       *[none] ▶️ Việc gửi lên dịch vụ đang chạy.
    }
quota-jobs-failing = ⚠️ Các lượt tạo liên tục thất bại hoặc quá hạn ở dịch vụ.
quota-top-chats = <b>Cuộc trò chuyện dùng nhiều nhất tháng này</b>
quota-top-users = <b>Người dùng nhiều nhất tháng này</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } lượt
       *[other] { $tracks } lượt
    }, { $byn } BYN
quota-top-none = Chưa có lượt tạo nào.

## /allow, /deny, /access

access-usage = Hãy viết ID cuộc trò chuyện sau lệnh, ví dụ <code>/{ $command } 123456789</code> cho một người hoặc <code>/{ $command } -1001234567890</code> cho một nhóm. Trong nhóm, chỉ cần <code>/{ $command }</code> là áp dụng cho nhóm này.
access-allowed = ✅ <code>{ $chat_id }</code> giờ đã được phép yêu cầu bài hát.
access-denied = 🚫 <code>{ $chat_id }</code> không còn được phép yêu cầu bài hát nữa.
access-denied-admin = 🚫 <code>{ $chat_id }</code> bị chặn với tư cách cuộc trò chuyện, nhưng đây là một quản trị viên của bot (ADMIN_USER_IDS), người được phép yêu cầu ở mọi nơi.
access-header = 🔐 <b>Ai được phép yêu cầu bài hát</b> (ACCESS={ $mode ->
        [open] open: mọi người; các danh sách dưới đây chỉ áp dụng khi ACCESS là private
       *[private] private: quản trị viên và các cuộc trò chuyện dưới đây
    })
access-denied-ended = { $count ->
        [one] Đã hủy { $count } bài đang chờ trong hàng chờ ở đó; không tốn phí nào.
       *[other] Đã hủy { $count } bài đang chờ trong hàng chờ ở đó; không tốn phí nào.
    }
access-open-note = Lưu ý: ACCESS=open cho phép mọi người yêu cầu, nên thay đổi này chỉ có hiệu lực khi ACCESS là private.
access-admins = Quản trị viên: { $ids }
access-configured = Từ ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>Được cho phép bằng /allow:</b>
access-list-denied = <b>Bị chặn bằng /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …và { $count } mục khác.

## /pause and /resume

pause-done = ⏸ Đã tạm dừng việc gửi lên dịch vụ. Yêu cầu mới vẫn được nhận và chờ trong hàng chờ; các bài đã ở dịch vụ vẫn sẽ về. /resume để chạy lại.
pause-already = Việc gửi lên dịch vụ đã bị quản trị viên tạm dừng rồi. /resume để chạy lại.
resume-done = { $reason ->
        [admin] ▶️ Việc gửi lên dịch vụ đã chạy lại.
        [lifted] ▶️ Đã gỡ lệnh tạm dừng của quản trị viên.
       *[none] Việc gửi lên dịch vụ không bị quản trị viên tạm dừng.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ Bài mới vẫn đang chờ dịch vụ nhạc: ví đã hết tiền (402). Mình đang thử lại ngay; các bài sẽ tự bắt đầu khi dịch vụ nhận một bài.
       *[key] ⏸ Bài mới vẫn đang chờ dịch vụ nhạc: dịch vụ từ chối khóa API (401). Mình đang thử lại ngay; các bài sẽ tự bắt đầu khi dịch vụ nhận một bài.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ { $count } lượt tạo liên tiếp không hoàn thành: { $failed } thất bại ở dịch vụ nhạc, { $expired } mất hơn { $minutes } phút. Người dùng liên quan đã được báo (lượt tạo thất bại không bị tính phí). Hãy kiểm tra trạng thái của dịch vụ.
alert-jobs-over = ✅ Các lượt tạo đã hoàn thành trở lại: vừa có một lượt xong.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = Trong { $days } ngày qua không có lượt tạo nào được bắt đầu và không chi tiêu gì, nên chưa có biểu đồ để vẽ. /quota cho xem số liệu hôm nay.
report-caption = 📈 { $days } ngày qua: đã bắt đầu { $tracks ->
        [one] { $tracks } lượt tạo
       *[other] { $tracks } lượt tạo
    }, đã chi { $byn } BYN. /quota cho xem số liệu hôm nay.
report-title = { $days } ngày qua
report-tracks-axis = Mỗi ngày
report-limit = Giới hạn mỗi ngày ({ $limit })
report-money-axis = BYN đã chi mỗi ngày
report-top-title = Người dùng nhiều nhất { $days } ngày qua
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } lượt
       *[other] { $tracks } lượt
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = Hãy viết hạn mức của ai và bao nhiêu lượt mỗi ngày: <code>/limit 123456789 3</code> cho một người (bài của họ ở mọi cuộc trò chuyện), <code>/limit -1001234567890 5</code> cho một nhóm (các thành viên dùng chung), <code>0</code> để không cho lượt nào, <code>off</code> để bỏ hạn mức. Trong nhóm, chỉ cần <code>/limit 5</code> là áp dụng cho nhóm này. Thêm <code>lyrics</code> để đặt hạn mức mỗi ngày cho lời do mô hình ngôn ngữ viết: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = “{ $value }” không phải ID cuộc trò chuyện: ID của một người là một số như <code>123456789</code>, còn ID của nhóm bắt đầu bằng dấu trừ, như <code>-1001234567890</code>.
limit-bad-number = “{ $value }” không phải số lượt: hãy viết một số nguyên từ 0 đến { $max }, hoặc <code>off</code> để bỏ hạn mức.
limit-negative = Hạn mức không thể âm ({ $value }): hãy viết <code>0</code> để không cho lượt nào, hoặc <code>off</code> để bỏ hạn mức.
limit-set = ✅ { $whose ->
        [group] Nhóm <code>{ $id }</code> được bắt đầu { $tracks } { $tracks ->
            [one] lượt
           *[other] lượt
        } mỗi ngày, các thành viên dùng chung.
       *[user] <code>{ $id }</code> được bắt đầu { $tracks } { $tracks ->
            [one] lượt
           *[other] lượt
        } mỗi ngày, ở mọi cuộc trò chuyện.
    } Đã dùng hôm nay: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] Giờ không ai trong nhóm <code>{ $id }</code> được bắt đầu lượt tạo ở đó.
       *[user] Giờ <code>{ $id }</code> không được bắt đầu lượt tạo nào.
    } Các bài của họ chờ trong hàng chờ; <code>/limit { $id } off</code> sẽ bỏ hạn mức.
limit-off = ✅ Đã bỏ hạn mức của <code>{ $id }</code>. { $fallback ->
        [default] USER_DAILY_LIMIT lại được áp dụng: { $default } mỗi ngày.
        [chat] Các yêu cầu do chính cuộc trò chuyện này đứng tên lại theo USER_DAILY_LIMIT: { $default } mỗi ngày; các thành viên của nó không còn hạn mức chung.
       *[none] Chỉ còn áp dụng giới hạn của tổ chức.
    }
limit-off-none = <code>{ $id }</code> không có hạn mức riêng; không có gì thay đổi.
limits-header = 🎟 <b>Hạn mức mỗi ngày trong số lượt tạo của tổ chức</b>
limits-default = { $fallback ->
        [default] Tất cả những người khác, kể cả kênh và cuộc trò chuyện tự đứng tên yêu cầu: mỗi bên { $default } mỗi ngày (USER_DAILY_LIMIT). Các thành viên của một nhóm chỉ có hạn mức chung nếu được đặt ở đây.
       *[none] Tất cả những người khác: không có hạn mức riêng (USER_DAILY_LIMIT=0), chỉ có giới hạn của tổ chức.
    }
limits-none = Chưa đặt hạn mức nào: <code>/limit 123456789 3</code> sẽ đặt một hạn mức.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(nhóm)
       *[user] {""}
    }: đã dùng { $used } trên { $tracks } hôm nay
quota-shares = <b>Hạn mức mỗi ngày</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Lời bài hát hôm nay (lượt gọi mô hình ngôn ngữ): { $used } { $limited ->
        [yes] trên { $limit } (còn { $left }, ORG_TEXT_DAILY_LIMIT)
       *[no] (không giới hạn mỗi ngày: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] { $own } mỗi ngày cho mỗi người hoặc cuộc trò chuyện tự đứng tên yêu cầu (USER_TEXT_DAILY_LIMIT)
       *[no] không giới hạn theo từng người (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Yêu cầu lời bài hát nhiều nhất hôm nay</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = Hôm nay chưa viết lời bài hát nào.
limit-lyrics-set = ✅ <code>{ $id }</code> được gọi mô hình ngôn ngữ { $calls } { $calls ->
        [one] lần
       *[other] lần
    } mỗi ngày (viết hoặc viết lại lời), ở mọi cuộc trò chuyện. Đã dùng hôm nay: { $used }.
limit-lyrics-off = ✅ Đã bỏ hạn mức lời bài hát của <code>{ $id }</code>. { $fallback ->
        [default] USER_TEXT_DAILY_LIMIT lại được áp dụng: { $default } mỗi ngày.
       *[none] Chỉ còn áp dụng giới hạn của tổ chức (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code> không có hạn mức lời bài hát riêng; không có gì thay đổi.
report-tracks-bars = Lượt tạo đã bắt đầu
report-lyrics-bars = Lời đã viết (lượt gọi mô hình ngôn ngữ)
