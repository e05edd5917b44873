## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = naqarot* | naqorat* | qaytarma | pripev*
heading-pre-chorus = naqarot oldi | pre-chorus
heading-post-chorus = naqarotdan keyin | post-chorus
heading-bridge = koʻprik* | ko'prik* | ko‘prik* | ko’prik* | bridj*
heading-verse = kuplet* | kirish | xotima | intro | outro
heading-instrumental = proigrish* | cholgʻu* | cholg'u* | cholg‘u* | cholg’u* | instrumental | gitara solosi
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = birinchi | ikkinchi | uchinchi | toʻrtinchi | to'rtinchi | to‘rtinchi | to’rtinchi | beshinchi | soʻnggi | so'nggi | so‘nggi | so’nggi | oxirgi | yakuniy | takror
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = marta
heading-again = takror | ikki marta
