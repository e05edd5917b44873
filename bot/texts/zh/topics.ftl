## /song: lyrics written by the text model on a topic

song-usage =
    告诉我这首歌要写什么，例如：
    <code>/song 明斯克下雨的星期天</code>
    我会先写好歌词给你过目，然后才消耗次数。
song-disabled = 本机器人未配置按主题写词的功能。请直接发送你自己的歌词：/help 里有说明。
song-busy = 我还在此聊天中为你写词，预览会先发到这里。预览出来后，再发送这个主题。
song-busy-here = ✋ 这份歌词没有写：当时我正在这里为你写另一份歌词。请再发送一次主题。
song-topic-too-long = 这个主题有 { $length } 个字符，最多 { $limit } 个。请说得短一些，或发送带段落标记的完整歌词。
song-writing = ✍️ 正在以“{ $topic }”为主题写词…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ 文本模型拒绝了机器人的密钥，所以我现在无法写词。未消耗次数。请告知机器人管理员；你也可以先发送自己的歌词。
song-error-budget = ❌ 机器人的文本模型预算已用完，所以我现在无法写词。未消耗次数。你仍然可以发送自己写的、带段落标记的歌词。
song-error-timeout = ⌛ 文本模型响应太慢。未消耗次数；请过一分钟再试。
song-error-unavailable = ❌ 文本模型目前不可用。未消耗次数；请稍后再试。
song-error-no-lyrics = 🤔 文本模型没有给出可用的歌词。未消耗次数；试试换个说法描述主题。

## The preview of a draft

untagged-offer = 这看起来是没有段落标记的歌词。我会这样唱：
preview-title = 📝 <b>{ $title }</b>
preview-topic = 主题：{ $topic }
preview-shortened = …另外还有 { $more ->
       *[other] { $more } 个字符
    }没有在这里显示，但都会唱出来。歌词的结尾是：
preview-style-chat = 🎨 风格（本聊天）：{ $style }
preview-style-model = 🎨 风格（建议）：{ $style }
preview-style-none = 🎨 风格：由音乐服务选择
preview-duration = ⏱ 最长 { $seconds } 秒
preview-hint = “🎵 生成歌曲”会消耗 1 次（今日剩余：{ $left } 次）。如需修改歌词，请用修改后的歌词回复这条消息。
draft-footer-sent = ✅ 已确认：歌曲正在制作中。
draft-footer-cancelled = 🗑 已取消。未消耗次数。
draft-footer-writing = ✍️ 正在写新歌词…

## The preview's buttons and their answers

button-draft-go = 🎵 生成歌曲
button-draft-again = 🔄 重写
button-draft-drop = ✖️ 取消
button-untagged-lyrics = 🎵 用作歌词
button-untagged-topic = ✍️ 按此主题写词
draft-answer-sent = 已开始制作！
draft-answer-writing = 正在写新歌词…
draft-answer-cancelled = 已取消，未消耗次数。
draft-answer-busy = 我还在写这份歌词，请稍等。

## A reply to the preview

draft-replaced = ✅ 歌词已替换：上方预览已更新。满意的话，就在那里点击“🎵 生成歌曲”。
draft-reply-gone = 这个预览已失效。请用 /song 重新开始。
draft-reply-not-yours = 只有请求这首歌的人才能修改它的歌词。
draft-reply-busy = 我还在为这个预览写新歌词；等新歌词显示出来后，再发送你的修改。
draft-reply-hint = 要替换歌词，请用完整的新歌词（多行）回复预览。

## /lang

lang-name = 简体中文
lang-current = 语言：{ $name }。要更改，请点击下方按钮，或输入 <code>/lang auto</code> 跟随你的 Telegram 语言。
lang-set = 好的，以后我会用中文和你交流。
lang-auto = 好的，我会跟随你的 Telegram 语言（{ $name }）。
lang-unknown = 我不认识这种语言。输入 <code>/lang</code> 并点击按钮来选择，或输入 <code>/lang auto</code> 跟随你的 Telegram 语言。

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ 你的歌词有 { $length } 个字符，但音乐服务最多接受 { $limit } 个。下面是放得下的部分（{ $kept } 个字符），在某个段落之前截断。在你点击“🎵 演唱缩短后的歌词”之前，不会发送任何内容。
preview-hint-cut = “🎵 演唱缩短后的歌词”会消耗 1 次（今日剩余：{ $left } 次）。如需演唱其他歌词，请用不超过 { $limit } 个字符的歌词回复这条消息。
button-cut-go = 🎵 演唱缩短后的歌词
draft-footer-expired = ⌛ 这个预览一天内无人回应，已失效。未消耗次数；请重新发送歌词或 /song。
draft-answer-expired = 这个预览已失效；请重新发送歌词或 /song。
preview-failed = ❌ 无法向你显示预览，所以不会据此演唱任何内容。未消耗次数；请再试一次。
draft-replaced-cut = ✂️ 你的歌词有 { $length } 个字符，但音乐服务最多接受 { $limit } 个。上方预览现在显示的是放得下的部分（{ $kept } 个字符），在某个段落之前截断：在那里点击“🎵 演唱缩短后的歌词”即可演唱。

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ 今天我能为你写的歌词已经写完了（{ $limit } 份）。{ $until } 起可以再写。现成的歌词仍然可以用：发送你自己的歌词（有没有段落标记都行），或使用 /lyrics。
text-refused-org = ✋ 机器人今天能写的歌词已经全部写完了（所有人共 { $limit } 份）。{ $until } 起可以再写。现成的歌词仍然可以用：发送你自己的歌词（有没有段落标记都行），或使用 /lyrics。
text-refused-paused = ⏸ 歌曲制作目前已暂停，所以我无法写词。现成的歌词仍然可以用：它们会排队等待，恢复后开始。
text-refused-denied = 🚫 此聊天目前不能请求写词，所以没有写。请向机器人管理员申请权限。
text-answer-own = 你今天的 { $limit } 份歌词已用完；{ $until } 起可以再写。你自己写好的歌词仍然可以用。
text-answer-org = 机器人今天能写的 { $limit } 份歌词已用完；{ $until } 起恢复。你自己写好的歌词仍然可以用。
text-answer-paused = 歌曲制作目前已暂停，所以我无法写词。你自己写好的歌词仍然可以用。
text-answer-denied = 此聊天目前不能请求写词；没有写任何内容。
draft-footer-rewrite-stopped = ⚠️ 我在写新歌词时被重启了，所以这里仍是原来的歌词。点击“🔄 重写”再试一次。
song-error-too-slow = ⌛ 时间到了，文本模型还在写，而已写出的内容还不成一首歌，所以我中止了它。未消耗次数；你可以马上再次请求。
song-error-too-long = 📜 文本模型的回答远远超出了一首歌的长度，所以我停止了读取。未消耗次数；你可以马上再次请求。
