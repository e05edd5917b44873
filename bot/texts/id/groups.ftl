## Groups and supergroups

groups-hint =
    Untuk membuat lagu di sini, tulis <code>/lyrics@{ $bot }</code> dengan lirik di baris berikutnya, atau balas salah satu pesan saya dengan lirik bertag <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.{ $topics ->
        [yes] {" "}Dengan <code>/song@{ $bot } tema lagu</code>, saya menulis liriknya dulu.
       *[no] {""}
    }
groups-settings-refused = Di dalam grup, hanya admin grup yang bisa mengubah gaya dan panjang lagunya.
groups-welcome =
    Halo! Saya mengubah lirik menjadi lagu yang dinyanyikan. Tulis <code>/lyrics@{ $bot }</code> dengan lirik di baris berikutnya, dan lagunya akan dikirim ke sini sebagai balasan.
    Dengan mode privasi Telegram, saya hanya melihat perintah dan balasan untuk pesan saya; detailnya ada di /help@{ $bot }.
groups-welcome-closed = Lagu memakan biaya organisasi, jadi grup ini perlu izin dulu: minta admin bot untuk mengizinkan ID grup <code>{ $chat_id }</code>.
access-refused-group =
    Maaf, grup ini belum boleh meminta lagu: admin bot belum mengizinkannya.
    ID grup ini <code>{ $chat_id }</code> dan ID Anda <code>{ $user_id }</code>: kirimkan keduanya ke admin bot ini untuk meminta akses.
