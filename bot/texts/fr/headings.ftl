## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = refrain* | chorus | hook
heading-pre-chorus = pré-refrain* | pre-refrain* | pré-chorus | pre-chorus
heading-post-chorus = post-refrain* | post-chorus
heading-bridge = pont | bridge
heading-verse = couplet* | strophe* | verse | intro | outro | coda
heading-instrumental = instrumental* | interlude* | solo de guitare | solo guitare | breakdown
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = premier | première | premiere | deuxième | deuxieme | second* | troisième | troisieme | quatrième | quatrieme | cinquième | cinquieme | dernier | dernière | derniere | final* | reprise
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = fois
heading-again = bis | deux fois | reprise*
