## /song: lyrics written by the text model on a topic

song-usage =
    Qoʻshiq nima haqida boʻlishini yozing, masalan:
    <code>/song Toshkentda yomgʻirli yakshanba</code>
    Matnni yozaman va trek sarflanishidan oldin sizga koʻrsataman.
song-disabled = Bu botda mavzu boʻyicha matn yozish sozlanmagan. Buning oʻrniga oʻz matningizni yuboring: qanday qilishni /help koʻrsatadi.
song-busy = Bu chatda matningizni hali yozyapman; avval uning qoralamasi shu yerga keladi. U kelgach, bu mavzuni yana yuboring.
song-busy-here = ✋ Bu matn yozilmadi: xuddi shu paytda bu yerda boshqa matningiz yozilayotgan edi. Iltimos, mavzuni yana yuboring.
song-topic-too-long = Bu mavzu { $length } belgidan iborat; koʻpi bilan { $limit } boʻlishi mumkin. Qisqaroq yozing yoki boʻlim teglari bor tayyor matn yuboring.
song-writing = ✍️ «{ $topic }» haqida matn yozilmoqda…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ Matn modeli botning kalitini rad etdi, shuning uchun hozir matn yoza olmayman. Trek sarflanmadi. Iltimos, bot adminiga xabar bering; hozircha oʻz matningizni yuborishingiz mumkin.
song-error-budget = ❌ Botning matn modeli uchun byudjeti tugadi, shuning uchun hozir matn yoza olmayman. Trek sarflanmadi. Boʻlim teglari bor oʻz matningizni baribir yuborishingiz mumkin.
song-error-timeout = ⌛ Matn modeli juda uzoq vaqt javob bermadi. Trek sarflanmadi; bir daqiqadan soʻng qayta urinib koʻring.
song-error-unavailable = ❌ Matn modeli hozir ishlamayapti. Trek sarflanmadi; keyinroq qayta urinib koʻring.
song-error-no-lyrics = 🤔 Matn modeli men ishlata oladigan matn qaytarmadi. Trek sarflanmadi; mavzuni boshqacha ifodalab koʻring.

## The preview of a draft

untagged-offer = Bu boʻlim teglari yoʻq qoʻshiq matniga oʻxshaydi. Men uni shunday kuylagan boʻlardim:
preview-title = 📝 <b>{ $title }</b>
preview-topic = Mavzu: { $topic }
preview-shortened = … va bu yerda koʻrsatilmagan yana { $more } { $more ->
        [one] ta belgi
       *[other] ta belgi
    }, ularning hammasi kuylanadi. Matn shunday tugaydi:
preview-style-chat = 🎨 Uslub (shu chatniki): { $style }
preview-style-model = 🎨 Uslub (tavsiya etilgan): { $style }
preview-style-none = 🎨 Uslub: musiqa xizmati tanlaydi
preview-duration = ⏱ Koʻpi bilan { $seconds } soniya
preview-hint = «🎵 Qoʻshiq yaratish» bitta trek sarflaydi (bugun qolgan treklar: { $left }). Soʻzlarni oʻzgartirish uchun bu xabarga oʻz matningiz bilan javob bering.
draft-footer-sent = ✅ Tasdiqlandi: qoʻshiq yoʻlda.
draft-footer-cancelled = 🗑 Bekor qilindi. Trek sarflanmadi.
draft-footer-writing = ✍️ Yangi matn yozilmoqda…

## The preview's buttons and their answers

button-draft-go = 🎵 Qoʻshiq yaratish
button-draft-again = 🔄 Qayta yozish
button-draft-drop = ✖️ Bekor qilish
button-untagged-lyrics = 🎵 Matn sifatida
button-untagged-topic = ✍️ Shu mavzuda yozish
draft-answer-sent = Yoʻlda!
draft-answer-writing = Yangi matn yozilmoqda…
draft-answer-cancelled = Bekor qilindi; trek sarflanmadi.
draft-answer-busy = Bu matnni hali yozyapman; bir daqiqa.

## A reply to the preview

draft-replaced = ✅ Matn almashtirildi: yuqoridagi qoralama endi uni koʻrsatadi. Maʼqul boʻlsa, undagi «🎵 Qoʻshiq yaratish» tugmasini bosing.
draft-reply-gone = Bu qoralama endi ochiq emas. /song bilan qaytadan boshlang.
draft-reply-not-yours = Bu qoʻshiq matnini faqat uni soʻragan odam oʻzgartira oladi.
draft-reply-busy = Bu qoralama uchun hali yangi matn yozyapman; u koʻrsatilgach, oʻz matningizni yuboring.
draft-reply-hint = Matnni almashtirish uchun qoralamaga butun yangi matn bilan, bir necha qatorda javob bering.

## /lang

