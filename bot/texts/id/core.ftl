## Greeting and help

start =
    Halo{ $has_name ->
        [yes] , { $name }
       *[no] {""}
    }! Saya mengubah lirik menjadi lagu yang dinyanyikan. 🎤

    Kirimkan lirik dengan tag bagian, masing-masing di barisnya sendiri:
    <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.
    Atau tulis <code>/lyrics</code> lalu taruh liriknya di baris berikutnya.
    Belum punya lirik? Tulis <code>/song</code> dan temanya: saya yang menulis liriknya dan menunjukkannya dulu kepada Anda.

    /style mengatur nuansa musiknya (instrumen, suasana, vokal), /duration panjangnya,
    /status menunjukkan sampai mana lagu Anda. Detailnya ada di /help.

help =
    <b>Cara mendapatkan lagu</b>
    Kirim lirik dengan tag bagian di barisnya sendiri, misalnya:
    <code>[verse]
    Cahaya pagi di jendela
    {"["}chorus]
    Nyanyikan keras, nyanyikan sekarang</code>
    atau tulis <code>/lyrics</code> lalu liriknya di baris berikutnya.

    <b>Perintah</b>
    /lyrics — buat lagu dari lirik di bawah perintah
    /song — lirik ditulis untuk Anda dari sebuah tema (<code>/song Minggu yang hujan</code>), ditunjukkan sebelum ada trek yang terpakai
    /style — lihat atau atur gaya (<code>/style synth pop yang syahdu, vokal perempuan</code>; <code>/style reset</code>), atau pilih genre dan suasana lewat tombolnya
    /duration — lihat atau atur panjang maksimum trek, 10–300 detik
    /status — permintaan Anda di sini dan posisinya masing-masing
    /cancel — batalkan permintaan yang masih menunggu di antrean
    /lang — pilih bahasa yang saya pakai

    Lagu dibuat satu atau dua sekaligus dan butuh beberapa menit; saya akan terus mengabari Anda.
    📤 Untuk membagikan lagu buatan Anda di obrolan mana pun, ketik <code>@{ $bot }</code> di kolom pesannya lalu pilih lagunya: tidak ada trek baru yang terpakai.

help-group =
    <b>Lagu di grup ini</b>
    Pakai <code>/lyrics</code> dengan lirik di baris berikutnya, atau balas salah satu pesan saya dengan lirik bertag.
    <code>/song</code> dan sebuah tema: saya menulis liriknya dan menunjukkannya sebelum ada trek yang terpakai.
    /style dan /duration berlaku untuk seluruh grup; /status menunjukkan permintaan grup.
    📤 Untuk membagikan lagu buatan Anda, ketik <code>@{ $bot }</code> di kolom pesan obrolan mana pun lalu pilih lagunya.

    Saya hanya melihat perintah dan balasan untuk pesan saya (mode privasi Telegram), jadi obrolan lainnya tetap privat.

## Asking for songs

lyrics-usage =
    Taruh lirik di baris setelah <code>/lyrics</code>, misalnya:
    <code>/lyrics
    {"["}verse]
    Cahaya pagi di jendela
    {"["}chorus]
    Nyanyikan keras, nyanyikan sekarang</code>
lyrics-empty = Lirik ini kosong: tidak ada kata untuk dinyanyikan. Kirim kata-katanya dengan baris <code>[verse]</code> atau <code>[chorus]</code>.
lyrics-no_words = Saya menemukan tag bagian, tetapi tidak ada kata untuk dinyanyikan. Taruh kata-katanya di bawah tag.
lyrics-trimmed = Lirik Anda berisi { $length } karakter; layanan menerima paling banyak { $limit }, jadi saya mengambil bagian yang muat.
access-refused =
    Maaf, bot ini hanya membuat lagu untuk orang yang diizinkan adminnya.
    ID Anda <code>{ $user_id }</code>: kirimkan ke admin bot ini untuk meminta akses.
untagged-hint =
    Untuk membuat lagu, kirim lirik dengan tag bagian di barisnya sendiri (<code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>), atau tulis <code>/lyrics</code> dengan lirik di bawahnya. Contohnya ada di /help.
