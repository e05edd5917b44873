## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = Indonesian
lyricist-ask =
    Tema: “{ $topic }”
    Tulis lagunya.
lyricist-ask-again = Tulis lirik baru dengan tema yang sama, “{ $topic }”, yang berbeda dari sebelumnya.
