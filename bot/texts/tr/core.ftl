## Greeting and help

start =
    Merhaba{ $has_name ->
        [yes] , { $name }
       *[no] {""}
    }! Şarkı sözlerini seslendirilmiş bir şarkıya dönüştürüyorum. 🎤

    Sözleri bölüm etiketleriyle gönderin, her etiket kendi satırında olsun:
    <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.
    Ya da <code>/lyrics</code> yazıp sözleri alt satırlara ekleyin.
    Henüz sözleriniz yok mu? <code>/song</code> ve bir tema yazın: sözleri ben yazar, önce size gösteririm.

    /style sesi (enstrümanlar, ruh hâli, vokal), /duration süreyi belirler,
    /status şarkılarınızın durumunu gösterir. Ayrıntılar /help içinde.

help =
    <b>Şarkı nasıl yapılır</b>
    Bölüm etiketleri kendi satırlarında olacak şekilde sözleri gönderin, örneğin:
    <code>[verse]
    Pencerede sabah ışığı
    {"["}chorus]
    Söyle yüksek sesle, söyle şimdi</code>
    ya da <code>/lyrics</code> yazıp sözleri alt satırlara ekleyin.

    <b>Komutlar</b>
    /lyrics — komutun altındaki sözlerden şarkı yapar
    /song — bir tema üzerine sizin için söz yazılır (<code>/song yağmurlu bir pazar</code>), parça harcanmadan önce gösterilir
    /style — stili gösterir ya da ayarlar (<code>/style hülyalı synth pop, kadın vokal</code>; <code>/style reset</code>) ya da düğmelerden bir tür ve ruh hâli seçtirir
    /duration — en uzun parça süresini gösterir ya da ayarlar, 10–300 saniye
    /status — buradaki istekleriniz ve her birinin durumu
    /cancel — hâlâ sırada bekleyen istekleri iptal eder
    /lang — yanıt verdiğim dili seçtirir

    Şarkılar birer ikişer yapılır ve birkaç dakika sürer; sizi haberdar ederim.
    📤 Yaptığınız bir şarkıyı herhangi bir sohbette paylaşmak için o sohbetin mesaj alanına <code>@{ $bot }</code> yazıp şarkıyı seçin: yeni parça harcanmaz.

help-group =
    <b>Bu gruptaki şarkılar</b>
    <code>/lyrics</code> yazıp sözleri alt satırlara ekleyin ya da mesajlarımdan birine etiketli sözlerle yanıt verin.
    <code>/song</code> ve bir tema: sözleri ben yazarım ve parça harcanmadan önce gösteririm.
    /style ve /duration tüm grup için geçerlidir; /status grubun isteklerini gösterir.
    📤 Yaptığınız bir şarkıyı paylaşmak için herhangi bir sohbetin mesaj alanına <code>@{ $bot }</code> yazıp şarkıyı seçin.

    Yalnızca komutları ve mesajlarıma verilen yanıtları görürüm (Telegram'ın gizlilik modu), yani diğer konuşmalar aranızda kalır.

## Asking for songs

lyrics-usage =
    Sözleri <code>/lyrics</code> komutundan sonraki satırlara yazın, örneğin:
    <code>/lyrics
    {"["}verse]
    Pencerede sabah ışığı
    {"["}chorus]
    Söyle yüksek sesle, söyle şimdi</code>
lyrics-empty = Bu sözler boş: söylenecek kelime yok. Sözleri <code>[verse]</code> ya da <code>[chorus]</code> satırlarıyla gönderin.
lyrics-no_words = Bölüm etiketleri buldum ama söylenecek söz yok. Sözleri etiketlerin altına yazın.
lyrics-trimmed = Sözleriniz { $length } karakterdi; servis en fazla { $limit } karakter kabul ediyor, bu yüzden yalnızca sığan bölümleri tuttum.
access-refused =
    Üzgünüm, bu bot yalnızca yöneticilerinin izin verdiği kişiler için şarkı yapıyor.
    ID'niz: <code>{ $user_id }</code>. Erişim istemek için bunu botun bir yöneticisine gönderin.
untagged-hint =
    Şarkı yapmak için sözleri, bölüm etiketleri kendi satırlarında olacak şekilde gönderin (<code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>) ya da <code>/lyrics</code> yazıp sözleri altına ekleyin. Örnek için: /help.
