## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = Japanese
lyricist-ask =
    テーマ：「{ $topic }」
    この曲の歌詞を書いてください。
lyricist-ask-again = 同じテーマ「{ $topic }」で、前回とは違う新しい歌詞を書いてください。
