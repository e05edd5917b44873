## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = サビ | 大サビ | ラスサビ | 落ちサビ
heading-pre-chorus = bメロ | ｂメロ | プリコーラス | プレコーラス
heading-post-chorus = ポストコーラス | 後サビ
heading-bridge = cメロ | ｃメロ | dメロ | ｄメロ | ブリッジ
heading-verse = aメロ | ａメロ | 1番 | 2番 | 3番 | 4番 | １番 | ２番 | ３番 | ４番 | イントロ | アウトロ | 前奏 | 後奏 | エンディング
heading-instrumental = 間奏 | ギターソロ | インスト
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = 1番 | 2番 | 3番 | 4番 | １番 | ２番 | ３番 | ４番 | 最初の | 最後の | ラスト
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = 回
heading-again = 繰り返し | くり返し | リピート