not-text = Yalnızca metinle çalışabilirim: bana şarkı sözü gönderin ya da nasıl yapılacağını görmek için /help yazın.
unknown-command = Bu komutu bilmiyorum. Neler yapabildiğimi /help gösterir.
error-generic = Bir şeyler ters gitti, sorun bende. Gönderdiğiniz hiçbir şey kaybolmadı; lütfen biraz sonra tekrar deneyin.
error-storage = Şu anda hiçbir şey kaydedemiyorum (depolama alanım dolu ya da arızalı). Daha önce gönderdiğiniz hiçbir şey kaybolmadı; lütfen birkaç dakika sonra tekrar deneyin.
error-service = Müzik servisi şu anda olması gerektiği gibi yanıt vermiyor. Yalnızca tamamlanan şarkılar ücretlendirilir; lütfen birkaç dakika sonra tekrar deneyin.

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ Tamamdır! Şarkınız sırada, sıranız: { $place }. Yaklaşık { $minutes } dakikada hazır olur.
    Kurumun bugün kalan parçaları: { $left }.
place-exact = { $place }
place-far = { $step }+
waiting-far =
    ⏳ Tamamdır! Şarkınız sırada, sıranız: { $place }.
    Öndeki şarkılar yapıldıkça öne geçer; ilk { $exact } şarkı arasına girince tam sırası ve süresi burada görünür.
waiting-busy = ⏳ Müzik servisi şu anda meşgul. Şarkınız yerini ({ $place }) korur ve servis boşalınca kendiliğinden başlar.
waiting-unavailable = ⏳ Müzik servisine geçici olarak ulaşılamıyor. Şarkınız yerini ({ $place }) korur ve servis geri gelince kendiliğinden başlar.
waiting-wallet = ⏳ Kurumun şarkı bakiyesi tükendi, bu yüzden şarkılar beklemede. Şarkınız yerini ({ $place }) korur ve bakiye yüklenir yüklenmez başlar; yöneticilere haber verildi.
waiting-key = ⏳ Bot şimdilik hizmet dışı (müzik servisine erişimi reddedildi). Şarkınız yerini ({ $place }) korur; yöneticilere haber verildi.
waiting-address = ⏳ Botta müzik servisi için yanlış bir adres ayarlanmış, bu yüzden yeni şarkılar beklemede. Şarkınız yerini ({ $place }) korur; yöneticilere haber verildi.
waiting-user-limit = ⏳ Bugünlük tüm şarkılarınızı kullandınız. Bu şarkı yerini ({ $place }) korur ve yeni kota günü başlayınca (saat { $starts }) başlar.
waiting-chat-limit = ⏳ Bu grup bugünlük tüm şarkılarını kullandı. Sizinki yerini ({ $place }) korur ve yeni kota günü başlayınca (saat { $starts }) başlar.
share-left = { $whose ->
        [group] 👥 Bu grubun hakkı
       *[own] 🎟 Hakkınız
    }: bugün { $tracks } parçadan { $left } tanesi kaldı.
waiting-admin = ⏳ Bir yönetici yeni şarkıları bir süreliğine duraklattı. Şarkınız yerini ({ $place }) korur ve duraklatma bitince başlar.
waiting-token = ⏳ Bot şu anda Telegram'a düzgün ulaşamıyor, bu yüzden yeni şarkılar beklemede. Sizinki yerini ({ $place }) korur; yöneticilere haber verildi.
waiting-telegram = ⏳ Telegram şu anda bota yanıt vermiyor, bu yüzden yeni şarkılar beklemede (gönderilemezlerdi). Sizinki yerini ({ $place }) korur ve Telegram geri gelince kendiliğinden başlar.
waiting-disk = ⏳ Botta yeni şarkıları saklayacak yer kalmadı, bu yüzden şarkılar beklemede. Sizinki yerini ({ $place }) korur ve yer açılınca kendiliğinden başlar; yöneticilere haber verildi.
waiting-tomorrow = ⏳ Bugünkü parçaların hepsi kullanıldı. Şarkınız yerini ({ $place }) korur ve yeni kota günü başlayınca (saat { $starts }) başlar.
progress-submitting = 📤 Şarkınız müzik servisine gönderiliyor…
progress-queued = 🎼 Şarkınız müzik servisinde sırada. ({ $elapsed })
progress-running = 🎙 Şarkınız üretiliyor; bu birkaç dakika sürer. ({ $elapsed })
progress-sending = 📦 Şarkınız hazır; dosya hazırlanıyor…
progress-not-known = ❔ Müzik servisi “{ $title }” adlı şarkıyı tanımadığını söylüyor. Hâlâ üzerinde çalışıyor olabilir; bu yüzden gönderdikten sonra { $hours } saat boyunca kontrol etmeye devam ediyorum: şarkı ortaya çıkarsa buraya gelir. Yalnızca tamamlanan şarkılar ücretlendirilir.

## How a request ended without a song

