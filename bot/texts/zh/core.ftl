## Greeting and help

start =
    你好{ $has_name ->
        [yes] ，{ $name }
       *[no] {""}
    }！我能把歌词唱成一首歌。🎤

    把歌词发给我，并加上段落标记，每个标记单独一行：
    <code>[verse]</code>、<code>[chorus]</code>、<code>[bridge]</code>。
    也可以输入 <code>/lyrics</code>，从下一行开始写歌词。
    还没有歌词？输入 <code>/song</code> 加一个主题：我来写词，先给你过目。

    /style 设置声音（乐器、情绪、人声），/duration 设置时长，
    /status 查看你的歌曲进度。详情见 /help。

help =
    <b>如何获得一首歌</b>
    发送歌词，段落标记各占一行，例如：
    <code>[verse]
    清晨的阳光洒在窗前
    {"["}chorus]
    放声歌唱，就在此刻</code>
    或者输入 <code>/lyrics</code>，从下一行开始写歌词。

    <b>命令</b>
    /lyrics — 用命令下方的歌词生成歌曲
    /song — 按主题为你写词（<code>/song 下雨的星期天</code>），消耗次数之前先给你过目
    /style — 查看或设置风格（<code>/style 梦幻合成器流行，女声</code>；<code>/style reset</code>），或用按钮选择曲风和情绪
    /duration — 查看或设置歌曲最长时长，10–300 秒
    /status — 你在这里的请求及各自的进度
    /cancel — 取消仍在排队的请求
    /lang — 选择我回复你的语言

    歌曲每次制作一到两首，需要几分钟；我会随时告诉你进度。
    📤 想在任意聊天中分享你做的歌，在输入框里输入 <code>@{ $bot }</code> 并选择歌曲即可：不会消耗新的次数。

help-group =
    <b>在本群组中做歌</b>
    使用 <code>/lyrics</code>，从下一行开始写歌词；或者用带段落标记的歌词回复我的消息。
    <code>/song</code> 加主题：我先写词，在消耗次数之前给你过目。
    /style 和 /duration 对整个群组生效；/status 显示群组的请求。
    📤 想分享你做的歌，在任意聊天的输入框里输入 <code>@{ $bot }</code> 并选择它。

    由于 Telegram 的隐私模式，我只能看到命令和对我消息的回复，其他聊天内容我看不到。

## Asking for songs

lyrics-usage =
    把歌词写在 <code>/lyrics</code> 下面的几行，例如：
    <code>/lyrics
    {"["}verse]
    清晨的阳光洒在窗前
    {"["}chorus]
    放声歌唱，就在此刻</code>
lyrics-empty = 这段歌词是空的：没有可唱的词。请连同 <code>[verse]</code> 或 <code>[chorus]</code> 行一起发送歌词。
lyrics-no_words = 我找到了段落标记，但没有可唱的词。请把歌词写在标记下面。
lyrics-trimmed = 你的歌词有 { $length } 个字符，而音乐服务最多接受 { $limit } 个，所以我保留了放得下的段落。
access-refused =
    抱歉，这个机器人只为管理员允许的用户做歌。
    你的 ID 是 <code>{ $user_id }</code>：把它发给本机器人的管理员，申请使用权限。
untagged-hint =
    要做歌，请发送带段落标记的歌词，标记各占一行（<code>[verse]</code>、<code>[chorus]</code>、<code>[bridge]</code>），或输入 <code>/lyrics</code> 并在下方写歌词。/help 里有示例。
not-text = 我只能处理文字：请发送歌词，或用 /help 查看用法。
unknown-command = 我不认识这个命令。/help 列出了我能做的事。
error-generic = 我这边出了点问题。你发送的内容没有丢失，请稍后再试。
error-storage = 我现在无法保存任何内容（存储空间已满或出现故障）。你之前发送的内容没有丢失，请几分钟后再试。
error-service = 音乐服务目前响应异常。只有完成的歌曲才会计费，请几分钟后再试。

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ 收到！你的歌曲正在排队：第 { $place } 位，大约 { $minutes } 分钟后完成。
    今日全体剩余次数：{ $left }。
place-exact = 第 { $place } 位
place-far = 第 { $step } 位以后
waiting-far =
    ⏳ 收到！你的歌曲正在排队：{ $place }。
    前面的歌曲完成后，它会逐步前移；进入前 { $exact } 位后，这里会显示准确的位置和时间。
