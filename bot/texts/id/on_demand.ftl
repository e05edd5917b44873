## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ Sedang banyak file yang dibuat. Silakan tekan tombolnya lagi dalam beberapa menit.
files-line-full-after-stop = ⏳ Saya dimulai ulang sebelum file Anda siap, dan sekarang sedang banyak file yang dibuat. Silakan tekan tombolnya lagi dalam beberapa menit.
files-no-room = Maaf, disk bot sedang tidak punya ruang untuk file ini: lagu baru didahulukan. Silakan coba tombolnya lagi nanti.