lang-name = Oʻzbekcha
lang-current = Til: { $name }. Oʻzgartirish uchun quyidagi tugmalardan birini bosing yoki Telegram tilingizga ergashish uchun <code>/lang auto</code> deb yozing.
lang-set = Tayyor: siz bilan oʻzbek tilida gaplashaman.
lang-auto = Tayyor: Telegram tilingizga ergashaman ({ $name }).
lang-unknown = Bu tilni bilmayman. Tilni tanlash uchun <code>/lang</code> deb yozib, tugmani bosing yoki Telegram tilingizga ergashish uchun <code>/lang auto</code> deb yozing.

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ Matningiz { $length } belgidan iborat, lekin musiqa xizmati koʻpi bilan { $limit } belgi qabul qiladi. Quyida sigʻadigan qismi ({ $kept } belgi): u boʻlim chegarasida kesilgan. «🎵 Qisqartirib kuylash» tugmasini bosmaguningizcha hech narsa yuborilmaydi.
preview-hint-cut = «🎵 Qisqartirib kuylash» bitta trek sarflaydi (bugun qolgan treklar: { $left }). Boshqa soʻzlarni kuylatish uchun bu xabarga koʻpi bilan { $limit } belgili matn bilan javob bering.
button-cut-go = 🎵 Qisqartirib kuylash
draft-footer-expired = ⌛ Bu qoralamaga bir kun davomida javob berilmagani uchun uning muddati tugadi. Trek sarflanmadi; matnni qayta yuboring yoki yana /song yozing.
draft-answer-expired = Bu qoralamaning muddati tugadi; matnni qayta yuboring yoki yana /song yozing.
preview-failed = ❌ Qoralamani sizga koʻrsata olmadim, shuning uchun undan hech narsa kuylanmaydi. Trek sarflanmadi; qayta urinib koʻring.
draft-replaced-cut = ✂️ Matningiz { $length } belgidan iborat, lekin musiqa xizmati koʻpi bilan { $limit } belgi qabul qiladi. Yuqoridagi qoralama endi sigʻadigan qismini ({ $kept } belgi) koʻrsatadi, boʻlim chegarasida kesilgan: uni kuylatish uchun undagi «🎵 Qisqartirib kuylash» tugmasini bosing.

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ Bugun siz uchun yozishim mumkin boʻlgan barcha matnlarni yozib boʻldim ({ $limit }). Yana yozish vaqti: soat { $until }. Tayyor matnlar baribir qabul qilinadi: boʻlim teglari bilan yoki ularsiz oʻz matningizni yuboring yoki /lyrics buyrugʻidan foydalaning.
text-refused-org = ✋ Bot bugun yozishi mumkin boʻlgan barcha matnlarni yozib boʻldi (hamma uchun { $limit } ta). Yana yozish vaqti: soat { $until }. Tayyor matnlar baribir qabul qilinadi: boʻlim teglari bilan yoki ularsiz oʻz matningizni yuboring yoki /lyrics buyrugʻidan foydalaning.
text-refused-paused = ⏸ Qoʻshiqlar hozircha toʻxtatilgan, shuning uchun matn yoza olmayman. Tayyor matnlar baribir qabul qilinadi: ular navbatda kutadi va qoʻshiqlar davom etganda boshlanadi.
text-refused-denied = 🚫 Bu chat hozir matn soʻray olmaydi, shuning uchun hech narsa yozilmadi. Ruxsat olish uchun bot adminiga murojaat qiling.
text-answer-own = Bugungi { $limit } ta matnning hammasini oldingiz; yana yozish vaqti: soat { $until }. Oʻz tayyor matningiz baribir qabul qilinadi.
text-answer-org = Bot bugun yozishi mumkin boʻlgan { $limit } ta matnning hammasini yozdi; yana yozish vaqti: soat { $until }. Oʻz tayyor matningiz baribir qabul qilinadi.
text-answer-paused = Qoʻshiqlar hozircha toʻxtatilgan, shuning uchun matn yoza olmayman. Oʻz tayyor matningiz baribir qabul qilinadi.
text-answer-denied = Bu chat hozir matn soʻray olmaydi; hech narsa yozilmadi.
draft-footer-rewrite-stopped = ⚠️ Yangi matn yozayotganimda qayta ishga tushirildim, shuning uchun bu hali ham avvalgi matningiz. Qayta urinish uchun 🔄 Qayta yozish tugmasini bosing.
song-error-too-slow = ⌛ Vaqti tugaganda matn modeli hali yozayotgan edi va shu paytgacha yozgani qoʻshiq emas edi, shuning uchun uni toʻxtatdim. Trek sarflanmadi; darhol yana soʻrashingiz mumkin.
song-error-too-long = 📜 Matn modelining javobi qoʻshiq uzunligidan ancha oshib ketdi, shuning uchun uni oʻqishni toʻxtatdim. Trek sarflanmadi; darhol yana soʻrashingiz mumkin.
