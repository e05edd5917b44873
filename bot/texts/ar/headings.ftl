## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = لازمة | اللازمة | لازمه | اللازمه | كورس | الكورس | مذهب | المذهب | ردة | الردة | ردّة | الردّة | هوك | الهوك
heading-pre-chorus = ما قبل اللازمة | قبل اللازمة | ما قبل الكورس | قبل الكورس | بري كورس
heading-post-chorus = ما بعد اللازمة | بعد اللازمة | ما بعد الكورس | بعد الكورس | بوست كورس
heading-bridge = جسر | الجسر | بريدج | البريدج
heading-verse = مقطع | المقطع | كوبلي* | الكوبلي* | مقدمة | المقدمة | مقدمه | المقدمه | خاتمة | الخاتمة | خاتمه | الخاتمه | قفلة | القفلة | إنترو | انترو | أوترو | اوترو
heading-instrumental = موسيقى فقط | موسيقى بلا كلام | فاصل | الفاصل | فاصل موسيقي | الفاصل الموسيقي | عزف | عزف منفرد | تقاسيم | تقسيمة | صولو | سولو
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = أول | ثاني | ثالث | رابع | خامس | آخر | الأول | الاول | الأولى | الاولى | الثاني | الثانية | الثالث | الثالثة | الرابع | الرابعة | الخامس | الخامسة | الأخير | الاخير | الأخيرة | الاخيرة | تكرار | إعادة | اعادة
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = مرات | مرة
heading-again = مرتين | مرتان | تكرار | يعاد | يتكرر | إعادة | اعادة