waiting-busy = ⏳ 音乐服务目前繁忙。你的歌曲保持原位（{ $place }），服务空闲后会自动开始。
waiting-unavailable = ⏳ 音乐服务暂时不可用。你的歌曲保持原位（{ $place }），服务恢复后会自动开始。
waiting-wallet = ⏳ 用于做歌的余额已用完，歌曲暂停制作。你的歌曲保持原位（{ $place }），余额充值后立即开始；已通知管理员。
waiting-key = ⏳ 机器人暂时无法提供服务（它对音乐服务的访问被拒绝）。你的歌曲保持原位（{ $place }）；已通知管理员。
waiting-address = ⏳ 机器人配置的音乐服务地址有误，新歌暂停制作。你的歌曲保持原位（{ $place }）；已通知管理员。
waiting-user-limit = ⏳ 你今天的歌曲已用完。这首歌保持原位（{ $place }），将在 { $starts } 额度重置时开始。
waiting-chat-limit = ⏳ 本群组今天的歌曲已用完。你的歌曲保持原位（{ $place }），将在 { $starts } 额度重置时开始。
share-left = { $whose ->
        [group] 👥 本群组的额度
       *[own] 🎟 你的额度
    }：今日还剩 { $left }/{ $tracks } 次。
waiting-admin = ⏳ 管理员暂时停止了新歌的制作。你的歌曲保持原位（{ $place }），恢复后开始。
waiting-token = ⏳ 机器人目前无法正常连接 Telegram，新歌暂停制作。你的歌曲保持原位（{ $place }）；已通知管理员。
waiting-telegram = ⏳ Telegram 目前没有回应机器人，新歌暂停制作（做好了也发不出去）。你的歌曲保持原位（{ $place }），Telegram 恢复后会自动开始。
waiting-disk = ⏳ 机器人已没有空间存放新歌，新歌暂停制作。你的歌曲保持原位（{ $place }），有空间后会自动开始；已通知管理员。
waiting-tomorrow = ⏳ 今天的次数已全部用完。你的歌曲保持原位（{ $place }），将在 { $starts } 额度重置时开始。
progress-submitting = 📤 正在把你的歌曲发送到音乐服务…
progress-queued = 🎼 你的歌曲正在音乐服务排队。（{ $elapsed }）
progress-running = 🎙 正在生成你的歌曲，需要几分钟。（{ $elapsed }）
progress-sending = 📦 你的歌曲已完成，正在准备文件…
progress-not-known = ❔ 音乐服务说找不到“{ $title }”。它可能仍在制作中，所以在发送后的 { $hours } 小时内我会持续查询：如果歌曲出现，会发到这里。只有完成的歌曲才会计费。

## How a request ended without a song

outcome-failed = ❌ 音乐服务生成“{ $title }”失败。失败的生成不计费。再次发送歌词即可重试。
outcome-lost = ❌ 发送一天后，音乐服务仍说找不到“{ $title }”，所以我不再等待。它从未报告歌曲完成，而只有完成的歌曲才会计费。再次发送歌词即可重试。
outcome-expired = ⌛ “{ $title }”已超过 { $minutes } 分钟。我仍在等待：只要音乐服务做出来，不管多晚我都会发到这里；如果没做出来，我会告诉你。只有完成的歌曲才会计费。
outcome-never-finished = ⌛ 发送 { $hours } 小时后，音乐服务仍未完成“{ $title }”，所以我不再等待。它从未报告歌曲完成，而只有完成的歌曲才会计费。再次发送歌词即可重试。
outcome-rejected = 🚫 音乐服务拒绝了“{ $title }”：{ $reason }。请修改歌词或设置后重新发送。
outcome-unknown = ❓ 我已把“{ $title }”发送给音乐服务，但没有收到回应，无法确定是否被接受。为了避免重复计费，我不会自动重发。点击“重试”即可再发送一次。
outcome-cancelled = 🗑 “{ $title }”已取消。
outcome-chat-gone = 🚫 “{ $title }”已取消：我无法在私聊中给你发送歌曲（你屏蔽了我，或者还没有在私聊中启动我）。未产生任何费用。请先和我开始私聊，然后重新请求。
outcome-denied = 🚫 “{ $title }”已取消：此聊天已不能请求歌曲。未产生任何费用。

## Buttons and their answers

