## Greeting and help

start =
    Salom{ $has_name ->
        [yes] , { $name }
       *[no] {""}
    }! Men qoʻshiq matnini ijro etilgan qoʻshiqqa aylantiraman. 🎤

    Menga boʻlim teglari bilan matn yuboring, har bir teg alohida qatorda boʻlsin:
    <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.
    Yoki <code>/lyrics</code> deb yozib, matnni keyingi qatorlarga joylang.
    Hali matningiz yoʻqmi? <code>/song</code> va mavzuni yozing: matnni men yozaman va avval sizga koʻrsataman.

    /style ovozni (cholgʻular, kayfiyat, vokal), /duration davomiylikni belgilaydi,
    /status qoʻshiqlaringiz qay holatda ekanini koʻrsatadi. Batafsil: /help.

help =
    <b>Qoʻshiqni qanday olish mumkin</b>
    Boʻlim teglari alohida qatorlarda turgan matn yuboring, masalan:
    <code>[verse]
    Derazada tong nuri
    {"["}chorus]
    Baland kuyla, hozir kuyla</code>
    yoki <code>/lyrics</code> deb yozib, matnni keyingi qatorlarga joylang.

    <b>Buyruqlar</b>
    /lyrics — buyruq ostidagi matndan qoʻshiq yaratish
    /song — siz uchun mavzu boʻyicha matn yoziladi (<code>/song yomgʻirli yakshanba</code>) va trek sarflanishidan oldin koʻrsatiladi
    /style — uslubni koʻrish yoki belgilash (<code>/style xayolchan synth pop, ayol ovozi</code>; <code>/style reset</code>) yoki tugmalardan janr va kayfiyat tanlash
    /duration — trekning eng uzun davomiyligini koʻrish yoki belgilash, 10–300 soniya
    /status — bu yerdagi soʻrovlaringiz va ularning holati
    /cancel — hali navbatda kutayotgan soʻrovlarni bekor qilish
    /lang — qaysi tilda javob berishimni tanlash

    Qoʻshiqlar bittadan yoki ikkitadan yaratiladi va bir necha daqiqa oladi; sizni xabardor qilib turaman.
    📤 Yaratgan qoʻshigʻingizni istalgan chatda ulashish uchun oʻsha chatning xabar maydoniga <code>@{ $bot }</code> deb yozing va qoʻshiqni tanlang: yangi trek sarflanmaydi.

help-group =
    <b>Bu guruhdagi qoʻshiqlar</b>
    <code>/lyrics</code> deb yozib, matnni keyingi qatorlarga joylang yoki xabarlarimdan biriga teglangan matn bilan javob bering.
    <code>/song</code> va mavzu: matnni men yozaman va trek sarflanishidan oldin koʻrsataman.
    /style va /duration butun guruhga taalluqli; /status guruh soʻrovlarini koʻrsatadi.
    📤 Yaratgan qoʻshigʻingizni ulashish uchun istalgan chatning xabar maydoniga <code>@{ $bot }</code> deb yozing va uni tanlang.

    Men faqat buyruqlarni va xabarlarimga berilgan javoblarni koʻraman (Telegramning maxfiylik rejimi), shuning uchun boshqa suhbatlar oʻzingizda qoladi.

## Asking for songs

lyrics-usage =
    Matnni <code>/lyrics</code> buyrugʻidan keyingi qatorlarga yozing, masalan:
    <code>/lyrics
    {"["}verse]
    Derazada tong nuri
    {"["}chorus]
    Baland kuyla, hozir kuyla</code>
lyrics-empty = Bu matn boʻsh: kuylash uchun soʻz yoʻq. Soʻzlarni <code>[verse]</code> yoki <code>[chorus]</code> qatorlari bilan yuboring.
lyrics-no_words = Boʻlim teglarini topdim, lekin kuylash uchun soʻz yoʻq. Soʻzlarni teglar ostiga yozing.
lyrics-trimmed = Matningiz { $length } belgidan iborat edi; xizmat koʻpi bilan { $limit } belgi qabul qiladi, shuning uchun faqat sigʻadigan boʻlimlarni saqlab qoldim.
access-refused =
    Kechirasiz, bu bot faqat adminlari ruxsat bergan odamlar uchun qoʻshiq yaratadi.
    Sizning ID raqamingiz: <code>{ $user_id }</code>. Ruxsat soʻrash uchun uni shu botning adminiga yuboring.
