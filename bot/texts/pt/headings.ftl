## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = refrão | refrões | refrãos | refrao
heading-pre-chorus = pré-refrão | pre-refrão | pre-refrao
heading-post-chorus = pós-refrão | pos-refrão | pos-refrao
heading-bridge = ponte
heading-verse = verso* | estrofe* | intro | introdução | introducao | outro
heading-instrumental = instrumental | interlúdio | interludio | solo de guitarra | solo instrumental
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = primeir* | segund* | terceir* | quart* | quint* | últim* | ultim* | final | repet* | repete o | repetir o
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = vezes
heading-again = bis | duas vezes | repet*