outcome-failed = ❌ “{ $title }” müzik servisinde üretilemedi. Başarısız üretim ücretlendirilmez. Yeniden denemek için sözleri tekrar gönderin.
outcome-lost = ❌ Gönderilmesinin üzerinden bir gün geçmesine rağmen müzik servisi “{ $title }” adlı şarkıyı hâlâ tanımadığını söylüyor, bu yüzden beklemeyi bıraktım. Servis şarkının bittiğini hiç bildirmedi ve yalnızca tamamlanan şarkılar ücretlendirilir. Yeniden denemek için sözleri tekrar gönderin.
outcome-expired = ⌛ “{ $title }” { $minutes } dakikadan uzun sürüyor. Hâlâ bekliyorum: müzik servisi şarkıyı yaparsa ne kadar geç olursa olsun buraya gönderirim, yapmazsa size haber veririm. Yalnızca tamamlanan şarkılar ücretlendirilir.
outcome-never-finished = ⌛ Gönderilmesinden { $hours } saat sonra bile müzik servisi “{ $title }” adlı şarkıyı bitirmemişti, bu yüzden beklemeyi bıraktım. Servis şarkının bittiğini hiç bildirmedi ve yalnızca tamamlanan şarkılar ücretlendirilir. Yeniden denemek için sözleri tekrar gönderin.
outcome-rejected = 🚫 Müzik servisi “{ $title }” adlı şarkıyı reddetti: { $reason }. Lütfen sözleri ya da ayarları değiştirip tekrar gönderin.
outcome-unknown = ❓ “{ $title }” adlı şarkıyı müzik servisine gönderdim ama yanıt alamadım, bu yüzden kabul edilip edilmediğini bilemiyorum. İki kez ücretlendirilmemeniz için kendiliğimden yeniden göndermeyeceğim. Bir kez daha göndermek için “Tekrar dene” düğmesine dokunun.
outcome-cancelled = 🗑 “{ $title }” iptal edildi.
outcome-chat-gone = 🚫 “{ $title }” iptal edildi: benimle olan özel sohbetinize şarkı gönderemiyorum (beni engellemişsiniz ya da orada beni henüz başlatmamışsınız). Hiçbir ücret alınmadı. Benimle bir sohbet başlatın, sonra yeniden isteyin.
outcome-denied = 🚫 “{ $title }” iptal edildi: bu sohbet artık şarkı isteyemez. Hiçbir ücret alınmadı.

## Buttons and their answers

