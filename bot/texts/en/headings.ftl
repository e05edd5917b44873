## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = chorus | hook | refrain
heading-pre-chorus = pre-chorus
heading-post-chorus = post-chorus
heading-bridge = bridge | middle 8
heading-verse = verse | intro | outro | coda
heading-instrumental = instrumental | interlude | solo | guitar solo | breakdown
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = first | second | third | fourth | fifth | final | last | repeat
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = times
heading-again = twice | repeat*
