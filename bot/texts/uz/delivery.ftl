## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ «{ $title }» yaratildi va toʻlovi olindi ({ $price } BYN), lekin koʻp urinishlardan keyin ham uni bu chatga yetkaza olmadim. Iltimos, bot adminlariga xabar bering.
delivery-file-gone = ❌ «{ $title }» yaratildi va toʻlovi olindi ({ $price } BYN), lekin musiqa xizmatida uning fayli endi yoʻq: xizmat fayl mavjud emasligini takrorlayverdi, shuning uchun uni ololmadim. Iltimos, bot adminlariga xabar bering.
delivery-file-incomplete = ❌ «{ $title }» yaratildi va toʻlovi olindi ({ $price } BYN), lekin musiqa xizmati bergan fayl toʻliq emas: unda { $length } oʻrniga faqat { $got } bor. Uni { $tries } marta yuklab oldim, lekin bir marta ham toʻliq ololmadim, shuning uchun buzuq qoʻshiqni yubormadim. Iltimos, bot adminlariga xabar bering.
delivery-file-unreadable = ❌ «{ $title }» yaratildi va toʻlovi olindi ({ $price } BYN), lekin musiqa xizmati bergan fayl shikastlangan: uni { $tries } marta yuklab oldim, ammo oʻqiy olmadim. Iltimos, bot adminlariga xabar bering.
mytracks-header = { $count ->
        [1] 🎵 Bu chatdagi qoʻshigʻingiz. Qayta olish uchun ustiga bosing:
       *[other] 🎵 Bu chatdagi soʻnggi { $count } ta qoʻshigʻingiz. Qayta olish uchun birini bosing:
    }
mytracks-empty = Bu chatda hali yetkazilgan qoʻshigʻingiz yoʻq. Qoʻshiq yaratish uchun matn yuboring.
mytracks-button = { $title } · { $length }
track-sending = Qayta yuborilmoqda…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 Matn
lyrics-header = 📝 «{ $title }» qoʻshigʻining matni:
song-words-none = Bu qoʻshiqda koʻrsatiladigan soʻzlar yoʻq.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>, siz yozgan mavzu yopilgan yoki oʻchirilgan, shuning uchun xabarni shu yerga yubordim:
topic-gone-chat = { $name }, siz yozgan mavzu yopilgan yoki oʻchirilgan, shuning uchun xabarni shu yerga yubordim:
topic-closed-private = ℹ️ Siz soʻragan guruh, uning Umumiy mavzusi ham, men uchun yopiq, shuning uchun xabarni shu yerga yubordim:
topic-closed-admins = ℹ️ <a href="tg://user?id={ $id }">{ $name }</a> uchun xabarni { $chat } chatiga yuborib boʻlmadi: uning mavzusi ham, Umumiy mavzusi ham yopiq, unga shaxsiy xabar ham yoza olmayman. Mana u:
song-waits-admins = ℹ️ <code>{ $chat }</code> chatida <a href="tg://user?id={ $id }">{ $name }</a> soʻragan «{ $title }» qoʻshigʻi kutib turibdi: u yerda uning mavzusi ham, Umumiy mavzu ham yopiq, bu odam esa meni ishga tushirmagan, shuning uchun qoʻshiqni unga shaxsiy xabarda yubora olmayman. Menga yozishi bilan qoʻshiq unga yuboriladi.
song-waits-admins-chat = ℹ️ <code>{ $chat }</code> chatida { $name } soʻragan «{ $title }» qoʻshigʻi kutib turibdi: u yerda uning mavzusi ham, Umumiy mavzu ham yopiq. Ulardan biri ochilishi bilan qoʻshiq yuboriladi.
topic-closed-admins-chat = ℹ️ { $name } uchun xabarni { $chat } chatiga yuborib boʻlmadi: uning mavzusi ham, Umumiy mavzusi ham yopiq. Mana u:
