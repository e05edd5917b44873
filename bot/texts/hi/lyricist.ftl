## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = Hindi
lyricist-ask =
    विषय: “{ $topic }”
    गाना लिखें।
lyricist-ask-again = इसी विषय, “{ $topic }”, पर नए बोल लिखें, पिछले बोल से अलग।
