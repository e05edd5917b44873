## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = Vietnamese
lyricist-ask =
    Đề tài: “{ $topic }”
    Hãy viết bài hát.
lyricist-ask-again = Hãy viết lời mới cho cùng đề tài “{ $topic }”, khác với những lần trước.
