## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Lagu
guest-start-bot =
    🎵 Untuk membuat lagu di sini, saya perlu obrolan pribadi dengan Anda dulu: buka <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>, tekan Mulai, lalu sebut saya lagi di sini. Tidak ada yang terpakai.
guest-access-refused =
    Maaf, bot ini hanya membuat lagu untuk orang yang diizinkan adminnya. Tidak ada yang terpakai.
guest-usage =
    🎵 Setelah nama saya, tulis lagunya tentang apa, misalnya <code>@{ $bot } lagu ulang tahun untuk Max</code>, atau lirik dengan baris <code>[verse]</code> dan <code>[chorus]</code>.
guest-lyrics-taken = 🎵 Memproses lirik Anda…
guest-if-stuck = <i>Kalau pesan ini masih seperti ini setelah satu menit, ada yang salah di tengah jalan: sebut saya lagi.</i>
guest-elsewhere = 🎵 Lagu Anda dari obrolan lain: pesannya di sana tidak bisa diubah lagi, jadi ini dia.
