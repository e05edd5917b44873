## The command menu (setMyCommands): one short line per command

menu-start = Salomlashish va bot qanday ishlaydi
menu-help = Qoʻshiqni qanday olish mumkin
menu-lyrics = Buyruq ostidagi matndan qoʻshiq yaratish
menu-song = Mavzu boʻyicha matn yozish, soʻng qoʻshiq yaratish
menu-gift = Sovgʻa qoʻshiq: bir necha savol, soʻng matn
menu-style = Bu yerdagi qoʻshiqlar uslubini koʻrish yoki belgilash
menu-duration = Trekning eng uzun davomiyligini koʻrish yoki belgilash
menu-status = Bu yerda soʻralgan qoʻshiqlar va ularning holati
menu-mytracks = Bu yerdagi soʻnggi qoʻshiqlaringiz, qayta olish uchun
menu-cancel = Navbatda kutayotgan qoʻshiqlaringizni bekor qilish
menu-lang = Javob tilini tanlash
menu-quota = Adminlar: treklar, slotlar, navbat va xarajatlar
menu-report = Adminlar: soʻnggi 30 kun grafikda
menu-limit = Adminlar: odam yoki guruh uchun kunlik trek ulushi
menu-limits = Adminlar: kunlik ulushlar va ularning bugungi sarfi
menu-allow = Adminlar: chatga qoʻshiq soʻrashga ruxsat berish
menu-deny = Adminlar: chatning qoʻshiq soʻrashini taqiqlash
menu-access = Adminlar: kim qoʻshiq soʻrashi mumkin
menu-pause = Adminlar: xizmatga yuborishni toʻxtatish
menu-resume = Adminlar: yuborishni davom ettirish

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = Matningizni yoki mavzuni ijro etilgan qoʻshiqqa aylantiraman. [verse] va [chorus] kabi boʻlim teglari bilan matn yuboring yoki /song va mavzuni yozing — qoʻshiq shu yerga audio sifatida keladi. Birgalikda qoʻshiq yaratish uchun meni guruhga qoʻshing.
bot-short-description = Qoʻshiq matni yoki mavzuni ijro etilgan qoʻshiqqa aylantiradi.
