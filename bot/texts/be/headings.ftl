## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").
heading-chorus = прыпеў* | прыпеу* | рэфрэн*
heading-pre-chorus = перад-прыпеў* | перад-прыпеу*
heading-post-chorus = пост-прыпеў* | пост-прыпеу*
heading-bridge = брыдж* | пераход*
heading-verse = куплет* | інтра | аўтра | уступ | кода
heading-instrumental = пройгрыш | сола | інструментал*
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = перш* | друг* | трэц* | чацвёрт* | чацверт* | пят* | апошн* | фінальн* | паўтор*
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = раз*
heading-again = двойчы | паўтор*
