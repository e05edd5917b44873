## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = Portuguese
lyricist-ask =
    Tema: “{ $topic }”
    Escreva a letra da música.
lyricist-ask-again = Escreva uma nova letra sobre o mesmo tema, “{ $topic }”, diferente das anteriores.
