## For the bot's admins only (ADMIN_USER_IDS)

admin-only = Perintah ini hanya untuk admin bot.

## /quota

quota-header = 📊 <b>Organisasi hari ini</b>
quota-tracks = Trek hari ini: { $used } dari { $limit } (sisa { $left })
quota-active = Sedang dibuat: { $active } dari { $limit }
quota-waiting = Menunggu di antrean bot: { $waiting }
quota-spent = Terpakai: { $today } BYN hari ini, { $month } BYN bulan ini
quota-submissions = { $reason ->
        [wallet] ⏸ Pengiriman dijeda oleh layanan: saldo dompet habis (402). Pengiriman berjalan lagi dengan sendirinya begitu layanan menerima lagu setelah saldo diisi; /resume langsung mencobanya.
        [key] ⏸ Pengiriman dijeda: layanan menolak kunci API (401). Periksa API_KEY.
        [address] ⏸ Pengiriman dijeda: MUSIC_API_URL tidak mengarah ke layanan musik (404 untuk lagu baru). Perbaiki alamatnya lalu mulai ulang bot.
        [admin] ⏸ Pengiriman dijeda oleh admin. /resume menjalankannya lagi.
        [token] ⏸ Lagu baru menunggu: Telegram menolak token bot (401). Pasang TELEGRAM_BOT_TOKEN yang valid lalu mulai ulang bot; tidak ada yang tertunda yang hilang.
        [telegram] ⏸ Lagu baru menunggu: Telegram tidak menjawab. Lagu akan dimulai dengan sendirinya begitu Telegram kembali.
        [disk] ⏸ Lagu baru menunggu: disk di DATA_DIR tidak punya ruang untuk trek berikutnya. Kosongkan sebagian ruang; lagu akan dimulai dengan sendirinya.
       *[none] ▶️ Pengiriman berjalan.
    }
quota-jobs-failing = ⚠️ Pembuatan lagu terus gagal atau kedaluwarsa di layanan.
quota-top-chats = <b>Obrolan teratas bulan ini</b>
quota-top-users = <b>Pengguna teratas bulan ini</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
       *[other] { $tracks } trek
    }, { $byn } BYN
quota-top-none = Belum ada trek.

## /allow, /deny, /access

access-usage = Tulis ID obrolan setelah perintah, misalnya <code>/{ $command } 123456789</code> untuk seseorang atau <code>/{ $command } -1001234567890</code> untuk grup. Di dalam grup, <code>/{ $command }</code> saja berarti grup ini.
access-allowed = ✅ <code>{ $chat_id }</code> sekarang boleh meminta lagu.
access-denied = 🚫 <code>{ $chat_id }</code> tidak boleh lagi meminta lagu.
access-denied-admin = 🚫 <code>{ $chat_id }</code> ditolak sebagai obrolan, tetapi termasuk admin bot (ADMIN_USER_IDS), yang boleh meminta di mana saja.
access-header = 🔐 <b>Siapa yang boleh meminta lagu</b> (ACCESS={ $mode ->
        [open] open: semua orang; daftar di bawah berlaku begitu ACCESS menjadi private
       *[private] private: admin dan obrolan di bawah
    })
access-denied-ended = { $count ->
       *[other] { $count } lagu yang menunggu di antrean di sana dibatalkan; tidak ada biaya yang dikeluarkan untuknya.
    }
access-open-note = Catatan: ACCESS=open mengizinkan semua orang meminta, jadi ini baru berlaku begitu ACCESS menjadi private.
access-admins = Admin: { $ids }
access-configured = Dari ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>Diizinkan dengan /allow:</b>
access-list-denied = <b>Ditolak dengan /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …dan { $count } lainnya.

## /pause and /resume