untagged-hint =
    Qoʻshiq yaratish uchun boʻlim teglari alohida qatorlarda turgan matn yuboring (<code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>) yoki <code>/lyrics</code> deb yozib, matnni uning ostiga joylang. Namuna: /help.
not-text = Men faqat matn bilan ishlay olaman: menga qoʻshiq matnini yuboring yoki qanday qilishni bilish uchun /help buyrugʻini yozing.
unknown-command = Bu buyruqni bilmayman. Nimalar qila olishimni /help koʻrsatadi.
error-generic = Men tomonda xatolik yuz berdi. Yuborganlaringizdan hech narsa yoʻqolmadi; birozdan soʻng qayta urinib koʻring.
error-storage = Hozir hech narsani saqlay olmayapman (xotiram toʻlgan yoki nosoz). Avval yuborganlaringizdan hech narsa yoʻqolmadi; bir necha daqiqadan soʻng qayta urinib koʻring.
error-service = Musiqa xizmati hozir kerakli tarzda javob bermayapti. Toʻlov faqat tayyor qoʻshiq uchun olinadi; bir necha daqiqadan soʻng qayta urinib koʻring.

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ Qabul qilindi! Qoʻshigʻingiz navbatda, oʻrni: { $place }. Taxminan { $minutes } daqiqada tayyor boʻladi.
    Tashkilotning bugun qolgan treklari: { $left }.
place-exact = { $place }
place-far = { $step }+
waiting-far =
    ⏳ Qabul qilindi! Qoʻshigʻingiz navbatda, oʻrni: { $place }.
    Oldindagi qoʻshiqlar yaratilgan sari u oldinga siljiydi; birinchi { $exact } ta qoʻshiq qatoriga kirganda aniq oʻrni va vaqti shu yerda koʻrinadi.
waiting-busy = ⏳ Musiqa xizmati hozir band. Qoʻshigʻingiz oʻz oʻrnini ({ $place }) saqlab qoladi va xizmat boʻshashi bilan avtomatik boshlanadi.
waiting-unavailable = ⏳ Musiqa xizmati vaqtincha ishlamayapti. Qoʻshigʻingiz oʻz oʻrnini ({ $place }) saqlab qoladi va xizmat qayta ishlashi bilan avtomatik boshlanadi.
waiting-wallet = ⏳ Tashkilotning qoʻshiqlar uchun balansi tugadi, shuning uchun qoʻshiqlar kutib turibdi. Qoʻshigʻingiz oʻz oʻrnini ({ $place }) saqlab qoladi va balans toʻldirilishi bilan boshlanadi; adminlarga xabar berildi.
waiting-key = ⏳ Bot hozircha ishlamayapti (uning musiqa xizmatiga kirishi rad etildi). Qoʻshigʻingiz oʻz oʻrnini ({ $place }) saqlab qoladi; adminlarga xabar berildi.
waiting-address = ⏳ Botda musiqa xizmatining manzili notoʻgʻri sozlangan, shuning uchun yangi qoʻshiqlar kutib turibdi. Qoʻshigʻingiz oʻz oʻrnini ({ $place }) saqlab qoladi; adminlarga xabar berildi.
waiting-user-limit = ⏳ Bugungi barcha qoʻshiqlaringizdan foydalanib boʻldingiz. Bu qoʻshiq oʻz oʻrnini ({ $place }) saqlab qoladi va keyingi kvota kuni boshlanganda (soat { $starts }) boshlanadi.
waiting-chat-limit = ⏳ Bu guruh bugungi barcha qoʻshiqlaridan foydalanib boʻldi. Sizniki oʻz oʻrnini ({ $place }) saqlab qoladi va keyingi kvota kuni boshlanganda (soat { $starts }) boshlanadi.
share-left = { $whose ->
        [group] 👥 Bu guruh ulushi
       *[own] 🎟 Sizning ulushingiz
    }: bugun { $tracks } tadan { $left } tasi qoldi.
