## The command menu (setMyCommands): one short line per command

menu-start = 问候与使用说明
menu-help = 如何获得一首歌
menu-lyrics = 用命令下方的歌词生成歌曲
menu-song = 按主题写词，再生成歌曲
menu-gift = 送一首歌：回答几个问题，然后生成歌词
menu-style = 查看或设置这里的歌曲风格
menu-duration = 查看或设置歌曲最长时长
menu-status = 这里请求的歌曲及其进度
menu-mytracks = 你在这里最近的歌曲，可再次获取
menu-cancel = 取消仍在排队的歌曲
menu-lang = 选择我回复你的语言
menu-quota = 管理员：生成次数、并发槽位、队列和支出
menu-report = 管理员：以图表查看最近 30 天
menu-limit = 管理员：为个人或群组设置每日生成额度
menu-limits = 管理员：每日额度及今日使用情况
menu-allow = 管理员：允许某个聊天请求歌曲
menu-deny = 管理员：禁止某个聊天请求歌曲
menu-access = 管理员：谁可以请求歌曲
menu-pause = 管理员：暂停向服务提交
menu-resume = 管理员：恢复提交

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = 我能把你的歌词或一个主题唱成一首歌。发送带有 [verse]、[chorus] 等段落标记的歌词，或发送 /song 加一个主题，歌曲就会以音频形式发回这里。把我加进群组，大家一起做歌吧。
bot-short-description = 把歌词或一个主题唱成一首歌。