not-text = Saya hanya bisa memproses teks: kirimi saya lirik, atau /help untuk melihat caranya.
unknown-command = Saya tidak kenal perintah itu. /help berisi apa saja yang bisa saya lakukan.
error-generic = Ada yang salah di pihak saya. Tidak ada kiriman Anda yang hilang; silakan coba lagi sebentar lagi.
error-storage = Saya tidak bisa menyimpan apa pun sekarang (penyimpanan saya penuh atau bermasalah). Tidak ada kiriman Anda sebelumnya yang hilang; silakan coba lagi dalam beberapa menit.
error-service = Layanan musik sedang tidak menjawab sebagaimana mestinya. Hanya lagu yang selesai yang ditagih; silakan coba lagi dalam beberapa menit.

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ Oke! Lagu Anda masuk antrean: urutan { $place }, selesai dalam sekitar { $minutes } menit.
    Sisa trek organisasi hari ini: { $left }.
place-exact = { $place }
place-far = { $step }+
waiting-far =
    ⏳ Oke! Lagu Anda masuk antrean: urutan { $place }.
    Urutannya naik seiring lagu di depannya selesai dibuat; urutan dan waktu pastinya muncul di sini begitu lagu Anda masuk { $exact } teratas.
waiting-busy = ⏳ Layanan musik sedang sibuk. Lagu Anda tetap di urutannya ({ $place }) dan otomatis dimulai begitu layanan tidak sibuk lagi.
waiting-unavailable = ⏳ Layanan musik sedang tidak tersedia untuk sementara. Lagu Anda tetap di urutannya ({ $place }) dan otomatis dimulai begitu layanan kembali.
waiting-wallet = ⏳ Saldo organisasi untuk lagu sedang habis, jadi lagu ditahan dulu. Lagu Anda tetap di urutannya ({ $place }) dan dimulai begitu saldo diisi; admin sudah diberi tahu.
waiting-key = ⏳ Bot sedang tidak bisa dipakai (aksesnya ke layanan musik ditolak). Lagu Anda tetap di urutannya ({ $place }); admin sudah diberi tahu.
waiting-address = ⏳ Bot diatur dengan alamat layanan musik yang salah, jadi lagu baru ditahan dulu. Lagu Anda tetap di urutannya ({ $place }); admin sudah diberi tahu.
waiting-user-limit = ⏳ Jatah lagu Anda untuk hari ini sudah habis. Lagu ini tetap di urutannya ({ $place }) dan dimulai begitu hari kuota berikutnya tiba, pukul { $starts }.
waiting-chat-limit = ⏳ Jatah lagu grup ini untuk hari ini sudah habis. Lagu Anda tetap di urutannya ({ $place }) dan dimulai begitu hari kuota berikutnya tiba, pukul { $starts }.
share-left = { $whose ->
        [group] 👥 Jatah grup ini
       *[own] 🎟 Jatah Anda
    }: sisa { $left } dari { $tracks } hari ini.
waiting-admin = ⏳ Admin menjeda lagu baru untuk sementara. Lagu Anda tetap di urutannya ({ $place }) dan dimulai begitu admin melanjutkannya.
waiting-token = ⏳ Bot sedang tidak bisa terhubung dengan baik ke Telegram, jadi lagu baru ditahan dulu. Lagu Anda tetap di urutannya ({ $place }); admin sudah diberi tahu.
waiting-telegram = ⏳ Telegram sedang tidak menjawab bot, jadi lagu baru ditahan dulu (lagu tidak bisa dikirim). Lagu Anda tetap di urutannya ({ $place }) dan dimulai dengan sendirinya begitu Telegram kembali.
waiting-disk = ⏳ Bot kehabisan ruang untuk menyimpan lagu baru, jadi lagu ditahan dulu. Lagu Anda tetap di urutannya ({ $place }) dan dimulai dengan sendirinya begitu ada ruang; admin sudah diberi tahu.
waiting-tomorrow = ⏳ Trek hari ini sudah habis. Lagu Anda tetap di urutannya ({ $place }) dan dimulai begitu hari kuota berikutnya tiba, pukul { $starts }.
progress-submitting = 📤 Mengirim lagu Anda ke layanan musik…
progress-queued = 🎼 Lagu Anda sedang mengantre di layanan musik. ({ $elapsed })
progress-running = 🎙 Lagu Anda sedang dibuat; ini butuh beberapa menit. ({ $elapsed })
progress-sending = 📦 Lagu Anda sudah jadi; sedang menyiapkan filenya…
progress-not-known = ❔ Layanan musik menyatakan tidak mengenal “{ $title }”. Mungkin lagu itu masih dibuat, jadi saya terus memeriksanya selama { $hours } jam sejak saya mengirimnya: kalau lagunya muncul, saya kirim ke sini. Hanya lagu yang selesai yang ditagih.