waiting-admin = ⏳ Admin yangi qoʻshiqlarni biroz vaqtga toʻxtatib qoʻydi. Qoʻshigʻingiz oʻz oʻrnini ({ $place }) saqlab qoladi va pauza tugagach boshlanadi.
waiting-token = ⏳ Bot hozir Telegramga toʻgʻri ulana olmayapti, shuning uchun yangi qoʻshiqlar kutib turibdi. Sizniki oʻz oʻrnini ({ $place }) saqlab qoladi; adminlarga xabar berildi.
waiting-telegram = ⏳ Telegram hozir botga javob bermayapti, shuning uchun yangi qoʻshiqlar kutib turibdi (ularni yuborib boʻlmasdi). Sizniki oʻz oʻrnini ({ $place }) saqlab qoladi va Telegram qaytishi bilan oʻzi boshlanadi.
waiting-disk = ⏳ Botda yangi qoʻshiqlarni saqlash uchun joy qolmadi, shuning uchun ular kutib turibdi. Sizniki oʻz oʻrnini ({ $place }) saqlab qoladi va joy boʻshashi bilan oʻzi boshlanadi; adminlarga xabar berildi.
waiting-tomorrow = ⏳ Bugungi treklarning hammasi ishlatildi. Qoʻshigʻingiz oʻz oʻrnini ({ $place }) saqlab qoladi va keyingi kvota kuni boshlanganda (soat { $starts }) boshlanadi.
progress-submitting = 📤 Qoʻshigʻingiz musiqa xizmatiga yuborilmoqda…
progress-queued = 🎼 Qoʻshigʻingiz musiqa xizmatida navbatda. ({ $elapsed })
progress-running = 🎙 Qoʻshigʻingiz yaratilmoqda; bu bir necha daqiqa oladi. ({ $elapsed })
progress-sending = 📦 Qoʻshigʻingiz tayyor; fayl tayyorlanmoqda…
progress-not-known = ❔ Musiqa xizmati «{ $title }» qoʻshigʻi haqida bilmasligini aytmoqda. U hali uni yaratayotgan boʻlishi mumkin, shuning uchun yuborganimdan keyin { $hours } soat davomida tekshirib turaman: qoʻshiq paydo boʻlsa, shu yerga keladi. Toʻlov faqat tayyor qoʻshiq uchun olinadi.

## How a request ended without a song

outcome-failed = ❌ «{ $title }» musiqa xizmatida yaratilmadi. Muvaffaqiyatsiz generatsiya uchun toʻlov olinmaydi. Yana urinib koʻrish uchun matnni qayta yuboring.
outcome-lost = ❌ Yuborganimdan bir kun oʻtib ham musiqa xizmati «{ $title }» qoʻshigʻi haqida bilmasligini aytmoqda, shuning uchun uni kutishni toʻxtatdim. Xizmat qoʻshiq tayyor boʻlganini hech qachon bildirmadi, toʻlov esa faqat tayyor qoʻshiqlar uchun olinadi. Yana urinib koʻrish uchun matnni qayta yuboring.
outcome-expired = ⌛ «{ $title }» { $minutes } daqiqadan koʻproq vaqt olmoqda. Men hali ham kutyapman: musiqa xizmati uni yaratsa, qanchalik kech boʻlmasin, shu yerga yuboraman, yaratmasa, sizga aytaman. Toʻlov faqat tayyor qoʻshiq uchun olinadi.
outcome-never-finished = ⌛ Yuborganimdan { $hours } soat oʻtib ham musiqa xizmati «{ $title }» qoʻshigʻini tugatmagan edi, shuning uchun uni kutishni toʻxtatdim. Xizmat qoʻshiq tayyor boʻlganini hech qachon bildirmadi, toʻlov esa faqat tayyor qoʻshiqlar uchun olinadi. Yana urinib koʻrish uchun matnni qayta yuboring.
outcome-rejected = 🚫 Musiqa xizmati «{ $title }» qoʻshigʻini rad etdi: { $reason }. Matn yoki sozlamalarni oʻzgartirib, qayta yuboring.
outcome-unknown = ❓ «{ $title }» qoʻshigʻini musiqa xizmatiga yubordim, lekin javob olmadim, shuning uchun u qabul qilingan-qilinmaganini bilmayman. Ikki marta toʻlov olinmasligi uchun uni oʻzim qayta yubormayman. Yana bir marta yuborish uchun «Qayta urinish» tugmasini bosing.
outcome-cancelled = 🗑 «{ $title }» bekor qilindi.
outcome-chat-gone = 🚫 «{ $title }» bekor qilindi: siz bilan shaxsiy chatimizga qoʻshiq yubora olmayman (meni bloklagansiz yoki u yerda meni hali ishga tushirmagansiz). Hech qanday toʻlov olinmadi. Men bilan chat boshlang, soʻng yana soʻrang.
outcome-denied = 🚫 «{ $title }» bekor qilindi: bu chat endi qoʻshiq soʻray olmaydi. Hech qanday toʻlov olinmadi.

