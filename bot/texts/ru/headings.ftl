## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").
heading-chorus = припев* | рефрен*
heading-pre-chorus = пред-припев*
heading-post-chorus = пост-припев*
heading-bridge = бридж* | переход*
heading-verse = куплет* | интро | аутро | вступление | концовка | кода
heading-instrumental = проигрыш | соло | инструментал*
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = перв* | втор* | трет* | четвёрт* | четверт* | пят* | последн* | финальн* | повтор*
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = раз*
heading-again = дважды | повтор*