## How a request ended without a song

outcome-failed = ❌ Pembuatan “{ $title }” gagal di layanan musik. Pembuatan yang gagal tidak ditagih. Kirim liriknya lagi untuk mencoba sekali lagi.
outcome-lost = ❌ Sehari setelah saya mengirim “{ $title }”, layanan musik masih menyatakan tidak mengenalnya, jadi saya berhenti menunggunya. Layanan tidak pernah melaporkan lagu itu selesai, dan hanya lagu yang selesai yang ditagih. Kirim liriknya lagi untuk mencoba sekali lagi.
outcome-expired = ⌛ “{ $title }” butuh waktu lebih dari { $minutes } menit. Saya masih menunggunya: kalau layanan musik berhasil membuatnya, saya kirim ke sini, selambat apa pun, dan kalau tidak, saya kabari Anda. Hanya lagu yang selesai yang ditagih.
outcome-never-finished = ⌛ { $hours } jam setelah saya mengirimnya, layanan musik masih belum menyelesaikan “{ $title }”, jadi saya berhenti menunggunya. Layanan tidak pernah melaporkan lagu itu selesai, dan hanya lagu yang selesai yang ditagih. Kirim liriknya lagi untuk mencoba sekali lagi.
outcome-rejected = 🚫 Layanan musik menolak “{ $title }”: { $reason }. Silakan ubah lirik atau pengaturannya lalu kirim lagi.
outcome-unknown = ❓ Saya sudah mengirim “{ $title }” ke layanan musik tetapi tidak mendapat jawaban, jadi saya tidak tahu apakah lagu itu diterima. Saya tidak akan mengirim ulang sendiri, supaya Anda tidak pernah ditagih dua kali. Ketuk “Coba lagi” untuk mengirimnya sekali lagi.
outcome-cancelled = 🗑 “{ $title }” dibatalkan.
outcome-chat-gone = 🚫 “{ $title }” dibatalkan: saya tidak bisa mengirim lagu ke obrolan pribadi Anda dengan saya (saya diblokir, atau Anda belum menekan Mulai di sana). Tidak ada yang ditagih. Mulai obrolan dengan saya, lalu minta lagi.
outcome-denied = 🚫 “{ $title }” dibatalkan: obrolan ini tidak boleh lagi meminta lagu. Tidak ada yang ditagih.

## Buttons and their answers

