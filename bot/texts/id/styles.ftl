## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = Atau pilih genre dan suasana di bawah: keduanya digabung, dan gaya yang Anda ketik dengan <code>/style kata-kata Anda</code> menggantikannya.
style-genre-pop = Pop
style-genre-rock = Rock
style-genre-ballad = Balada
style-genre-hiphop = Hip-hop
style-genre-folk = Folk
style-genre-electronic = Elektronik
style-mood-upbeat = Ceria
style-mood-calm = Tenang
style-mood-sad = Sedih
style-mood-epic = Epik
button-style-reset = ✖️ Tanpa gaya
button-style-open = 🎨 Gaya
button-style-back = ↩️ Kembali
style-answer-set = 🎨 Gaya dipilih
style-answer-reset = Gaya dihapus: layanan yang memilih
preview-style-chosen = 🎨 Gaya (dipilih): { $style }
preview-hint-styles = Pilih genre dan suasana untuk lagu ini (gaya obrolan tetap seperti semula). “🎵 Buat lagunya” memakai satu trek (sisa trek hari ini: { $left }).
