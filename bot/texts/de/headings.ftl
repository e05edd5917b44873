## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = refrain* | chorus | hook
heading-pre-chorus = pre-chorus | vor-refrain*
heading-post-chorus = post-chorus | nach-refrain*
heading-bridge = bridge | zwischenteil* | mittelteil* | überleitung*
heading-verse = strophe* | verse | part | intro | outro | coda | einleitung*
heading-instrumental = instrumental* | zwischenspiel* | interlude | gitarren-solo* | breakdown
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = erst* | zweit* | dritt* | viert* | fünft* | letzt* | schluss | wiederholung* | noch mal
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = mal
heading-again = zweimal | wiederholung*
