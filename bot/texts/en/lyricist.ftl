## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = English
lyricist-ask =
    Topic: "{ $topic }"
    Write the song.
lyricist-ask-again = Write new lyrics on the same topic, "{ $topic }", different from the previous ones.
