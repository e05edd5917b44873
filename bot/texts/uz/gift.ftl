## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 Sovgʻa qoʻshiq
gift-ask-recipient =
    🎁 <b>Sovgʻa qoʻshiq.</b> Kim uchun? Ismini yuboring.
    { $in_group ->
        [yes] Shu xabarga javob tarzida yozing.{"\u000A"}
       *[no] {""}
    }/cancel istalgan bosqichda toʻxtatadi; «🎵 Qoʻshiq yaratish» tugmasini bosmaguningizcha hech narsa sarflanmaydi.
gift-ask-occasion =
    { $name } uchun qanday munosabat bilan? Masalan: tugʻilgan kuning muborak, toʻying muborak, yangi ishingda omad.
gift-ask-details =
    Menga { $name } haqida bir nechta narsa aytib bering: nimani yaxshi koʻradi, umumiy xotirangiz, faqat ikkingiz biladigan hazil. Bitta xabar yetarli.
gift-answer-words = Iltimos, bir necha soʻzdan iborat matn bilan javob bering.
gift-answer-too-long = Bu biroz uzun: iltimos, koʻpi bilan { $limit } belgi.
gift-cancelled = Sovgʻa bekor qilindi. Hech narsa sarflanmadi.
# What the text model is asked for (as the topic of a /song).
gift-topic = { $name } uchun shu munosabat bilan qoʻshiq: { $occasion }. { $name } haqida: { $details }. Matnda { $name } ismini ishlating va unga murojaat qiling.
gift-caption = 🎁 <b>{ $name }</b> uchun: { $occasion }!
gift-share-button = 🎁 Yuborish: { $name }
gift-busy = Bu chatda matningizni hali yozyapman. Uning qoralamasi shu yerga kelgach, bu oxirgi javobni yana yuboring: sovgʻaning boshqa javoblari saqlangan.
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 Qanday kuylanadi: { $names }
preview-sung-typed = 🎤 Ismlar yozilganidek kuylanadi.
button-sung-fix = 🎤 Talaffuzni tuzatish
sung-ask = 🎤 <b>{ $name }</b> qanday kuylanishi kerak? Bu xabarga ismni qanday eshitilsa, shunday yozib javob bering, masalan <i>Shi-von</i>. Boshqa ism uchun <i>Ism = talaffuz</i> deb yozing.
sung-asked = Savolimga talaffuzni yozib javob bering.
sung-set = 🎤 Tayyor: yuqoridagi qoralama endi ism qanday kuylanishini koʻrsatadi. Bu yozuvni faqat ijrochi oladi; izohda ism siz yozgandek qoladi.
sung-words = Iltimos, ismni qanday eshitilsa, shunday, bir necha harf bilan yozib javob bering (koʻpi bilan { $limit } ta).
sung-too-long = Bu yozuv bilan matn musiqa xizmatining { $limit } belgilik chegarasidan oshib ketadi. Iltimos, qisqaroq yozuv yuboring.
sung-too-many = Bitta qoʻshiqda koʻpi bilan { $most } ta ismning alohida talaffuzi boʻlishi mumkin, shuning uchun ismlarni qoralamada koʻrsatilganidek qoldirdim. Ulardan birini oʻzgartirish uchun <i>Ism = talaffuz</i> deb javob bering; ism yozilganidek yozilsa, yana yozilganidek kuylanadi.
sung-not-shown = Yangi talaffuzni qoralamada koʻrsata olmadim, shuning uchun ismlar unda koʻrsatilganidek qoladi. Qayta urinib koʻring.
