## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = ritornello | rit. | rit | inciso | refrain | chorus
heading-pre-chorus = pre-ritornello | pre-rit | pre-inciso | pre-chorus
heading-post-chorus = post-ritornello | post-rit | post-chorus
heading-bridge = special | bridge | ponte
heading-verse = strof* | intro | introduzione | outro | coda
heading-instrumental = strumentale | interludio | intermezzo | assolo | assolo di chitarra
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = prim* | second* | terz* | quart* | quint* | ultim* | final* | ripet*
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = volte
heading-again = bis | due volte | ripet*
