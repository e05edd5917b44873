## Groups and supergroups

groups-hint =
    Burada şarkı yapmak için <code>/lyrics@{ $bot }</code> yazıp sözleri alt satırlara ekleyin ya da mesajlarımdan birine <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code> etiketli sözlerle yanıt verin.{ $topics ->
        [yes] {" "}<code>/song@{ $bot } bir tema</code> yazarsanız önce sözleri ben yazarım.
       *[no] {""}
    }
groups-settings-refused = Grupta şarkıların stilini ve süresini yalnızca grubun yöneticileri değiştirebilir.
groups-welcome =
    Merhaba! Şarkı sözlerini seslendirilmiş şarkılara dönüştürüyorum. <code>/lyrics@{ $bot }</code> yazıp sözleri alt satırlara ekleyin; şarkı buraya yanıt olarak gelir.
    Telegram'ın gizlilik modu nedeniyle yalnızca komutları ve mesajlarıma verilen yanıtları görürüm; ayrıntılar /help@{ $bot } içinde.
groups-welcome-closed = Şarkıların kuruma bir maliyeti var, bu yüzden bu grubun önce bir yöneticiden izin alması gerekiyor: botun bir yöneticisinden <code>{ $chat_id }</code> ID'li gruba izin vermesini isteyin.
access-refused-group =
    Üzgünüm, bu grup henüz şarkı isteyemez: botun yöneticileri izin vermedi.
    Grubun ID'si <code>{ $chat_id }</code>, sizinki <code>{ $user_id }</code>: erişim istemek için bunları botun bir yöneticisine gönderin.
