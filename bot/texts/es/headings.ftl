## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = estribillo* | coro
heading-pre-chorus = pre-coro | pre-estribillo
heading-post-chorus = post-coro | pos-coro | post-estribillo
heading-bridge = puente
heading-verse = verso* | estrofa* | intro | introducción | introduccion | outro
heading-instrumental = instrumental | interludio | solo de guitarra | solo instrumental
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = primer* | segund* | tercer* | cuart* | quint* | últim* | ultim* | final | repet* | repit* | repite el | repetir el
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = veces
heading-again = bis | dos veces | repet* | repite | se repite | repítase
