## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Hozir juda koʻp fayl tayyorlanmoqda. Bir necha daqiqadan soʻng tugmani yana bosing.
files-line-full-after-stop = ⏳ Faylingiz tayyor boʻlishidan oldin qayta ishga tushirildim, hozir esa juda koʻp fayl tayyorlanmoqda. Bir necha daqiqadan soʻng tugmani yana bosing.
files-no-room = Kechirasiz, hozir botning diskida bu fayl uchun joy yoʻq: yangi qoʻshiqlar birinchi navbatda. Tugmani keyinroq yana bosib koʻring.
