## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 Yeni versiyon
take-title = { $title } ({ $number }. versiyon)
take-question = 🔁 “{ $title }” için yeni bir versiyon: aynı sözler ve stil, { $number }. versiyon olarak yeniden söylenir. Bir parça harcar.
    { $mine ->
        [0] Bugün parçanız kalmadı, bu yüzden yeni parçanız olana kadar sırada bekler
        [one] Bugün { $mine } parçanız kaldı
       *[other] Bugün { $mine } parçanız kaldı
    }; herkes için toplam { $everyone ->
        [one] { $everyone } parça
       *[other] { $everyone } parça
    } kaldı.
button-take-go = ✅ { $number }. versiyonu yap
button-take-no = ✖️ Gerek yok
take-footer-declined = 🗑 Yeni versiyon yok. Parça harcanmadı.
take-footer-expired = ⌛ Bu soru bir gün yanıtsız kaldığı için süresi doldu. Parça harcanmadı; yeniden sormak için şarkının altındaki 🔁 Yeni versiyon düğmesine basın.
take-answer-asked = Şarkının altındaki soruyu yanıtlayın.
take-answer-already = Bu şarkının yeni versiyonu için zaten bir soru sordum: o soruyu yanıtlayın.
take-answer-no-words = Bu şarkının sözleri artık saklanmıyor, bu yüzden yeniden söylenemez.
take-answer-not-shown = Soruyu gösteremedim, bu yüzden hiçbir şey söylenmeyecek ve parça harcanmadı. Lütfen tekrar deneyin.
take-answer-declined = Yeni versiyon yok; parça harcanmadı.
take-answer-expired = Bu sorunun süresi doldu; şarkının altındaki 🔁 Yeni versiyon düğmesine yeniden basın.

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
        [up] 👍 Kaydedildi. Teşekkürler!
       *[down] 👎 Kaydedildi. Bildirdiğiniz için teşekkürler!
    }
vote-answer-changed = { $vote ->
        [up] 👍 olarak değiştirildi.
       *[down] 👎 olarak değiştirildi.
    }
vote-answer-same = { $vote ->
        [up] Zaten 👍 verdiniz.
       *[down] Zaten 👎 verdiniz.
    }
styles-report-header = 🎚 Son { $days } günde yapılan şarkıların stilleri: kaç şarkı, kaçında 👍 sayısı 👎 sayısından fazla, kaçında tersi.
styles-report-line = { $name }: { $made } { $made ->
        [one] şarkı
       *[other] şarkı
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ “{ $style }”
styles-report-none = ∅ Stil yok (servis seçti)
styles-report-more = …ve { $count } { $count ->
        [one] stil
       *[other] stil
    } daha
