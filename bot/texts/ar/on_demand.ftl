## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ تُجهَّز ملفات كثيرة الآن. اضغط الزر مجددًا بعد بضع دقائق من فضلك.
files-line-full-after-stop = ⏳ أُعيد تشغيلي قبل أن يجهز ملفك، وتُجهَّز ملفات كثيرة الآن. اضغط الزر مجددًا بعد بضع دقائق من فضلك.
files-no-room = عذرًا، لا مساحة على قرص البوت لهذا الملف الآن: الأولوية للأغاني الجديدة. جرّب الزر مجددًا لاحقًا.
