## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = nakarat* | hook
heading-pre-chorus = ön nakarat* | nakarat öncesi | pre-chorus
heading-post-chorus = nakarat sonrası | post-chorus
heading-bridge = köprü | bridge
heading-verse = kıta* | kuplet* | giriş | kapanış | verse | intro | outro
heading-instrumental = enstrümantal* | müzik arası | ara müzik | gitar solosu
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = birinci | ikinci | üçüncü | dördüncü | beşinci | ilk | son | tekrar
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = kez | kere | defa
heading-again = tekrarla | iki kez | iki kere
