## /song: lyrics written by the text model on a topic

song-usage =
    Şarkının ne hakkında olacağını yazın, örneğin:
    <code>/song İzmir'de yağmurlu bir pazar</code>
    Sözleri yazar, parça harcanmadan önce size gösteririm.
song-disabled = Bu botta bir temadan söz yazma özelliği ayarlanmamış. Bunun yerine kendi sözlerinizi gönderin: nasıl yapılacağını /help gösterir.
song-busy = Bu sohbette sözlerinizi hâlâ yazıyorum; önce sözlerin önizlemesi buraya gelecek. Geldikten sonra bu temayı tekrar gönderin.
song-busy-here = ✋ Bu sözler yazılmadı: aynı anda burada başka sözleriniz yazılıyordu. Lütfen temayı tekrar gönderin.
song-topic-too-long = Bu tema { $length } karakter; en fazla { $limit } olabilir. Daha kısa anlatın ya da bölüm etiketli hazır sözler gönderin.
song-writing = ✍️ “{ $topic }” hakkında söz yazılıyor…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ Metin modeli botun anahtarını reddetti, bu yüzden şu anda söz yazamıyorum. Parça harcanmadı. Lütfen botun yöneticisine haber verin; bu arada kendi sözlerinizi gönderebilirsiniz.
song-error-budget = ❌ Botun metin modeli bütçesi tükendi, bu yüzden şu anda söz yazamıyorum. Parça harcanmadı. Bölüm etiketli kendi sözlerinizi yine de gönderebilirsiniz.
song-error-timeout = ⌛ Metin modelinin yanıtı çok uzun sürdü. Parça harcanmadı; lütfen bir dakika sonra tekrar deneyin.
song-error-unavailable = ❌ Metin modeline şu anda ulaşılamıyor. Parça harcanmadı; lütfen daha sonra tekrar deneyin.
song-error-no-lyrics = 🤔 Metin modeli kullanabileceğim sözler döndürmedi. Parça harcanmadı; temayı başka türlü anlatmayı deneyin.

## The preview of a draft

untagged-offer = Bu, bölüm etiketi olmayan şarkı sözlerine benziyor. Ben şöyle söylerdim:
preview-title = 📝 <b>{ $title }</b>
preview-topic = Tema: { $topic }
preview-shortened = … ve burada gösterilmeyen { $more } { $more ->
        [one] karakter
       *[other] karakter
    } daha; bunların hepsi söylenecek. Sözler şöyle bitiyor:
preview-style-chat = 🎨 Stil (bu sohbetin): { $style }
preview-style-model = 🎨 Stil (önerilen): { $style }
preview-style-none = 🎨 Stil: müzik servisi seçer
preview-duration = ⏱ En fazla { $seconds } saniye
preview-hint = “🎵 Şarkıyı yap” bir parça harcar (bugün kalan parça: { $left }). Sözleri değiştirmek için bu mesaja kendi metninizle yanıt verin.
draft-footer-sent = ✅ Onaylandı: şarkı yolda.
draft-footer-cancelled = 🗑 İptal edildi. Parça harcanmadı.
draft-footer-writing = ✍️ Yeni sözler yazılıyor…

## The preview's buttons and their answers

button-draft-go = 🎵 Şarkıyı yap
button-draft-again = 🔄 Yeniden yaz
button-draft-drop = ✖️ İptal
button-untagged-lyrics = 🎵 Söz olarak kullan
button-untagged-topic = ✍️ Bu temada söz yaz
draft-answer-sent = Yolda!
draft-answer-writing = Yeni sözler yazılıyor…
draft-answer-cancelled = İptal edildi; parça harcanmadı.
draft-answer-busy = Bu sözleri hâlâ yazıyorum; bir saniye.

## A reply to the preview

draft-replaced = ✅ Sözler değiştirildi: yukarıdaki önizleme artık bunları gösteriyor. Memnun kaldığınızda oradaki “🎵 Şarkıyı yap” düğmesine basın.
draft-reply-gone = Bu önizleme artık açık değil. /song ile yeniden başlayın.
draft-reply-not-yours = Bu şarkının sözlerini yalnızca şarkıyı isteyen kişi değiştirebilir.
draft-reply-busy = Bu önizleme için hâlâ yeni sözler yazıyorum; sözler görününce kendi metninizi gönderin.
draft-reply-hint = Sözleri değiştirmek için önizlemeye yeni sözlerin tamamıyla, birkaç satır hâlinde yanıt verin.

## /lang

