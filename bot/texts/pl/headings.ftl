## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = refren* | ref. | ref | chorus | hook
heading-pre-chorus = przed-refren* | pre-chorus
heading-post-chorus = po-refren* | post-chorus
heading-bridge = bridge | mostek | łącznik | middle 8
heading-verse = zwrotk* | intro | wstęp* | outro | zakończeni* | koda | coda
heading-instrumental = instrumental* | część instrumentaln* | interludium | przerywnik* | solo gitar* | solówk* | breakdown
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = pierwsz* | drug* | trzec* | czwart* | piąt* | ostatni* | końcow* | finałow* | powtórz*
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = razy
heading-again = dwa razy | dwukrotnie | powtórz* | bis
