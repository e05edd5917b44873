## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 Yana bir variant
take-title = { $title } ({ $number }-variant)
take-question = 🔁 «{ $title }» uchun yana bir variant: xuddi shu soʻzlar va uslub { $number }-variant sifatida qayta kuylanadi. Bunga bitta trek ketadi.
    { $mine ->
        [0] Bugun treklaringiz qolmadi, shuning uchun u sizda yana trek paydo boʻlguncha navbatda kutadi
        [one] Bugun sizda { $mine } ta trek qoldi
       *[other] Bugun sizda { $mine } ta trek qoldi
    }; hamma uchun jami { $everyone ->
        [one] { $everyone } ta trek
       *[other] { $everyone } ta trek
    } qoldi.
button-take-go = ✅ Ha, { $number }-variant
button-take-no = ✖️ Yoʻq, rahmat
take-footer-declined = 🗑 Yangi variant yoʻq. Trek sarflanmadi.
take-footer-expired = ⌛ Bu savolga bir kun davomida javob berilmagani uchun uning muddati tugadi. Trek sarflanmadi; yana soʻrash uchun qoʻshiq ostidagi 🔁 Yana bir variant tugmasini bosing.
take-answer-asked = Qoʻshiq ostidagi savolga javob bering.
take-answer-already = Bu qoʻshiqning yana bir varianti haqida allaqachon soʻraganman: oʻsha savolga javob bering.
take-answer-no-words = Bu qoʻshiqning soʻzlari endi saqlanmaydi, shuning uchun uni qayta kuylab boʻlmaydi.
take-answer-not-shown = Savolni koʻrsata olmadim, shuning uchun hech narsa kuylanmaydi va trek sarflanmadi. Qayta urinib koʻring.
take-answer-declined = Yangi variant yoʻq; trek sarflanmadi.
take-answer-expired = Bu savolning muddati tugadi; qoʻshiq ostidagi 🔁 Yana bir variant tugmasini yana bosing.

## Likes that teach the admins: 👍 / 👎 under a song (bot/ui/votes.py), and /report's styles

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 Hisobga olindi. Rahmat!
       *[down] 👎 Hisobga olindi. Aytganingiz uchun rahmat!
    }
vote-answer-changed = { $vote ->
        [up] Oʻzgartirildi: 👍.
       *[down] Oʻzgartirildi: 👎.
    }
vote-answer-same = { $vote ->
        [up] Siz allaqachon 👍 bosgansiz.
       *[down] Siz allaqachon 👎 bosgansiz.
    }
styles-report-header = 🎚 Soʻnggi { $days } kunda yaratilgan qoʻshiqlar uslublari: nechta qoʻshiq, nechtasida 👍 soni 👎 sonidan koʻp va nechtasida aksincha.
styles-report-line = { $name }: { $made } { $made ->
        [one] ta qoʻshiq
       *[other] ta qoʻshiq
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ «{ $style }»
styles-report-none = ∅ Uslubsiz (xizmat tanladi)
styles-report-more = …va yana { $count } { $count ->
        [one] ta uslub
       *[other] ta uslub
    }
