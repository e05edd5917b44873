## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = मुखड* | मुखड़* | कोरस | हुक | स्थायी
heading-pre-chorus = प्री-कोरस
heading-post-chorus = पोस्ट-कोरस
heading-bridge = ब्रिज | संचारी
heading-verse = अंतरा | अंतरे | अन्तरा | अन्तरे | वर्स | इंट्रो | आउट्रो
heading-instrumental = संगीत | म्यूज़िक | म्यूज़िक | म्यूजिक | इंटरल्यूड | गिटार सोलो | इंस्ट्रुमेंटल | इंस्ट्रूमेंटल
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = पहला | पहले | दूसरा | दूसरे | तीसरा | तीसरे | चौथा | चौथे | पाँचवाँ | पाँचवें | पांचवा | पांचवें | आखिरी | आख़िरी | आख़िरी | अंतिम
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = बार
heading-again = दो बार | दोहराएँ | दोहराएं | दोहराव | रिपीट
