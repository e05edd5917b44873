## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = Simplified Chinese
lyricist-ask =
    主题：“{ $topic }”
    请写一首歌。
lyricist-ask-again = 请围绕同一个主题“{ $topic }”重新写一首歌词，要和之前的不同。
