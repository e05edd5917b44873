## For the bot's admins only (ADMIN_USER_IDS)

admin-only = 此命令仅限机器人管理员使用。

## /quota

quota-header = 📊 <b>组织今日概况</b>
quota-tracks = 今日生成次数：{ $used }/{ $limit }（剩余 { $left }）
quota-active = 正在生成：{ $active }/{ $limit }
quota-waiting = 机器人队列中等待：{ $waiting }
quota-spent = 支出：今日 { $today } BYN，本月 { $month } BYN
quota-submissions = { $reason ->
        [wallet] ⏸ 服务方暂停了提交：钱包余额为空（402）。充值后，服务一接受歌曲就会自动恢复；/resume 可立即重试。
        [key] ⏸ 提交已暂停：服务拒绝了 API 密钥（401）。请检查 API_KEY。
        [address] ⏸ 提交已暂停：MUSIC_API_URL 指向的不是音乐服务（新歌返回 404）。请修正地址并重启。
        [admin] ⏸ 管理员已暂停提交。/resume 可重新开始。
        [token] ⏸ 新歌在等待：Telegram 拒绝了机器人的令牌（401）。请设置有效的 TELEGRAM_BOT_TOKEN 并重启；待处理的内容不会丢失。
        [telegram] ⏸ 新歌在等待：Telegram 没有响应。恢复后会自动开始。
        [disk] ⏸ 新歌在等待：DATA_DIR 所在磁盘没有空间存放下一首。请释放一些空间，之后会自动开始。
       *[none] ▶️ 提交正常运行中。
    }
quota-jobs-failing = ⚠️ 服务端的生成持续失败或超时。
quota-top-chats = <b>本月聊天排行</b>
quota-top-users = <b>本月用户排行</b>
quota-top-line = { $rank }. { $name }（<code>{ $id }</code>）：{ $tracks ->
       *[other] { $tracks } 次
    }，{ $byn } BYN
quota-top-none = 还没有任何生成。

## /allow, /deny, /access

access-usage = 请在命令后写上聊天 ID，例如个人用 <code>/{ $command } 123456789</code>，群组用 <code>/{ $command } -1001234567890</code>。在群组中，只写 <code>/{ $command }</code> 即指本群组。
access-allowed = ✅ <code>{ $chat_id }</code> 现在可以请求歌曲了。
access-denied = 🚫 <code>{ $chat_id }</code> 已不能再请求歌曲。
access-denied-admin = 🚫 已将 <code>{ $chat_id }</code> 作为聊天拒绝，但它是机器人管理员之一（ADMIN_USER_IDS），可以在任何地方请求。
access-header = 🔐 <b>谁可以请求歌曲</b>（ACCESS={ $mode ->
        [open] open：所有人；ACCESS 改为 private 后，下面的列表才生效
       *[private] private：管理员和下列聊天
    }）
access-denied-ended = { $count ->
       *[other] 那里有 { $count } 首排队中的歌曲已被取消，未产生任何费用。
    }
access-open-note = 注意：ACCESS=open 允许所有人请求，因此这项设置要在 ACCESS 改为 private 后才生效。
access-admins = 管理员：{ $ids }
access-configured = 来自 ALLOWED_CHAT_IDS：{ $ids }
access-list-allowed = <b>通过 /allow 允许：</b>
access-list-denied = <b>通过 /deny 拒绝：</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …还有 { $count } 个。

## /pause and /resume

