## Groups and supergroups

groups-hint =
    Bu yerda qoʻshiq yaratish uchun <code>/lyrics@{ $bot }</code> deb yozib, matnni keyingi qatorlarga joylang yoki xabarlarimdan biriga <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code> teglari bor matn bilan javob bering.{ $topics ->
        [yes] {" "}<code>/song@{ $bot } mavzu</code> deb yozsangiz, avval matnni men yozaman.
       *[no] {""}
    }
groups-settings-refused = Guruhda qoʻshiqlar uslubi va davomiyligini faqat guruh adminlari oʻzgartira oladi.
groups-welcome =
    Salom! Men qoʻshiq matnlarini ijro etilgan qoʻshiqlarga aylantiraman. <code>/lyrics@{ $bot }</code> deb yozib, matnni keyingi qatorlarga joylang: qoʻshiq shu yerga javob sifatida keladi.
    Telegramning maxfiylik rejimi tufayli men faqat buyruqlarni va xabarlarimga berilgan javoblarni koʻraman; batafsil: /help@{ $bot }.
groups-welcome-closed = Qoʻshiqlar uchun tashkilot pul toʻlaydi, shuning uchun bu guruhga avval admin ruxsati kerak: bot adminidan <code>{ $chat_id }</code> ID raqamli guruhga ruxsat berishni soʻrang.
access-refused-group =
    Kechirasiz, bu guruh hali qoʻshiq soʻray olmaydi: bot adminlari unga ruxsat bermagan.
    Guruh ID raqami <code>{ $chat_id }</code>, sizniki esa <code>{ $user_id }</code>: ruxsat soʻrash uchun ularni shu botning adminiga yuboring.
