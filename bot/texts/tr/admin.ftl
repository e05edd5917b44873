## For the bot's admins only (ADMIN_USER_IDS)

admin-only = Bu komut yalnızca botun yöneticileri içindir.

## /quota

quota-header = 📊 <b>Kurumun bugünkü durumu</b>
quota-tracks = Bugünkü parçalar: { $used } / { $limit } ({ $left } kaldı)
quota-active = Şu an üretilen: { $active } / { $limit }
quota-waiting = Botun sırasında bekleyen: { $waiting }
quota-spent = Harcanan: bugün { $today } BYN, bu ay { $month } BYN
quota-submissions = { $reason ->
        [wallet] ⏸ Gönderimler servis tarafından duraklatıldı: cüzdan boş (402). Bakiye yüklendikten sonra servis bir şarkıyı kabul edince kendiliğinden sürer; /resume bunu hemen dener.
        [key] ⏸ Gönderimler duraklatıldı: servis API anahtarını reddediyor (401). API_KEY değerini kontrol edin.
        [address] ⏸ Gönderimler duraklatıldı: MUSIC_API_URL adresinde müzik servisi yok (yeni şarkıya 404). Adresi düzeltip botu yeniden başlatın.
        [admin] ⏸ Gönderimler bir yönetici tarafından duraklatıldı. /resume ile yeniden başlar.
        [token] ⏸ Yeni şarkılar bekliyor: Telegram botun token'ını reddediyor (401). Geçerli bir TELEGRAM_BOT_TOKEN girip botu yeniden başlatın; bekleyen hiçbir şey kaybolmaz.
        [telegram] ⏸ Yeni şarkılar bekliyor: Telegram yanıt vermiyor. Telegram geri gelince kendiliğinden başlarlar.
        [disk] ⏸ Yeni şarkılar bekliyor: DATA_DIR altındaki diskte sonraki parça için yer yok. Biraz yer açın; şarkılar kendiliğinden başlar.
       *[none] ▶️ Gönderimler çalışıyor.
    }
quota-jobs-failing = ⚠️ Üretimler serviste art arda başarısız oluyor ya da zaman aşımına uğruyor.
quota-top-chats = <b>Bu ayın en etkin sohbetleri</b>
quota-top-users = <b>Bu ayın en etkin kullanıcıları</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } parça
       *[other] { $tracks } parça
    }, { $byn } BYN
quota-top-none = Henüz parça yok.

## /allow, /deny, /access

access-usage = Komuttan sonra sohbet ID'sini yazın: örneğin bir kişi için <code>/{ $command } 123456789</code>, bir grup için <code>/{ $command } -1001234567890</code>. Grupta yalnızca <code>/{ $command }</code> yazmak bu grup demektir.
access-allowed = ✅ <code>{ $chat_id }</code> artık şarkı isteyebilir.
access-denied = 🚫 <code>{ $chat_id }</code> artık şarkı isteyemez.
access-denied-admin = 🚫 <code>{ $chat_id }</code> sohbet olarak engellendi, ancak botun yöneticilerinden biri (ADMIN_USER_IDS); yöneticiler her yerden şarkı isteyebilir.
access-header = 🔐 <b>Kimler şarkı isteyebilir</b> (ACCESS={ $mode ->
        [open] open: herkes; aşağıdaki listeler ACCESS private olunca geçerli olur
       *[private] private: yöneticiler ve aşağıdaki sohbetler
    })
access-denied-ended = { $count ->
        [one] Orada sırada bekleyen bir şarkı iptal edildi; bunun için hiçbir şey harcanmadı.
       *[other] Orada sırada bekleyen { $count } şarkı iptal edildi; bunlar için hiçbir şey harcanmadı.
    }
access-open-note = Not: ACCESS=open herkesin şarkı istemesine izin verir; bu yüzden bu ayar ancak ACCESS private olunca etkili olur.
access-admins = Yöneticiler: { $ids }
access-configured = ALLOWED_CHAT_IDS listesinden: { $ids }
access-list-allowed = <b>/allow ile izin verilenler:</b>
access-list-denied = <b>/deny ile engellenenler:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …ve { $count } tane daha.

## /pause and /resume