button-retry = 🔁 Coba lagi
button-lossless = 💿 Lossless
button-stale = Tombol ini sudah tidak aktif.
button-not-yours = Tombol ini milik orang yang meminta lagunya.
retry-queued = Dikembalikan ke antrean.
lossless-preparing = Menyiapkan file lossless…
lossless-failed = Maaf, saya belum bisa mengirim file lossless sekarang. Silakan coba tombolnya lagi nanti.
lossless-too-large = File lossless lebih besar dari batas unggahan bot { $limit } MB, bahkan dalam FLAC, jadi tidak bisa dikirim ke sini.

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] Gaya: { $style }
       *[no] Gaya: bawaan
    }
    Durasi: { $length } · Harga: { $price } BYN{ $in_group ->
        [yes] {"\u000A"}Diminta oleh: { $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = Belum ada lagu yang diminta di obrolan ini. Kirim lirik untuk memulai.
status-header = <b>Lagu di obrolan ini</b>
status-line = #{ $id } “{ $title }” — { $state ->
        [draft] 📝 lirik ditampilkan, menunggu persetujuan Anda
        [waiting] ⏳ menunggu di antrean, urutan { $place }
        [submitting] 📤 sedang dikirim ke layanan
        [queued] 🎼 mengantre di layanan
        [running] 🎙 sedang dibuat
        [completed] 📦 sedang diantar
        [delivered] ✅ terkirim
        [failed] ❌ gagal (tidak ditagih)
        [expired] ⌛ lebih lama dari biasanya, masih ditunggu
        [rejected] 🚫 ditolak layanan
        [unknown] ❓ tidak ada jawaban dari layanan
        [cancelled] 🗑 dibatalkan
       *[other] { $state }
    }
cancel-done = { $count ->
       *[other] { $count } lagu yang menunggu dibatalkan.
    }
cancel-nothing = Anda tidak punya lagu yang menunggu di antrean di sini. Lagu yang sudah ada di layanan musik tidak bisa dibatalkan.

## /style and /duration

style-current = Gaya di obrolan ini: <i>{ $style }</i>
style-none = Belum ada gaya di obrolan ini: layanan yang memilih. Atur dengan <code>/style synth pop yang syahdu, vokal perempuan</code>.
style-set = Gaya diatur: <i>{ $style }</i>
style-reset = Gaya dihapus: mulai sekarang layanan yang memilih.
style-too-long = Gaya itu berisi { $length } karakter; maksimal { $limit }. Gaya sebelumnya tetap dipakai.
duration-current = Lagu di sini paling panjang { $seconds } detik. Ubah dengan <code>/duration 90</code> (10–300).
duration-set = Lagu di sini akan paling panjang { $seconds } detik.
duration-invalid = Panjangnya harus bilangan bulat detik dari { $low } sampai { $high }, misalnya <code>/duration 90</code>.

## Alerts to the bot's admins

alert-wallet = ⚠️ Layanan musik menyatakan dompet organisasi kosong (402). Lagu baru ditahan dan menunggu di antrean; isi saldo di konsol. Saya akan lanjut sendiri begitu layanan menerima lagu; setelah saldo diisi, /resume membuat saya langsung mencoba.
alert-wallet-over = ✅ Dompet berfungsi lagi: lagu kembali dibuat.
alert-key = ⚠️ Layanan musik menolak kunci API bot (401). Lagu baru ditahan; periksa API_KEY di konfigurasi bot.
alert-key-over = ✅ Kunci API diterima lagi: lagu kembali dibuat.
alert-address = ⚠️ Alamat layanan musik menjawab 404 untuk lagu baru: tidak ada layanan musik di MUSIC_API_URL (alamatnya harus berakhiran /api/v1/music). Lagu baru ditahan dan tidak ada yang ditagih; perbaiki MUSIC_API_URL lalu mulai ulang bot.
alert-address-over = ✅ Layanan musik kembali menerima lagu di alamatnya: lagu kembali dibuat.
alert-token = ⚠️ Telegram menolak token bot (401). Selama itu, tidak ada lagu baru yang dimulai; lagu yang sudah dibayar tetap disimpan.
alert-token-over = ✅ Telegram menerima token bot lagi. Lagu baru dimulai lagi, dan lagu yang dibuat selama itu sedang dikirim sekarang.
alert-disk = ⚠️ Disk di DATA_DIR penuh: sisa { $free } MB, trek berikutnya butuh { $needed } MB. Lagu baru menunggu di antrean dan tidak ada trek yang terpakai; lagu yang sudah dibayar tetap disimpan dan dikirim begitu ada ruang. Kosongkan sebagian ruang: semuanya akan berjalan lagi dengan sendirinya.
alert-disk-over = ✅ Disk punya ruang lagi: lagu baru dimulai lagi, dan lagu yang menunggu sedang dikirim.
alert-text-key = ⚠️ Model teks menolak kunci API bot (401), jadi /song tidak bisa menulis lirik; pengguna diminta mengirim lirik sendiri. Periksa API_KEY dan TEXT_MODEL di konfigurasi bot.
alert-text-key-over = ✅ Model teks menerima kuncinya lagi: /song kembali menulis lirik.
alert-text-budget = ⚠️ Anggaran model teks habis, jadi /song tidak bisa menulis lirik; pengguna diminta mengirim lirik sendiri. Isi ulang di konsol.
alert-text-budget-over = ✅ Model teks menjawab lagi: /song kembali menulis lirik.

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = Obrolan ini sekarang tidak boleh meminta lagu, jadi tidak ada yang dikirim dan tidak ada trek yang terpakai. Mintalah akses kepada admin bot.
draft-footer-denied = 🚫 Tidak dibuat: obrolan ini sekarang tidak boleh meminta lagu, dan tidak ada trek yang terpakai. Begitu admin bot mengizinkannya, tekan lagi tombol pertama.

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = Anda belum punya lagu: ketuk di sini untuk membuatnya
inline-none-found = Tidak ada lagu Anda yang judulnya memuat “{ $words }”
inline-share-hint = 📤 Untuk membagikan lagu di obrolan mana pun, ketik <code>@{ $bot }</code> di kolom pesannya lalu pilih lagunya: lagu itu dikirim lagi, tanpa membuat trek baru.
inline-off-admin = ℹ️ Mode inline nonaktif untuk bot ini, jadi orang tidak bisa membagikan lagu mereka di obrolan lain. Aktifkan di @BotFather: /setinline.
