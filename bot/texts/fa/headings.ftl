## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = کر | کُر | کورس | ترجیع بند | ترجیع‌بند | ترجیع | هوک | رفرن
heading-pre-chorus = پیش کر | پیش‌کر | پیش کورس | پیش‌کورس | پری کورس
heading-post-chorus = پس کر | پس‌کر | پس کورس | پس‌کورس | بعد از کر
heading-bridge = بریج | پل
heading-verse = بند | ورس | مقدمه | اینترو | پایان بندی | پایان‌بندی | اوترو | خاتمه | کودا
heading-instrumental = بی کلام | بی‌کلام | موسیقی بی کلام | موسیقی بی‌کلام | تک نوازی | تک‌نوازی | سولو | سولوی گیتار | گیتار سولو | میان پرده | میان‌پرده | اینسترومنتال
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = اولین | دومین | سومین | چهارمین | پنجمین | آخرین | اول | دوم | سوم | چهارم | پنجم | آخر | پایانی | تکرار
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = بار | مرتبه | دفعه
heading-again = دو بار | تکرار