lang-name = Türkçe
lang-current = Dil: { $name }. Değiştirmek için aşağıdaki düğmelerden birine basın ya da Telegram dilinizi izlemek için <code>/lang auto</code> yazın.
lang-set = Tamam: sizinle Türkçe konuşacağım.
lang-auto = Tamam: Telegram dilinizi izleyeceğim ({ $name }).
lang-unknown = Bu dili bilmiyorum. Bir dil seçmek için <code>/lang</code> yazıp bir düğmeye basın ya da Telegram dilinizi izlemek için <code>/lang auto</code> yazın.

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ Sözleriniz { $length } karakter, ancak müzik servisi en fazla { $limit } karakter kabul ediyor. Aşağıda sığan kısım var ({ $kept } karakter), bir bölüm sınırında kesildi. “🎵 Kısa hâlini söyle” düğmesine basana kadar hiçbir şey gönderilmez.
preview-hint-cut = “🎵 Kısa hâlini söyle” bir parça harcar (bugün kalan parça: { $left }). Başka sözler söyletmek için bu mesaja en fazla { $limit } karakterlik sözlerle yanıt verin.
button-cut-go = 🎵 Kısa hâlini söyle
draft-footer-expired = ⌛ Bu önizleme bir gün yanıtsız kaldığı için süresi doldu. Parça harcanmadı; sözleri ya da /song komutunu yeniden gönderin.
draft-answer-expired = Bu önizlemenin süresi doldu; sözleri ya da /song komutunu yeniden gönderin.
preview-failed = ❌ Önizlemeyi size gösteremedim, bu yüzden ondan hiçbir şey söylenmeyecek. Parça harcanmadı; lütfen tekrar deneyin.
draft-replaced-cut = ✂️ Sözleriniz { $length } karakter, ancak müzik servisi en fazla { $limit } karakter kabul ediyor. Yukarıdaki önizleme artık sığan kısmı gösteriyor ({ $kept } karakter), bir bölüm sınırında kesildi: söyletmek için oradaki “🎵 Kısa hâlini söyle” düğmesine basın.

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ Bugün sizin için yazabileceğim tüm sözleri yazdım ({ $limit }). Saat { $until } itibarıyla yeniden yazabilirim. Hazır sözler yine kabul edilir: bölüm etiketli ya da etiketsiz kendi sözlerinizi gönderin veya /lyrics kullanın.
text-refused-org = ✋ Bot bugün yazabileceği tüm sözleri yazdı (herkes için { $limit }). Saat { $until } itibarıyla yeniden yazabilirim. Hazır sözler yine kabul edilir: bölüm etiketli ya da etiketsiz kendi sözlerinizi gönderin veya /lyrics kullanın.
text-refused-paused = ⏸ Şarkılar şimdilik duraklatıldı, bu yüzden söz yazamıyorum. Hazır sözler yine kabul edilir: sırada bekler ve şarkılar sürünce başlar.
text-refused-denied = 🚫 Bu sohbet şu anda söz isteyemez, bu yüzden söz yazılmadı. Erişim için botun bir yöneticisine başvurun.
text-answer-own = Bugünkü söz hakkınızın ({ $limit }) hepsini kullandınız; saat { $until } itibarıyla yeniden yazabilirim. Kendi hazır sözleriniz yine kabul edilir.
text-answer-org = Bot bugünkü söz hakkının ({ $limit }) hepsini kullandı; saat { $until } itibarıyla yeniden yazabilir. Kendi hazır sözleriniz yine kabul edilir.
text-answer-paused = Şarkılar şimdilik duraklatıldı, bu yüzden söz yazamıyorum. Kendi hazır sözleriniz yine kabul edilir.
text-answer-denied = Bu sohbet şu anda söz isteyemez; hiçbir şey yazılmadı.
draft-footer-rewrite-stopped = ⚠️ Yeni sözler yazarken yeniden başlatıldım, bu yüzden bunlar hâlâ önceki sözleriniz. Tekrar denemek için 🔄 Yeniden yaz düğmesine basın.
song-error-too-slow = ⌛ Süresi dolduğunda metin modeli hâlâ yazıyordu ve o ana kadar yazdıkları bir şarkı değildi, bu yüzden durdurdum. Parça harcanmadı; hemen yeniden isteyebilirsiniz.
song-error-too-long = 📜 Metin modelinin yanıtı bir şarkının uzunluğunu çok aştı, bu yüzden okumayı bıraktım. Parça harcanmadı; hemen yeniden isteyebilirsiniz.
