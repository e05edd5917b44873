## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = Korean
lyricist-ask =
    주제: “{ $topic }”
    노래를 써 주세요.
lyricist-ask-again = 같은 주제 “{ $topic }”에 대해, 이전과 다른 새 가사를 써 주세요.
