## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ “{ $title }” yapıldı ve ücretlendirildi ({ $price } BYN), ancak birçok denemeye rağmen bu sohbete ulaştıramadım. Lütfen botun yöneticilerine haber verin.
delivery-file-gone = ❌ “{ $title }” yapıldı ve ücretlendirildi ({ $price } BYN), ancak müzik servisinde artık dosyası yok: servis dosyanın bulunmadığını söyleyip durdu, bu yüzden alamadım. Lütfen botun yöneticilerine haber verin.
delivery-file-incomplete = ❌ “{ $title }” yapıldı ve ücretlendirildi ({ $price } BYN), ancak müzik servisinin verdiği dosya eksik: { $length } uzunluğundaki şarkının yalnızca { $got } kadarı var. Dosyayı { $tries } kez indirdim ve bir kez bile tam alamadım, bu yüzden bozuk bir şarkı göndermedim. Lütfen botun yöneticilerine haber verin.
delivery-file-unreadable = ❌ “{ $title }” yapıldı ve ücretlendirildi ({ $price } BYN), ancak müzik servisinin verdiği dosya bozuk: { $tries } kez indirdim ve okuyamadım. Lütfen botun yöneticilerine haber verin.
mytracks-header = { $count ->
        [1] 🎵 Bu sohbetteki şarkınız. Yeniden almak için dokunun:
       *[other] 🎵 Bu sohbetteki son { $count } şarkınız. Yeniden almak için birine dokunun:
    }
mytracks-empty = Bu sohbette henüz teslim edilmiş şarkınız yok. Bir tane yapmak için söz gönderin.
mytracks-button = { $title } · { $length }
track-sending = Yeniden gönderiliyor…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 Sözler
lyrics-header = 📝 “{ $title }” şarkısının sözleri:
song-words-none = Bu şarkının gösterilecek sözü yok.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>, konunuz kapatıldı ya da silindi, bu yüzden bu mesaj buraya geldi:
topic-gone-chat = { $name }, konunuz kapatıldı ya da silindi, bu yüzden bu mesaj buraya geldi:
topic-closed-private = ℹ️ İstekte bulunduğunuz grup, Genel konusu da dahil bana kapalı, bu yüzden bu mesaj buraya geldi:
topic-closed-admins = ℹ️ <a href="tg://user?id={ $id }">{ $name }</a> için bir mesaj { $chat } sohbetinde gönderilemedi: hem konusu hem de Genel konusu kapalı ve ona özelden yazamıyorum. Mesaj şu:
song-waits-admins = ℹ️ <a href="tg://user?id={ $id }">{ $name }</a> için <code>{ $chat }</code> sohbetinde istenen “{ $title }” şarkısı bekliyor: orada hem konusu hem de Genel konusu kapalı ve bu kişi beni başlatmamış, bu yüzden şarkıyı ona özelden gönderemiyorum. Bana yazar yazmaz şarkı ona gönderilir.
song-waits-admins-chat = ℹ️ { $name } için <code>{ $chat }</code> sohbetinde istenen “{ $title }” şarkısı bekliyor: orada hem konusu hem de Genel konusu kapalı. Bunlardan biri açılır açılmaz gönderilir.
topic-closed-admins-chat = ℹ️ { $name } için bir mesaj { $chat } sohbetinde gönderilemedi: hem konusu hem de Genel konusu kapalı. Mesaj şu:
