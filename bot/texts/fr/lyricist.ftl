## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = French
lyricist-ask =
    Thème : « { $topic } »
    Écrivez la chanson.
lyricist-ask-again = Écrivez de nouvelles paroles sur le même thème, « { $topic } », différentes des précédentes.
