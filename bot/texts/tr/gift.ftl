## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 Hediye şarkı
gift-ask-recipient =
    🎁 <b>Hediye şarkı.</b> Kimin için? Adını gönderin.
    { $in_group ->
        [yes] Cevabınızı bu mesaja yanıt olarak yazın.{"\u000A"}
       *[no] {""}
    }/cancel ile istediğiniz adımda durabilirsiniz; “🎵 Şarkıyı yap” düğmesine basmadan hiçbir şey harcanmaz.
gift-ask-occasion =
    Şarkı { $name } için hangi vesileyle? Örneğin: iyi ki doğdun, mutluluklar dileriz, yeni işinde bol şans.
gift-ask-details =
    Bana { $name } hakkında birkaç şey anlatın: neleri sever, ortak bir anınız, yalnızca ikinizin bildiği bir şaka. Tek mesaj yeterli.
gift-answer-words = Lütfen birkaç kelimelik bir metinle cevap verin.
gift-answer-too-long = Bu biraz uzun oldu: en fazla { $limit } karakter, lütfen.
gift-cancelled = Hediye iptal edildi. Hiçbir şey harcanmadı.
# What the text model is asked for (as the topic of a /song).
gift-topic = { $name } için şu vesileyle bir şarkı: { $occasion }. { $name } hakkında: { $details }. Sözlerde { $name } adını kullan ve şarkıda ona hitap et.
gift-caption = 🎁 <b>{ $name }</b> için: { $occasion }!
gift-share-button = 🎁 Gönder: { $name }
gift-busy = Bu sohbette sözlerinizi hâlâ yazıyorum. Önizlemesi buraya gelince bu son cevabı tekrar gönderin: hediyenin diğer cevapları saklanıyor.
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 Okunuş: { $names }
preview-sung-typed = 🎤 İsimler yazıldığı gibi söylenir.
button-sung-fix = 🎤 Okunuşu düzelt
sung-ask = 🎤 <b>{ $name }</b> nasıl söylenmeli? Bu mesaja ismi okunduğu gibi yazarak yanıt verin, örneğin <i>Şi-von</i>. Başka bir isim için <i>İsim = okunuş</i> yazın.
sung-asked = Soruma okunuşu yazarak yanıt verin.
sung-set = 🎤 Tamam: yukarıdaki önizleme artık ismin nasıl söyleneceğini gösteriyor. Bu yazımı yalnızca şarkıyı söyleyen görür; açıklamada isim sizin yazdığınız gibi kalır.
sung-words = Lütfen ismi okunduğu gibi, birkaç harfle yazarak yanıt verin (en fazla { $limit }).
sung-too-long = Bu yazımla sözler müzik servisinin { $limit } karakter sınırını aşar. Lütfen daha kısa bir yazım gönderin.
sung-too-many = Bir şarkıda en fazla { $most } isim için özel okunuş olabilir, bu yüzden isimleri önizlemede gösterildiği gibi bıraktım. Bunlardan birini değiştirmek için <i>İsim = okunuş</i> şeklinde yanıt verin; ismi yazıldığı gibi yazarsanız yeniden yazıldığı gibi söylenir.
sung-not-shown = Yeni okunuşu önizlemede gösteremedim, bu yüzden isimler önizlemedeki gibi kalıyor. Lütfen tekrar deneyin.
