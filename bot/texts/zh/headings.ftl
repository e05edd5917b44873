## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = 副歌*
heading-pre-chorus = 导歌 | 導歌 | 预副歌 | 預副歌 | 前副歌 | 副歌前
heading-post-chorus = 后副歌 | 後副歌 | 副歌后 | 副歌後
heading-bridge = 桥段 | 橋段 | 过渡段 | 過渡段
heading-verse = 主歌* | 前奏 | 引子 | 尾奏 | 结尾 | 結尾
heading-instrumental = 间奏 | 間奏 | 独奏 | 獨奏 | 吉他独奏 | 吉他獨奏 | 器乐 | 器樂 | 纯音乐 | 純音樂 | 过门 | 過門
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = 第一 | 第二 | 第三 | 第四 | 第五 | 第一段 | 第二段 | 第三段 | 第四段 | 最后 | 最後 | 最后一遍 | 最後一遍 | 重复 | 重複
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = 遍 | 次
heading-again = 重复 | 重複 | 反复 | 反復 | 反覆 | 两遍 | 兩遍
