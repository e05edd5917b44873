## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = reff | ref | reffrain | refrain | refrein | reffrein | chorus
heading-pre-chorus = pre-reff | pra-reff | pre-chorus
heading-post-chorus = post-reff | post-chorus
heading-bridge = bridge
heading-verse = bait | verse | intro | outro | coda | ending | pembuka | penutup
heading-instrumental = instrumental | instrumen | interlude
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = pertama | kedua | ketiga | keempat | kelima | terakhir | ke- | ulang* | kembali ke | back to
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = kali
heading-again = ulang* | dua kali
