## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 Versi lain
take-title = { $title } (versi { $number })
take-question = 🔁 Versi lain dari “{ $title }”: kata-kata dan gaya yang sama, dinyanyikan ulang sebagai versi { $number }. Ini memakai satu trek.
    { $mine ->
        [0] Trek Anda hari ini sudah habis, jadi versi ini akan menunggu di antrean sampai Anda punya trek lagi
       *[other] Hari ini Anda masih punya { $mine } trek
    }; { $everyone ->
       *[other] untuk semua orang tersisa { $everyone } trek
    }.
button-take-go = ✅ Buat versi { $number }
button-take-no = ✖️ Tidak usah
take-footer-declined = 🗑 Tidak ada versi baru. Tidak ada trek yang terpakai.
take-footer-expired = ⌛ Pertanyaan ini kedaluwarsa setelah sehari tanpa jawaban. Tidak ada trek yang terpakai; tekan 🔁 Versi lain di bawah lagu untuk bertanya lagi.
take-answer-asked = Jawab pertanyaan di bawah lagu.
take-answer-already = Saya sudah bertanya soal versi lain lagu ini: jawab pertanyaan itu.
take-answer-no-words = Lirik lagu ini sudah tidak disimpan, jadi lagu ini tidak bisa dinyanyikan ulang.
take-answer-not-shown = Saya tidak bisa menampilkan pertanyaannya, jadi tidak ada yang dinyanyikan dan tidak ada trek yang terpakai. Silakan coba lagi.
take-answer-declined = Tidak ada versi baru; tidak ada trek yang terpakai.
take-answer-expired = Pertanyaan ini sudah kedaluwarsa; tekan lagi 🔁 Versi lain di bawah lagu.

## Likes that teach the admins: 👍 / 👎 under a song (bot/ui/votes.py), and /report's styles

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 Tercatat. Terima kasih!
       *[down] 👎 Tercatat. Terima kasih sudah memberi tahu!
    }
vote-answer-changed = { $vote ->
        [up] Diubah menjadi 👍.
       *[down] Diubah menjadi 👎.
    }
vote-answer-same = { $vote ->
        [up] Anda sudah memberinya 👍.
       *[down] Anda sudah memberinya 👎.
    }
styles-report-header = 🎚 Gaya lagu yang dibuat dalam { $days } hari terakhir: berapa lagu, berapa yang mendapat 👍 lebih banyak daripada 👎, dan berapa yang sebaliknya.
styles-report-line = { $name }: { $made } { $made ->
       *[other] lagu
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ “{ $style }”
styles-report-none = ∅ Tanpa gaya (layanan yang memilih)
styles-report-more = …dan { $count } { $count ->
       *[other] gaya
    } lainnya