pause-done = ⏸ Pengiriman dijeda. Permintaan baru tetap diterima dan menunggu di antrean; lagu yang sudah ada di layanan tetap akan datang. /resume menjalankannya lagi.
pause-already = Pengiriman sudah dijeda oleh admin. /resume menjalankannya lagi.
resume-done = { $reason ->
        [admin] ▶️ Pengiriman berjalan lagi.
        [lifted] ▶️ Jeda dari admin sudah dicabut.
       *[none] Pengiriman tidak sedang dijeda oleh admin.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ Lagu baru masih menunggu layanan musik: saldo dompet habis (402). Saya mencobanya lagi sekarang; lagu akan dimulai dengan sendirinya begitu layanan menerima lagu.
       *[key] ⏸ Lagu baru masih menunggu layanan musik: layanan menolak kunci API (401). Saya mencobanya lagi sekarang; lagu akan dimulai dengan sendirinya begitu layanan menerima lagu.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ { $count } pembuatan berturut-turut tidak selesai: { $failed } gagal di layanan musik, { $expired } memakan waktu lebih dari { $minutes } menit. Penggunanya sudah diberi tahu (pembuatan yang gagal tidak ditagih). Periksa status layanan.
alert-jobs-over = ✅ Pembuatan lagu kembali selesai: satu baru saja rampung.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = Dalam { $days } hari terakhir tidak ada trek yang dimulai dan tidak ada biaya, jadi belum ada grafik. /quota menampilkan angka hari ini.
report-caption = 📈 { $days } hari terakhir: { $tracks ->
       *[other] { $tracks } trek
    } dimulai, { $byn } BYN terpakai. /quota menampilkan angka hari ini.
report-title = { $days } hari terakhir
report-tracks-axis = Per hari
report-limit = Batas harian ({ $limit })
report-money-axis = BYN terpakai per hari
report-top-title = Pengguna teratas { $days } hari terakhir
report-top-line = { $name } ({ $id }): { $tracks ->
       *[other] { $tracks } trek
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = Tulis jatah siapa dan berapa trek per hari: <code>/limit 123456789 3</code> untuk seseorang (lagunya di semua obrolan), <code>/limit -1001234567890 5</code> untuk grup (dibagi para anggotanya), <code>0</code> untuk tanpa trek sama sekali, <code>off</code> untuk menghapus jatah. Di dalam grup, <code>/limit 5</code> saja berarti grup ini. Tambahkan <code>lyrics</code> untuk jatah harian lirik yang ditulis model teks: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = “{ $value }” bukan ID obrolan: ID seseorang berupa angka seperti <code>123456789</code>, ID grup diawali tanda minus, seperti <code>-1001234567890</code>.
limit-bad-number = “{ $value }” bukan jumlah trek: tulis bilangan bulat dari 0 sampai { $max }, atau <code>off</code> untuk menghapus jatah.
limit-negative = Jatah tidak boleh negatif ({ $value }): tulis <code>0</code> untuk tanpa trek sama sekali, atau <code>off</code> untuk menghapus jatah.
limit-set = ✅ { $whose ->
        [group] Grup <code>{ $id }</code> boleh memulai { $tracks } { $tracks ->
           *[other] trek
        } per hari, dibagi para anggotanya.
       *[user] <code>{ $id }</code> boleh memulai { $tracks } { $tracks ->
           *[other] trek
        } per hari, di semua obrolan.
    } Terpakai hari ini: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] Sekarang tidak ada anggota grup <code>{ $id }</code> yang boleh memulai trek di sana.
       *[user] <code>{ $id }</code> sekarang tidak boleh memulai trek.
    } Lagu-lagunya menunggu di antrean; <code>/limit { $id } off</code> menghapus jatah ini.
limit-off = ✅ Jatah <code>{ $id }</code> dihapus. { $fallback ->
        [default] USER_DAILY_LIMIT berlaku lagi: { $default } per hari.
        [chat] Permintaan atas namanya sendiri kembali memakai USER_DAILY_LIMIT: { $default } per hari; para anggotanya bersama-sama tidak punya jatah.
       *[none] Hanya batas organisasi yang berlaku.
    }
limit-off-none = <code>{ $id }</code> tidak punya jatah sendiri; tidak ada yang berubah.
limits-header = 🎟 <b>Jatah harian trek organisasi</b>
limits-default = { $fallback ->
        [default] Semua yang lain, termasuk kanal dan obrolan yang meminta atas namanya sendiri: masing-masing { $default } per hari (USER_DAILY_LIMIT). Anggota grup bersama-sama hanya punya jatah yang diatur di sini.
       *[none] Semua yang lain: tanpa jatah sendiri (USER_DAILY_LIMIT=0), hanya batas organisasi.
    }
limits-none = Belum ada jatah yang diatur: <code>/limit 123456789 3</code> mengatur satu.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(grup)
       *[user] {""}
    }: { $used } dari { $tracks } terpakai hari ini
quota-shares = <b>Jatah harian</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Lirik hari ini (panggilan model teks): { $used } { $limited ->
        [yes] dari { $limit } (sisa { $left }, ORG_TEXT_DAILY_LIMIT)
       *[no] (tanpa batas harian: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] { $own } per hari untuk setiap orang atau obrolan yang meminta atas namanya sendiri (USER_TEXT_DAILY_LIMIT)
       *[no] tanpa batas per orang (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Paling banyak meminta lirik hari ini</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = Belum ada lirik yang ditulis hari ini.
limit-lyrics-set = ✅ <code>{ $id }</code> boleh memakai { $calls } { $calls ->
       *[other] panggilan
    } model teks per hari (lirik ditulis atau ditulis ulang), di semua obrolan. Terpakai hari ini: { $used }.
limit-lyrics-off = ✅ Jatah lirik <code>{ $id }</code> dihapus. { $fallback ->
        [default] USER_TEXT_DAILY_LIMIT berlaku lagi: { $default } per hari.
       *[none] Hanya batas organisasi yang berlaku (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code> tidak punya jatah lirik sendiri; tidak ada yang berubah.
report-tracks-bars = Trek dimulai
report-lyrics-bars = Lirik ditulis (panggilan model teks)
