## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = Russian
lyricist-ask =
    Тема: «{ $topic }»
    Напиши песню.
lyricist-ask-again = Напиши новый текст на ту же тему, «{ $topic }», не похожий на предыдущий.