button-retry = 🔁 Tekrar dene
button-lossless = 💿 Kayıpsız orijinal
button-stale = Bu düğme artık etkin değil.
button-not-yours = Bu düğme, şarkıyı isteyen kişiye ait.
retry-queued = Sıraya geri gönderildi.
lossless-preparing = Kayıpsız dosya hazırlanıyor…
lossless-failed = Üzgünüm, kayıpsız dosyayı şu anda gönderemedim. Lütfen düğmeyi daha sonra tekrar deneyin.
lossless-too-large = Kayıpsız dosya, FLAC olarak bile bir botun yükleyebileceği { $limit } MB sınırından büyük, bu yüzden buraya gönderilemiyor.

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] Stil: { $style }
       *[no] Stil: varsayılan
    }
    Süre: { $length } · Fiyat: { $price } BYN{ $in_group ->
        [yes] {"\u000A"}İsteyen: { $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = Bu sohbette henüz şarkı istenmedi. Başlamak için söz gönderin.
status-header = <b>Bu sohbetteki şarkılar</b>
status-line = #{ $id } “{ $title }” — { $state ->
        [draft] 📝 sözler gösterildi, onayınız bekleniyor
        [waiting] ⏳ sırada bekliyor, sıra: { $place }
        [submitting] 📤 servise gönderiliyor
        [queued] 🎼 serviste sırada
        [running] 🎙 üretiliyor
        [completed] 📦 teslim ediliyor
        [delivered] ✅ teslim edildi
        [failed] ❌ başarısız (ücretlendirilmedi)
        [expired] ⌛ uzun sürüyor, hâlâ bekleniyor
        [rejected] 🚫 servis reddetti
        [unknown] ❓ servisten yanıt yok
        [cancelled] 🗑 iptal edildi
       *[other] { $state }
    }
cancel-done = { $count ->
        [one] Bekleyen 1 şarkı iptal edildi.
       *[other] Bekleyen { $count } şarkı iptal edildi.
    }
cancel-nothing = Burada sırada bekleyen şarkınız yok. Müzik servisine ulaşmış şarkılar iptal edilemez.

## /style and /duration

style-current = Bu sohbetteki stil: <i>{ $style }</i>
style-none = Bu sohbette stil ayarlanmadı: servis seçiyor. Ayarlamak için: <code>/style hülyalı synth pop, kadın vokal</code>.
style-set = Stil ayarlandı: <i>{ $style }</i>
style-reset = Stil temizlendi: bundan sonra servis seçecek.
style-too-long = Bu stil { $length } karakter; en fazla { $limit } olabilir. Önceki stil korunuyor.
duration-current = Buradaki şarkılar en fazla { $seconds } saniye uzunluğunda. Değiştirmek için: <code>/duration 90</code> (10–300).
duration-set = Buradaki şarkılar artık en fazla { $seconds } saniye uzunluğunda olacak.
duration-invalid = Süre, { $low } ile { $high } arasında bir tam sayı (saniye) olmalı; örneğin <code>/duration 90</code>.

## Alerts to the bot's admins

alert-wallet = ⚠️ Müzik servisi kurumun cüzdanının boş olduğunu söylüyor (402). Yeni şarkılar beklemede ve sırada duruyor; konsoldan bakiye yükleyin. Servis bir şarkıyı kabul edince kendiliğimden devam ederim; bakiye yükledikten sonra /resume ile hemen denememi sağlayabilirsiniz.
alert-wallet-over = ✅ Cüzdan yeniden çalışıyor: şarkılar yeniden yapılıyor.
alert-key = ⚠️ Müzik servisi botun API anahtarını reddetti (401). Yeni şarkılar beklemede; botun yapılandırmasındaki API_KEY değerini kontrol edin.
alert-key-over = ✅ API anahtarı yeniden kabul ediliyor: şarkılar yeniden yapılıyor.
alert-address = ⚠️ Müzik servisinin adresi yeni bir şarkıya 404 yanıtı verdi: MUSIC_API_URL adresinde müzik servisi yok (adres /api/v1/music ile bitmeli). Yeni şarkılar beklemede ve hiçbir ücret alınmadı; MUSIC_API_URL değerini düzeltip botu yeniden başlatın.
alert-address-over = ✅ Müzik servisi kendi adresinde yeniden şarkı kabul ediyor: şarkılar yeniden yapılıyor.
alert-token = ⚠️ Telegram botun token'ını reddetti (401). Bu süre boyunca yeni şarkı başlatılmadı; ücreti ödenmiş şarkılar saklandı.
alert-token-over = ✅ Telegram botun token'ını yeniden kabul ediyor. Yeni şarkılar yeniden başlıyor, bu arada yapılan şarkılar da şimdi gönderiliyor.
alert-disk = ⚠️ DATA_DIR altındaki disk dolu: { $free } MB boş, sonraki parça için { $needed } MB gerekiyor. Yeni şarkılar sırada bekliyor ve parça harcanmıyor; ücreti ödenmiş şarkılar saklanıyor ve yer açılınca gönderilecek. Biraz yer açın: her şey kendiliğinden devam eder.
alert-disk-over = ✅ Diskte yeniden yer var: yeni şarkılar yeniden başlıyor, bekleyen şarkılar gönderiliyor.
alert-text-key = ⚠️ Metin modeli botun API anahtarını reddetti (401), bu yüzden /song söz yazamıyor; kullanıcılardan kendi sözlerini göndermeleri isteniyor. Botun yapılandırmasındaki API_KEY ve TEXT_MODEL değerlerini kontrol edin.
alert-text-key-over = ✅ Metin modeli anahtarı yeniden kabul ediyor: /song yeniden söz yazıyor.
alert-text-budget = ⚠️ Metin modelinin bütçesi tükendi, bu yüzden /song söz yazamıyor; kullanıcılardan kendi sözlerini göndermeleri isteniyor. Konsoldan bakiye yükleyin.
alert-text-budget-over = ✅ Metin modeli yeniden yanıt veriyor: /song yeniden söz yazıyor.

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = Bu sohbet şu anda şarkı isteyemez, bu yüzden hiçbir şey gönderilmedi ve parça harcanmadı. Erişim için botun bir yöneticisine başvurun.
draft-footer-denied = 🚫 Yapılmadı: bu sohbet şu anda şarkı isteyemez, parça da harcanmadı. Botun bir yöneticisi izin verince ilk düğmeye yeniden basın.

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = Henüz şarkınız yok: bir tane yapmak için buraya dokunun
inline-none-found = Şarkılarınızın hiçbirinin adında “{ $words }” geçmiyor
inline-share-hint = 📤 Bir şarkıyı herhangi bir sohbette paylaşmak için o sohbetin mesaj alanına <code>@{ $bot }</code> yazıp şarkıyı seçin: şarkı yeniden gönderilir, yeni parça yapılmaz.
inline-off-admin = ℹ️ Bu botta satır içi mod kapalı, bu yüzden kullanıcılar şarkılarını diğer sohbetlerde paylaşamıyor. @BotFather üzerinden açın: /setinline.
