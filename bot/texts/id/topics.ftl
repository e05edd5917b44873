## /song: lyrics written by the text model on a topic

song-usage =
    Ceritakan lagunya tentang apa, misalnya:
    <code>/song Minggu yang hujan di Bandung</code>
    Saya akan menulis liriknya dan menunjukkannya kepada Anda sebelum ada trek yang terpakai.
song-disabled = Penulisan lirik dari tema belum diatur di bot ini. Kirim lirik Anda sendiri saja: /help menunjukkan caranya.
song-busy = Saya masih menulis lirik Anda di obrolan ini; pratinjaunya akan muncul di sini dulu. Kirim tema ini lagi setelah pratinjaunya muncul.
song-busy-here = ✋ Lirik ini tidak ditulis: lirik Anda yang lain sedang ditulis di sini pada saat yang sama. Silakan kirim temanya lagi.
song-topic-too-long = Tema itu berisi { $length } karakter; maksimal { $limit }. Persingkat, atau kirim lirik jadi dengan tag bagian.
song-writing = ✍️ Menulis lirik tentang “{ $topic }”…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ Model teks menolak kunci bot, jadi saya tidak bisa menulis lirik sekarang. Tidak ada trek yang terpakai. Mohon beri tahu admin bot; sementara itu, Anda bisa mengirim lirik sendiri.
song-error-budget = ❌ Anggaran bot untuk model teks sudah habis, jadi saya tidak bisa menulis lirik sekarang. Tidak ada trek yang terpakai. Anda tetap bisa mengirim lirik sendiri dengan tag bagian.
song-error-timeout = ⌛ Model teks terlalu lama menjawab. Tidak ada trek yang terpakai; silakan coba lagi sebentar lagi.
song-error-unavailable = ❌ Model teks sedang tidak tersedia. Tidak ada trek yang terpakai; silakan coba lagi nanti.
song-error-no-lyrics = 🤔 Model teks tidak memberikan lirik yang bisa saya pakai. Tidak ada trek yang terpakai; coba ungkapkan temanya dengan cara lain.

## The preview of a draft

untagged-offer = Ini tampaknya lirik tanpa tag bagian. Beginilah saya akan menyanyikannya:
preview-title = 📝 <b>{ $title }</b>
preview-topic = Tema: { $topic }
preview-shortened = … dan { $more } { $more ->
       *[other] karakter
    } lagi yang tidak ditampilkan di sini, semuanya akan dinyanyikan. Liriknya berakhir dengan:
preview-style-chat = 🎨 Gaya (obrolan ini): { $style }
preview-style-model = 🎨 Gaya (disarankan): { $style }
preview-style-none = 🎨 Gaya: dipilih oleh layanan musik
preview-duration = ⏱ Paling lama { $seconds } detik
preview-hint = “🎵 Buat lagunya” memakai satu trek (sisa trek hari ini: { $left }). Untuk mengubah kata-katanya, balas pesan ini dengan lirik Anda.
draft-footer-sent = ✅ Disetujui: lagunya sedang diproses.
draft-footer-cancelled = 🗑 Dibatalkan. Tidak ada trek yang terpakai.
draft-footer-writing = ✍️ Menulis lirik baru…

## The preview's buttons and their answers

button-draft-go = 🎵 Buat lagunya
button-draft-again = 🔄 Tulis ulang
button-draft-drop = ✖️ Batal
button-untagged-lyrics = 🎵 Jadikan lirik
button-untagged-topic = ✍️ Jadikan tema lagu
draft-answer-sent = Sedang diproses!
draft-answer-writing = Menulis lirik baru…
draft-answer-cancelled = Dibatalkan; tidak ada trek yang terpakai.
draft-answer-busy = Saya masih menulis lirik ini; tunggu sebentar.

## A reply to the preview

draft-replaced = ✅ Lirik diganti: pratinjau di atas sekarang menampilkannya. Tekan “🎵 Buat lagunya” di sana kalau sudah puas.
draft-reply-gone = Pratinjau itu sudah tidak terbuka. Mulai lagi dengan /song.
draft-reply-not-yours = Hanya orang yang meminta lagu ini yang bisa mengubah liriknya.
draft-reply-busy = Saya masih menulis lirik baru untuk pratinjau ini; kirim lirik Anda setelah lirik barunya muncul.
draft-reply-hint = Untuk mengganti lirik, balas pratinjau dengan seluruh lirik baru, sepanjang beberapa baris.

## /lang