pause-done = ⏸ 提交已暂停。新请求照常接受并排队等待；已在服务端的歌曲仍会送达。/resume 可重新开始。
pause-already = 提交已被管理员暂停。/resume 可重新开始。
resume-done = { $reason ->
        [admin] ▶️ 提交已恢复。
        [lifted] ▶️ 管理员的暂停已解除。
       *[none] 提交并未被管理员暂停。
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ 新歌仍在等待音乐服务：钱包余额为空（402）。我现在再试一次；服务一接受歌曲就会自动开始。
       *[key] ⏸ 新歌仍在等待音乐服务：服务拒绝了 API 密钥（401）。我现在再试一次；服务一接受歌曲就会自动开始。
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ 连续 { $count } 次生成未完成：{ $failed } 次在音乐服务失败，{ $expired } 次超过 { $minutes } 分钟。已通知相关用户（失败的生成不计费）。请检查服务状态。
alert-jobs-over = ✅ 生成恢复正常：刚刚完成了一次。

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = 最近 { $days } 天没有开始任何生成，也没有支出，暂时无法生成图表。今日数据见 /quota。
report-caption = 📈 最近 { $days } 天：开始了 { $tracks ->
       *[other] { $tracks } 次生成
    }，支出 { $byn } BYN。今日数据见 /quota。
report-title = 最近 { $days } 天
report-tracks-axis = 每天
report-limit = 每日上限（{ $limit }）
report-money-axis = 每日支出（BYN）
report-top-title = 最近 { $days } 天用户排行
report-top-line = { $name }（{ $id }）：{ $tracks ->
       *[other] { $tracks } 次
    }，{ $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = 请写明给谁设额度，以及每天几次：个人用 <code>/limit 123456789 3</code>（其在所有聊天中的歌曲），群组用 <code>/limit -1001234567890 5</code>（成员共享）；<code>0</code> 表示完全不能生成，<code>off</code> 表示取消额度。在群组中，只写 <code>/limit 5</code> 即指本群组。加上 <code>lyrics</code> 则改为设置文本模型写词的每日额度：<code>/limit 123456789 5 lyrics</code>。
limit-bad-id = “{ $value }”不是聊天 ID：个人 ID 是类似 <code>123456789</code> 的数字，群组 ID 以减号开头，如 <code>-1001234567890</code>。
limit-bad-number = “{ $value }”不是有效的次数：请写 0 到 { $max } 之间的整数，或写 <code>off</code> 取消额度。
limit-negative = 额度不能为负数（{ $value }）：写 <code>0</code> 表示完全不能生成，或写 <code>off</code> 取消额度。
limit-set = ✅ { $whose ->
        [group] 群组 <code>{ $id }</code> 每天可开始生成 { $tracks } { $tracks ->
           *[other] 次
        }，由成员共享。
       *[user] <code>{ $id }</code> 每天可开始生成 { $tracks } { $tracks ->
           *[other] 次
        }，适用于所有聊天。
    }今日已用：{ $used }。
limit-set-none = ⛔ { $whose ->
        [group] 群组 <code>{ $id }</code> 中现在没有人可以开始生成。
       *[user] <code>{ $id }</code> 现在不能开始任何生成。
    }其歌曲会在队列中等待；<code>/limit { $id } off</code> 可取消额度。
limit-off = ✅ 已取消 <code>{ $id }</code> 的额度。{ $fallback ->
        [default] 重新适用 USER_DAILY_LIMIT：每天 { $default } 次。
        [chat] 它以自身名义发出的请求重新适用 USER_DAILY_LIMIT：每天 { $default } 次；其成员不再有共同额度。
       *[none] 只适用组织的上限。
    }
limit-off-none = <code>{ $id }</code> 没有单独的额度，未做任何更改。
limits-header = 🎟 <b>组织生成次数的每日额度</b>
limits-default = { $fallback ->
        [default] 其他所有人（包括频道和以自身名义请求的聊天）：各自每天 { $default } 次（USER_DAILY_LIMIT）。群组成员的共同额度只有在这里设置后才会有。
       *[none] 其他所有人：没有单独额度（USER_DAILY_LIMIT=0），只受组织上限约束。
    }
limits-none = 尚未设置任何额度：用 <code>/limit 123456789 3</code> 设置一个。
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] （群组）
       *[user] {""}
    }：今日已用 { $used }/{ $tracks }
quota-shares = <b>每日额度</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = 今日歌词（文本模型调用）：{ $used }{ $limited ->
        [yes] /{ $limit }（剩余 { $left }，ORG_TEXT_DAILY_LIMIT）
       *[no] （无每日上限：ORG_TEXT_DAILY_LIMIT=0）
    }；{ $own_limited ->
        [yes] 每个人或以自身名义请求的聊天每天 { $own } 次（USER_TEXT_DAILY_LIMIT）
       *[no] 不限个人次数（USER_TEXT_DAILY_LIMIT=0）
    }
quota-top-askers = <b>今日请求歌词最多的用户</b>
quota-asker-line = { $rank }. { $name }（<code>{ $id }</code>）：{ $calls }
quota-askers-none = 今天还没有写过歌词。
limit-lyrics-set = ✅ <code>{ $id }</code> 每天可调用文本模型 { $calls } { $calls ->
       *[other] 次
    }（写词或重写），适用于所有聊天。今日已用：{ $used }。
limit-lyrics-off = ✅ 已取消 <code>{ $id }</code> 的歌词额度。{ $fallback ->
        [default] 重新适用 USER_TEXT_DAILY_LIMIT：每天 { $default } 次。
       *[none] 只适用组织的上限（USER_TEXT_DAILY_LIMIT=0）。
    }
limit-lyrics-off-none = <code>{ $id }</code> 没有单独的歌词额度，未做任何更改。
report-tracks-bars = 已开始的生成
report-lyrics-bars = 已写歌词（文本模型调用）