pause-done = ⏸ Gönderimler duraklatıldı. Yeni istekler kabul edilir ve sırada bekler; servise ulaşmış şarkılar yine de gelir. /resume ile yeniden başlar.
pause-already = Gönderimler zaten bir yönetici tarafından duraklatılmış. /resume ile yeniden başlar.
resume-done = { $reason ->
        [admin] ▶️ Gönderimler yeniden çalışıyor.
        [lifted] ▶️ Yöneticilerin duraklatması kaldırıldı.
       *[none] Gönderimler bir yönetici tarafından duraklatılmamıştı.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ Yeni şarkılar hâlâ müzik servisini bekliyor: cüzdan boş (402). Şimdi yeniden deniyorum; servis bir şarkıyı kabul edince kendiliğinden başlarlar.
       *[key] ⏸ Yeni şarkılar hâlâ müzik servisini bekliyor: servis API anahtarını reddediyor (401). Şimdi yeniden deniyorum; servis bir şarkıyı kabul edince kendiliğinden başlarlar.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ Art arda { $count } üretim tamamlanmadı: { $failed } tanesi müzik servisinde başarısız oldu, { $expired } tanesi { $minutes } dakikadan uzun sürdü. Kullanıcılarına haber verildi (başarısız üretim ücretlendirilmez). Servisin durumunu kontrol edin.
alert-jobs-over = ✅ Üretimler yeniden tamamlanıyor: az önce biri bitti.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = Son { $days } günde hiç parça başlatılmadı ve hiçbir harcama yapılmadı; bu yüzden henüz çizilecek bir grafik yok. Bugünün rakamları: /quota.
report-caption = 📈 Son { $days } gün: { $tracks ->
        [one] { $tracks } parça
       *[other] { $tracks } parça
    } başlatıldı, { $byn } BYN harcandı. Bugünün rakamları: /quota.
report-title = Son { $days } gün
report-tracks-axis = Günlük
report-limit = Günlük limit ({ $limit })
report-money-axis = Günlük harcanan BYN
report-top-title = Son { $days } günün en etkin kullanıcıları
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } parça
       *[other] { $tracks } parça
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = Hakkın kime ait olduğunu ve günde kaç parça olacağını yazın: bir kişi için <code>/limit 123456789 3</code> (tüm sohbetlerdeki şarkıları), bir grup için <code>/limit -1001234567890 5</code> (üyeleri hakkı paylaşır); hiç parça vermemek için <code>0</code>, hakkı kaldırmak için <code>off</code>. Grupta yalnızca <code>/limit 5</code> yazmak bu grup demektir. Bunun yerine metin modelinin yazacağı sözler için günlük hak tanımlamak isterseniz <code>lyrics</code> ekleyin: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = “{ $value }” bir sohbet ID'si değil: kişi ID'si <code>123456789</code> gibi bir sayıdır, grup ID'si ise <code>-1001234567890</code> gibi eksiyle başlar.
limit-bad-number = “{ $value }” geçerli bir parça sayısı değil: 0 ile { $max } arasında bir tam sayı ya da hakkı kaldırmak için <code>off</code> yazın.
limit-negative = Hak negatif olamaz ({ $value }): hiç parça vermemek için <code>0</code>, hakkı kaldırmak için <code>off</code> yazın.
limit-set = ✅ { $whose ->
        [group] <code>{ $id }</code> grubu günde { $tracks } { $tracks ->
            [one] parça
           *[other] parça
        } başlatabilir; bu hakkı üyeleri paylaşır.
       *[user] <code>{ $id }</code> tüm sohbetlerde günde { $tracks } { $tracks ->
            [one] parça
           *[other] parça
        } başlatabilir.
    } Bugün kullanılan: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] <code>{ $id }</code> grubunda artık kimse parça başlatamaz.
       *[user] <code>{ $id }</code> artık parça başlatamaz.
    } Şarkıları sırada bekler; <code>/limit { $id } off</code> hakkı kaldırır.
limit-off = ✅ <code>{ $id }</code> için tanımlı hak kaldırıldı. { $fallback ->
        [default] Yeniden USER_DAILY_LIMIT geçerli: günde { $default }.
        [chat] Sohbetin kendi adına istedikleri için yeniden USER_DAILY_LIMIT geçerli: günde { $default }; üyelerinin ortak bir hakkı yok.
       *[none] Yalnızca kurumun limiti geçerli.
    }
limit-off-none = <code>{ $id }</code> için ayrıca tanımlanmış bir hak yoktu; hiçbir şey değişmedi.
limits-header = 🎟 <b>Kurumun parçalarından günlük haklar</b>
limits-default = { $fallback ->
        [default] Diğer herkes (kendi adına isteyen kanallar ve sohbetler dahil): her biri günde { $default } (USER_DAILY_LIMIT). Bir grubun üyelerinin ortak hakkı ancak burada tanımlanırsa olur.
       *[none] Diğer herkes: kendine ait hak yok (USER_DAILY_LIMIT=0), yalnızca kurumun limiti.
    }
limits-none = Henüz tanımlı hak yok: <code>/limit 123456789 3</code> ile bir tane tanımlayın.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(grup)
       *[user] {""}
    }: bugün { $used } / { $tracks } kullanıldı
quota-shares = <b>Günlük haklar</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Bugünkü sözler (metin modeli çağrıları): { $used } { $limited ->
        [yes] / { $limit } ({ $left } kaldı, ORG_TEXT_DAILY_LIMIT)
       *[no] (günlük limit yok: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] kendi adına isteyen her kişi ya da sohbet için günde { $own } (USER_TEXT_DAILY_LIMIT)
       *[no] kişi başı limit yok (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Bugün en çok söz isteyenler</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = Bugün hiç söz yazılmadı.
limit-lyrics-set = ✅ <code>{ $id }</code> tüm sohbetlerde metin modelini günde { $calls } { $calls ->
        [one] kez
       *[other] kez
    } çağırabilir (söz yazma ya da yeniden yazma). Bugün kullanılan: { $used }.
limit-lyrics-off = ✅ <code>{ $id }</code> için tanımlı söz hakkı kaldırıldı. { $fallback ->
        [default] Yeniden USER_TEXT_DAILY_LIMIT geçerli: günde { $default }.
       *[none] Yalnızca kurumun limiti geçerli (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code> için ayrıca tanımlanmış bir söz hakkı yoktu; hiçbir şey değişmedi.
report-tracks-bars = Başlatılan parçalar
report-lyrics-bars = Yazılan sözler (metin modeli çağrıları)
