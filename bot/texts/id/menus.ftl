## The command menu (setMyCommands): one short line per command

menu-start = Sapaan dan cara kerjanya
menu-help = Cara mendapatkan lagu
menu-lyrics = Buat lagu dari lirik di bawah perintah
menu-song = Tulis lirik dari sebuah tema, lalu buat lagunya
menu-gift = Lagu sebagai hadiah: beberapa pertanyaan, lalu liriknya
menu-style = Lihat atau atur gaya lagu di sini
menu-duration = Lihat atau atur panjang maksimum trek
menu-status = Lagu yang diminta di sini dan posisinya
menu-mytracks = Lagu terbaru Anda di sini, untuk didapatkan lagi
menu-cancel = Batalkan lagu Anda yang masih menunggu di antrean
menu-lang = Pilih bahasa yang saya pakai
menu-quota = Admin: trek, slot, antrean, dan biaya
menu-report = Admin: 30 hari terakhir dalam grafik
menu-limit = Admin: jatah trek harian untuk orang atau grup
menu-limits = Admin: jatah harian dan pemakaiannya hari ini
menu-allow = Admin: izinkan obrolan meminta lagu
menu-deny = Admin: larang obrolan meminta lagu
menu-access = Admin: siapa yang boleh meminta lagu
menu-pause = Admin: jeda pengiriman ke layanan
menu-resume = Admin: lanjutkan pengiriman

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = Saya mengubah lirik Anda, atau sebuah tema, menjadi lagu yang dinyanyikan. Kirim lirik dengan tag bagian seperti [verse] dan [chorus], atau /song dan sebuah tema, lalu lagunya akan dikirim ke sini sebagai audio. Tambahkan saya ke grup untuk membuat lagu bersama.
bot-short-description = Mengubah lirik atau sebuah tema menjadi lagu yang dinyanyikan.
