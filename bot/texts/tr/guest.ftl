## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Bir şarkı
guest-start-bot =
    🎵 Burada şarkı yapabilmem için önce sizinle özel bir sohbetim olmalı: <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a> sohbetini açın, Başlat'a basın, sonra burada yeniden benden bahsedin. Hiçbir şey harcanmadı.
guest-access-refused =
    Üzgünüm, bu bot yalnızca yöneticilerinin izin verdiği kişiler için şarkı yapıyor. Hiçbir şey harcanmadı.
guest-usage =
    🎵 Adımdan sonra şarkının ne hakkında olacağını yazın, örneğin <code>@{ $bot } Max için bir doğum günü şarkısı</code>, ya da <code>[verse]</code> ve <code>[chorus]</code> satırları olan sözler yazın.
guest-lyrics-taken = 🎵 Sözleriniz alınıyor…
guest-if-stuck = <i>Bu mesaj bir dakika boyunca böyle kalırsa yolda bir şeyler ters gitmiştir: benden yeniden bahsedin.</i>
guest-elsewhere = 🎵 Başka bir sohbetten şarkınız: oradaki mesaj artık değiştirilemediği için şarkı burada.