button-retry = 🔁 重试
button-lossless = 💿 无损原文件
button-stale = 此按钮已失效。
button-not-yours = 此按钮只属于请求这首歌的人。
retry-queued = 已重新加入队列。
lossless-preparing = 正在准备无损文件…
lossless-failed = 抱歉，暂时无法发送无损文件。请稍后再点一次按钮。
lossless-too-large = 无损文件即使转成 FLAC，也超过了机器人可上传的 { $limit } MB 上限，因此无法在这里发送。

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] 风格：{ $style }
       *[no] 风格：默认
    }
    时长：{ $length } · 价格：{ $price } BYN{ $in_group ->
        [yes] {"\u000A"}请求者：{ $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = 此聊天中还没有人请求歌曲。发送歌词即可开始。
status-header = <b>此聊天中的歌曲</b>
status-line = #{ $id } “{ $title }” — { $state ->
        [draft] 📝 歌词已显示，等待你确认
        [waiting] ⏳ 排队中，第 { $place } 位
        [submitting] 📤 正在发送到服务
        [queued] 🎼 在服务端排队
        [running] 🎙 生成中
        [completed] 📦 正在发送
        [delivered] ✅ 已送达
        [failed] ❌ 失败（未计费）
        [expired] ⌛ 耗时较长，仍在等待
        [rejected] 🚫 被服务拒绝
        [unknown] ❓ 服务无回应
        [cancelled] 🗑 已取消
       *[other] { $state }
    }
cancel-done = { $count ->
       *[other] 已取消 { $count } 首排队中的歌曲。
    }
cancel-nothing = 你在这里没有排队中的歌曲。已提交到音乐服务的歌曲无法取消。

## /style and /duration

style-current = 此聊天的风格：<i>{ $style }</i>
style-none = 此聊天未设置风格：由服务决定。可以这样设置：<code>/style 梦幻合成器流行，女声</code>。
style-set = 风格已设置：<i>{ $style }</i>
style-reset = 风格已清除：今后由服务决定。
style-too-long = 该风格有 { $length } 个字符，最多 { $limit } 个。原风格保持不变。
duration-current = 这里的歌曲最长 { $seconds } 秒。用 <code>/duration 90</code> 修改（10–300）。
duration-set = 这里的歌曲今后最长 { $seconds } 秒。
duration-invalid = 时长必须是 { $low } 到 { $high } 之间的整数秒，例如 <code>/duration 90</code>。

## Alerts to the bot's admins

alert-wallet = ⚠️ 音乐服务称组织的钱包余额为空（402）。新歌暂停制作并在队列中等待；请在控制台充值。服务一接受歌曲我就会自动恢复；充值后可用 /resume 让我立即重试。
alert-wallet-over = ✅ 钱包恢复正常：歌曲重新开始制作。
alert-key = ⚠️ 音乐服务拒绝了机器人的 API 密钥（401）。新歌暂停制作；请检查机器人配置中的 API_KEY。
alert-key-over = ✅ API 密钥再次被接受：歌曲重新开始制作。
alert-address = ⚠️ 音乐服务地址对一首新歌返回了 404：MUSIC_API_URL 上没有音乐服务（地址应以 /api/v1/music 结尾）。新歌暂停制作，未产生任何费用；请修正 MUSIC_API_URL 并重启机器人。
alert-address-over = ✅ 音乐服务地址已恢复，可以重新接收歌曲：歌曲重新开始制作。
alert-token = ⚠️ Telegram 拒绝了机器人的令牌（401）。在此期间没有开始任何新歌；已付费的歌曲都已保留。
alert-token-over = ✅ Telegram 再次接受机器人的令牌。新歌重新开始，期间做好的歌曲正在发送。
alert-disk = ⚠️ DATA_DIR 所在磁盘已满：剩余 { $free } MB，下一首需要 { $needed } MB。新歌在队列中等待，不消耗次数；已付费的歌曲会保留，有空间后发送。请释放一些空间：一切会自动恢复。
alert-disk-over = ✅ 磁盘重新有了空间：新歌重新开始，等待中的歌曲正在发送。
alert-text-key = ⚠️ 文本模型拒绝了机器人的 API 密钥（401），因此 /song 无法写词；已提示用户发送自己的歌词。请检查机器人配置中的 API_KEY 和 TEXT_MODEL。
alert-text-key-over = ✅ 文本模型再次接受密钥：/song 恢复写词。
alert-text-budget = ⚠️ 文本模型的预算已用完，因此 /song 无法写词；已提示用户发送自己的歌词。请在控制台充值。
alert-text-budget-over = ✅ 文本模型恢复响应：/song 恢复写词。

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = 此聊天目前不能请求歌曲，因此没有发送任何内容，也未消耗次数。请向机器人管理员申请权限。
draft-footer-denied = 🚫 未制作：此聊天目前不能请求歌曲，未消耗次数。机器人管理员允许后，请再次点击第一个按钮。

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = 你还没有歌曲：点这里做一首
inline-none-found = 你没有标题包含“{ $words }”的歌曲
inline-share-hint = 📤 想在任意聊天中分享歌曲，在输入框里输入 <code>@{ $bot }</code> 并选择歌曲：它会被重新发送，不会生成新的歌曲。
inline-off-admin = ℹ️ 本机器人的内联模式已关闭，用户无法在其他聊天中分享歌曲。请在 @BotFather 中用 /setinline 开启。
