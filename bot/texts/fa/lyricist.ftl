## What the text model is told when it writes lyrics (never shown to people). The person's
## turn is written in their language: models answer in the language they are asked in.

# The language's name in English, for the instructions ("Write the lyrics in …").
lyricist-language = Persian
lyricist-ask =
    موضوع: «{ $topic }»
    متن آهنگ را بنویس.
lyricist-ask-again = متن تازه‌ای با همان موضوع، «{ $topic }»، بنویس که با متن قبلی فرق داشته باشد.
