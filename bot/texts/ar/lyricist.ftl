## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = Arabic
lyricist-ask =
    الموضوع: «{ $topic }»
    اكتب الأغنية.
lyricist-ask-again = اكتب كلمات جديدة عن الموضوع نفسه، «{ $topic }»، مختلفة عن السابقة.
