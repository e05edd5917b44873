## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = Ya da aşağıdan bir tür ve bir ruh hâli seçin: ikisi birleştirilir; <code>/style kendi kelimeleriniz</code> ile yazdığınız stil bunların yerini alır.
style-genre-pop = Pop
style-genre-rock = Rock
style-genre-ballad = Balad
style-genre-hiphop = Hip-hop
style-genre-folk = Folk
style-genre-electronic = Elektronik
style-mood-upbeat = Enerjik
style-mood-calm = Sakin
style-mood-sad = Hüzünlü
style-mood-epic = Epik
button-style-reset = ✖️ Stil yok
button-style-open = 🎨 Stil
button-style-back = ↩️ Geri
style-answer-set = 🎨 Stil seçildi
style-answer-reset = Stil temizlendi: servis seçecek
preview-style-chosen = 🎨 Stil (seçilen): { $style }
preview-hint-styles = Bu şarkı için bir tür ve bir ruh hâli seçin (sohbetin stili değişmez). “🎵 Şarkıyı yap” bir parça harcar (bugün kalan parça: { $left }).
