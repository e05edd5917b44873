## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = Spanish
lyricist-ask =
    Tema: «{ $topic }»
    Escribe la canción.
lyricist-ask-again = Escribe una letra nueva sobre el mismo tema, «{ $topic }», distinta de las anteriores.
