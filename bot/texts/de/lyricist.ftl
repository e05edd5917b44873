## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = German
lyricist-ask =
    Thema: „{ $topic }“
    Schreib den Song.
lyricist-ask-again = Schreib einen neuen Songtext zum selben Thema, „{ $topic }“, anders als die bisherigen.
