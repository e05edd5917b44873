## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = Ukrainian
lyricist-ask =
    Тема: «{ $topic }»
    Напиши пісню.
lyricist-ask-again = Напиши новий текст на ту саму тему, «{ $topic }», не схожий на попередній.
