## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 Hadiahkan lagu
gift-ask-recipient =
    🎁 <b>Lagu sebagai hadiah.</b> Untuk siapa? Kirim namanya.
    { $in_group ->
        [yes] Jawab dengan membalas pesan ini.{"\u000A"}
       *[no] {""}
    }/cancel menghentikannya kapan saja; tidak ada yang terpakai sebelum Anda menekan “🎵 Buat lagunya”.
gift-ask-occasion =
    Apa acaranya untuk { $name }? Misalnya: selamat ulang tahun, selamat menikah, semoga sukses di pekerjaan baru.
gift-ask-details =
    Ceritakan sedikit tentang { $name }: apa yang dia sukai, kenangan bersama, lelucon yang hanya kalian berdua tahu. Satu pesan sudah cukup.
gift-answer-words = Mohon jawab dengan beberapa kata.
gift-answer-too-long = Itu agak panjang: paling banyak { $limit } karakter, ya.
gift-cancelled = Hadiahnya dibatalkan. Tidak ada yang terpakai.
# What the text model is asked for (as the topic of a /song).
gift-topic = lagu untuk { $name } untuk acara ini: { $occasion }. Tentang { $name }: { $details }. Pakai nama { $name } di dalam lirik dan tujukan lagunya kepadanya.
gift-caption = 🎁 Untuk <b>{ $name }</b>, { $occasion }!
gift-share-button = 🎁 Kirim ke { $name }
gift-busy = Saya masih menulis lirik Anda di obrolan ini. Kirim lagi jawaban terakhir ini begitu pratinjaunya muncul: jawaban hadiah lainnya tetap tersimpan.
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 Dinyanyikan sebagai: { $names }
preview-sung-typed = 🎤 Nama dinyanyikan seperti yang diketik.
button-sung-fix = 🎤 Perbaiki bunyi nama
sung-ask = 🎤 Bagaimana <b>{ $name }</b> harus dinyanyikan? Balas pesan ini dengan nama yang ditulis sesuai bunyinya, misalnya <i>Mi-syel</i>. Untuk nama lain, tulis <i>Nama = ejaan</i>.
sung-asked = Balas pertanyaan saya dengan ejaannya.
sung-set = 🎤 Beres: pratinjau di atas sekarang menunjukkan cara nama itu dinyanyikan. Hanya penyanyinya yang mendapat ejaan ini; keterangan lagu tetap memakai nama seperti yang Anda ketik.
sung-words = Mohon balas dengan nama yang ditulis sesuai bunyinya, dalam beberapa huruf (paling banyak { $limit }).
sung-too-long = Dengan ejaan itu, liriknya akan melebihi batas layanan musik, yaitu { $limit } karakter. Mohon kirim yang lebih pendek.
sung-too-many = Satu lagu hanya bisa memuat ejaan khusus untuk paling banyak { $most } nama, jadi nama-nama tetap seperti yang ditunjukkan pratinjau. Untuk mengubah salah satunya, balas dengan <i>Nama = ejaan</i>; nama yang ditulis persis seperti diketik akan kembali dinyanyikan seperti diketik.
sung-not-shown = Saya tidak bisa menampilkan ejaan baru di pratinjau, jadi nama-nama tetap seperti yang ditunjukkannya. Silakan coba lagi.