## Buttons and their answers

button-retry = 🔁 Qayta urinish
button-lossless = 💿 Asl sifatli fayl
button-stale = Bu tugma endi faol emas.
button-not-yours = Bu tugma qoʻshiqni soʻragan odamga tegishli.
retry-queued = Navbatga qaytarildi.
lossless-preparing = Asl sifatli fayl tayyorlanmoqda…
lossless-failed = Kechirasiz, asl sifatli faylni hozir yubora olmadim. Tugmani keyinroq yana bosib koʻring.
lossless-too-large = Asl sifatli fayl hatto FLAC koʻrinishida ham bot yuklay oladigan { $limit } MB chegarasidan katta, shuning uchun uni bu yerga yuborib boʻlmaydi.

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] Uslub: { $style }
       *[no] Uslub: standart
    }
    Davomiyligi: { $length } · Narxi: { $price } BYN{ $in_group ->
        [yes] {"\u000A"}Soʻragan: { $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = Bu chatda hali qoʻshiq soʻralmagan. Boshlash uchun matn yuboring.
status-header = <b>Bu chatdagi qoʻshiqlar</b>
status-line = #{ $id } «{ $title }» — { $state ->
        [draft] 📝 matn koʻrsatildi, tasdigʻingiz kutilmoqda
        [waiting] ⏳ navbatda, oʻrni: { $place }
        [submitting] 📤 xizmatga yuborilmoqda
        [queued] 🎼 xizmatda navbatda
        [running] 🎙 yaratilmoqda
        [completed] 📦 yetkazilmoqda
        [delivered] ✅ yetkazildi
        [failed] ❌ muvaffaqiyatsiz (toʻlov olinmadi)
        [expired] ⌛ choʻzilmoqda, hali kutilmoqda
        [rejected] 🚫 xizmat rad etdi
        [unknown] ❓ xizmatdan javob yoʻq
        [cancelled] 🗑 bekor qilindi
       *[other] { $state }
    }
cancel-done = { $count ->
        [one] Kutayotgan 1 ta qoʻshiq bekor qilindi.
       *[other] Kutayotgan { $count } ta qoʻshiq bekor qilindi.
    }
cancel-nothing = Bu yerda navbatda kutayotgan qoʻshigʻingiz yoʻq. Musiqa xizmatiga yuborilgan qoʻshiqlarni bekor qilib boʻlmaydi.

## /style and /duration

style-current = Bu chatdagi uslub: <i>{ $style }</i>
style-none = Bu chatda uslub belgilanmagan: xizmat oʻzi tanlaydi. Belgilash uchun: <code>/style xayolchan synth pop, ayol ovozi</code>.
style-set = Uslub belgilandi: <i>{ $style }</i>
style-reset = Uslub tozalandi: endi xizmat oʻzi tanlaydi.
style-too-long = Bu uslub { $length } belgidan iborat; koʻpi bilan { $limit } boʻlishi mumkin. Oldingi uslub saqlanib qoldi.
duration-current = Bu yerdagi qoʻshiqlar koʻpi bilan { $seconds } soniya davom etadi. Oʻzgartirish uchun: <code>/duration 90</code> (10–300).
duration-set = Bu yerdagi qoʻshiqlar endi koʻpi bilan { $seconds } soniya davom etadi.
duration-invalid = Davomiylik { $low }–{ $high } soniya oraligʻidagi butun son boʻlishi kerak, masalan <code>/duration 90</code>.

## Alerts to the bot's admins

alert-wallet = ⚠️ Musiqa xizmati tashkilot hamyoni boʻshligini aytmoqda (402). Yangi qoʻshiqlar toʻxtab, navbatda kutmoqda; konsolda balansni toʻldiring. Xizmat qoʻshiqni qabul qilishi bilan oʻzim davom etaman; balans toʻldirilgach, /resume bilan darhol urinib koʻrishimni soʻrashingiz mumkin.
alert-wallet-over = ✅ Hamyon yana ishlayapti: qoʻshiqlar yana yaratilmoqda.
alert-key = ⚠️ Musiqa xizmati botning API kalitini rad etdi (401). Yangi qoʻshiqlar kutib turibdi; bot sozlamalaridagi API_KEY qiymatini tekshiring.
alert-key-over = ✅ API kaliti yana qabul qilinmoqda: qoʻshiqlar yana yaratilmoqda.
alert-address = ⚠️ Musiqa xizmati manzili yangi qoʻshiqqa 404 bilan javob berdi: MUSIC_API_URL manzilida musiqa xizmati yoʻq (manzil /api/v1/music bilan tugashi kerak). Yangi qoʻshiqlar kutib turibdi va hech qanday toʻlov olinmadi; MUSIC_API_URL qiymatini tuzating va botni qayta ishga tushiring.
alert-address-over = ✅ Musiqa xizmati oʻz manzilida yana qoʻshiqlarni qabul qilmoqda: qoʻshiqlar yana yaratilmoqda.
alert-token = ⚠️ Telegram bot tokenini rad etdi (401). Shu vaqt ichida birorta yangi qoʻshiq boshlanmadi; haqi toʻlangan qoʻshiqlar saqlab qolindi.
alert-token-over = ✅ Telegram bot tokenini yana qabul qilmoqda. Yangi qoʻshiqlar yana boshlanmoqda, shu orada yaratilgan qoʻshiqlar hozir yuborilmoqda.
alert-disk = ⚠️ DATA_DIR joylashgan disk toʻldi: { $free } MB boʻsh, keyingi trekka { $needed } MB kerak. Yangi qoʻshiqlar navbatda kutmoqda va trek sarflanmayapti; haqi toʻlangan qoʻshiqlar saqlanadi va joy boʻshashi bilan yuboriladi. Biroz joy boʻshating: hammasi oʻzi davom etadi.
alert-disk-over = ✅ Diskda yana joy bor: yangi qoʻshiqlar yana boshlanmoqda, kutayotgan qoʻshiqlar yuborilmoqda.
alert-text-key = ⚠️ Matn modeli botning API kalitini rad etdi (401), shuning uchun /song matn yoza olmayapti; foydalanuvchilarga oʻz matnlarini yuborish aytilmoqda. Bot sozlamalaridagi API_KEY va TEXT_MODEL qiymatlarini tekshiring.
alert-text-key-over = ✅ Matn modeli kalitni yana qabul qilmoqda: /song yana matn yozmoqda.
alert-text-budget = ⚠️ Matn modeli byudjeti tugadi, shuning uchun /song matn yoza olmayapti; foydalanuvchilarga oʻz matnlarini yuborish aytilmoqda. Konsolda balansni toʻldiring.
alert-text-budget-over = ✅ Matn modeli yana javob bermoqda: /song yana matn yozmoqda.

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = Bu chat hozir qoʻshiq soʻray olmaydi, shuning uchun hech narsa yuborilmadi va trek sarflanmadi. Ruxsat olish uchun bot adminiga murojaat qiling.
draft-footer-denied = 🚫 Yaratilmadi: bu chat hozir qoʻshiq soʻray olmaydi, trek ham sarflanmadi. Bot admini ruxsat bergach, birinchi tugmani yana bosing.

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = Hali qoʻshiqlaringiz yoʻq: yaratish uchun shu yerni bosing
inline-none-found = Qoʻshiqlaringizning birortasi nomida «{ $words }» yoʻq
inline-share-hint = 📤 Qoʻshiqni istalgan chatda ulashish uchun oʻsha chatning xabar maydoniga <code>@{ $bot }</code> deb yozing va qoʻshiqni tanlang: u qayta yuboriladi, yangi trek yaratilmaydi.
inline-off-admin = ℹ️ Bu botda inline rejim oʻchirilgan, shuning uchun foydalanuvchilar qoʻshiqlarini boshqa chatlarda ulasha olmaydi. Uni @BotFather orqali yoqing: /setinline.
