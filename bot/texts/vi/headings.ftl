## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = điệp khúc | diep khuc | đk | dk | chorus
heading-pre-chorus = tiền điệp khúc | tien diep khuc | pre-chorus
heading-post-chorus = hậu điệp khúc | hau diep khuc | post-chorus
heading-bridge = bridge | cầu nối | cau noi
heading-verse = lời | đoạn | phiên khúc | phien khuc | verse | intro | outro | đoạn kết | vĩ thanh | coda
heading-instrumental = nhạc dạo | dạo nhạc | dạo đầu | gian tấu | instrumental | interlude
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = thứ nhất | thứ hai | thứ ba | thứ tư | thứ năm | cuối | lặp lại | nhắc lại | quay lại | trở lại | về
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = lần
heading-again = lặp lại | nhắc lại | hai lần
