## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ “{ $title }” sudah dibuat dan ditagih ({ $price } BYN), tetapi setelah berkali-kali mencoba saya tidak bisa mengirimkannya ke obrolan ini. Mohon beri tahu admin bot.
delivery-file-gone = ❌ “{ $title }” sudah dibuat dan ditagih ({ $price } BYN), tetapi layanan musik sudah tidak punya filenya: layanan terus menjawab bahwa file itu tidak ada, jadi saya tidak bisa mengambilnya. Mohon beri tahu admin bot.
delivery-file-incomplete = ❌ “{ $title }” sudah dibuat dan ditagih ({ $price } BYN), tetapi file dari layanan musik tidak lengkap: isinya { $got } dari { $length }. Saya sudah mengambilnya { $tries } kali dan tidak pernah mendapatkannya utuh, jadi saya tidak mengirim lagu yang rusak. Mohon beri tahu admin bot.
delivery-file-unreadable = ❌ “{ $title }” sudah dibuat dan ditagih ({ $price } BYN), tetapi file dari layanan musik rusak: saya sudah mengambilnya { $tries } kali dan tidak bisa membacanya. Mohon beri tahu admin bot.
mytracks-header = { $count ->
        [1] 🎵 Lagu Anda di obrolan ini. Ketuk untuk mendapatkannya lagi:
       *[other] 🎵 { $count } lagu terbaru Anda di obrolan ini. Ketuk salah satu untuk mendapatkannya lagi:
    }
mytracks-empty = Anda belum punya lagu terkirim di obrolan ini. Kirim lirik untuk membuatnya.
mytracks-button = { $title } · { $length }
track-sending = Mengirimnya lagi…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 Lirik
lyrics-header = 📝 Lirik “{ $title }”:
song-words-none = Lagu ini tidak punya lirik untuk ditampilkan.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>, topik Anda ditutup atau dihapus, jadi ini saya kirim ke sini:
topic-gone-chat = { $name }, topik Anda ditutup atau dihapus, jadi ini saya kirim ke sini:
topic-closed-private = ℹ️ Grup tempat Anda meminta tertutup untuk saya, termasuk topik Umum di sana, jadi ini saya kirim ke sini:
topic-closed-admins = ℹ️ Pesan untuk <a href="tg://user?id={ $id }">{ $name }</a> tidak bisa dikirim di obrolan { $chat }: topiknya dan topik Umum sama-sama ditutup, dan saya tidak bisa mengirim pesan pribadi kepadanya. Ini pesannya:
song-waits-admins = ℹ️ Lagu “{ $title }” untuk <a href="tg://user?id={ $id }">{ $name }</a>, yang diminta di obrolan <code>{ $chat }</code>, sedang menunggu: topiknya dan topik Umum di sana ditutup, dan orang itu belum memulai obrolan dengan saya, jadi saya tidak bisa mengirimkannya secara pribadi. Lagu itu akan dikirim kepadanya begitu dia menulis pesan kepada saya.
song-waits-admins-chat = ℹ️ Lagu “{ $title }” untuk { $name }, yang diminta di obrolan <code>{ $chat }</code>, sedang menunggu: topiknya dan topik Umum di sana ditutup. Lagu itu akan dikirim begitu salah satunya dibuka.
topic-closed-admins-chat = ℹ️ Pesan untuk { $name } tidak bisa dikirim di obrolan { $chat }: topiknya dan topik Umum sama-sama ditutup. Ini pesannya:
