## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = 或者在下面选择曲风和情绪：两者会组合使用；用 <code>/style 你的描述</code> 输入的风格会替换它们。
style-genre-pop = 流行
style-genre-rock = 摇滚
style-genre-ballad = 抒情
style-genre-hiphop = 嘻哈
style-genre-folk = 民谣
style-genre-electronic = 电子
style-mood-upbeat = 欢快
style-mood-calm = 舒缓
style-mood-sad = 伤感
style-mood-epic = 史诗
button-style-reset = ✖️ 不设风格
button-style-open = 🎨 风格
button-style-back = ↩️ 返回
style-answer-set = 🎨 已选择风格
style-answer-reset = 风格已清除：由服务决定
preview-style-chosen = 🎨 风格（已选）：{ $style }
preview-hint-styles = 为这首歌选择曲风和情绪（聊天的风格保持不变）。“🎵 生成歌曲”会消耗 1 次（今日剩余：{ $left } 次）。