lang-name = Bahasa Indonesia
lang-current = Bahasa: { $name }. Untuk menggantinya, tekan tombol di bawah, atau tulis <code>/lang auto</code> untuk mengikuti bahasa Telegram Anda.
lang-set = Beres: saya akan berbicara dengan Anda dalam bahasa Indonesia.
lang-auto = Beres: saya akan mengikuti bahasa Telegram Anda ({ $name }).
lang-unknown = Saya tidak kenal bahasa itu. Tulis <code>/lang</code> dan tekan tombol untuk memilih, atau <code>/lang auto</code> untuk mengikuti bahasa Telegram Anda.

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ Lirik Anda berisi { $length } karakter, tetapi layanan musik menerima paling banyak { $limit }. Di bawah ini potongan yang muat ({ $kept } karakter), dipotong sebelum awal sebuah bagian. Tidak ada yang dikirim sampai Anda menekan “🎵 Nyanyikan potongannya”.
preview-hint-cut = “🎵 Nyanyikan potongannya” memakai satu trek (sisa trek hari ini: { $left }). Untuk menyanyikan kata-kata lain, balas pesan ini dengan lirik paling banyak { $limit } karakter.
button-cut-go = 🎵 Nyanyikan potongannya
draft-footer-expired = ⌛ Pratinjau ini kedaluwarsa setelah sehari tanpa jawaban. Tidak ada trek yang terpakai; kirim liriknya atau /song lagi.
draft-answer-expired = Pratinjau ini sudah kedaluwarsa; kirim liriknya atau /song lagi.
preview-failed = ❌ Saya tidak bisa menampilkan pratinjaunya, jadi tidak ada yang akan dinyanyikan darinya. Tidak ada trek yang terpakai; silakan coba lagi.
draft-replaced-cut = ✂️ Lirik Anda berisi { $length } karakter, tetapi layanan musik menerima paling banyak { $limit }. Pratinjau di atas sekarang menampilkan potongan yang muat ({ $kept } karakter), dipotong sebelum awal sebuah bagian: tekan “🎵 Nyanyikan potongannya” di sana untuk menyanyikannya.

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ Anda sudah mendapat semua lirik yang boleh saya tulis untuk Anda hari ini ({ $limit }). Saya bisa menulis lagi mulai pukul { $until }. Lirik jadi tetap diterima: kirim lirik Anda sendiri, dengan atau tanpa tag bagian, atau pakai /lyrics.
text-refused-org = ✋ Bot sudah menulis semua lirik yang boleh ditulisnya hari ini ({ $limit } untuk semua orang). Saya bisa menulis lagi mulai pukul { $until }. Lirik jadi tetap diterima: kirim lirik Anda sendiri, dengan atau tanpa tag bagian, atau pakai /lyrics.
text-refused-paused = ⏸ Pembuatan lagu sedang dijeda, jadi saya tidak bisa menulis lirik. Lirik jadi tetap diterima: liriknya menunggu di antrean dan dimulai begitu pembuatan lagu dilanjutkan.
text-refused-denied = 🚫 Obrolan ini sekarang tidak boleh meminta lirik, jadi tidak ada yang ditulis. Mintalah akses kepada admin bot.
text-answer-own = Jatah { $limit } lirik Anda hari ini sudah habis; saya bisa menulis lagi mulai pukul { $until }. Lirik jadi buatan Anda sendiri tetap diterima.
text-answer-org = Bot sudah menulis semua { $limit } lirik yang boleh ditulisnya hari ini; bisa lagi mulai pukul { $until }. Lirik jadi buatan Anda sendiri tetap diterima.
text-answer-paused = Pembuatan lagu sedang dijeda, jadi saya tidak bisa menulis lirik. Lirik jadi buatan Anda sendiri tetap diterima.
text-answer-denied = Obrolan ini sekarang tidak boleh meminta lirik; tidak ada yang ditulis.
draft-footer-rewrite-stopped = ⚠️ Saya dimulai ulang saat menulis lirik baru, jadi lirik ini masih yang lama. Tekan 🔄 Tulis ulang untuk mencoba lagi.
song-error-too-slow = ⌛ Model teks masih menulis saat waktunya habis, dan yang sudah ditulisnya belum berupa lagu, jadi saya menghentikannya. Tidak ada trek yang terpakai; Anda bisa langsung meminta lagi.
song-error-too-long = 📜 Jawaban model teks jauh melebihi panjang sebuah lagu, jadi saya berhenti membacanya. Tidak ada trek yang terpakai; Anda bisa langsung meminta lagi.
