## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = Yoki quyidan janr va kayfiyat tanlang: ular birlashtiriladi, <code>/style oʻz soʻzlaringiz</code> bilan yozgan uslubingiz esa ularning oʻrnini egallaydi.
style-genre-pop = Pop
style-genre-rock = Rok
style-genre-ballad = Ballada
style-genre-hiphop = Hip-hop
style-genre-folk = Folk
style-genre-electronic = Elektron
style-mood-upbeat = Quvnoq
style-mood-calm = Sokin
style-mood-sad = Gʻamgin
style-mood-epic = Epik
button-style-reset = ✖️ Uslubsiz
button-style-open = 🎨 Uslub
button-style-back = ↩️ Orqaga
style-answer-set = 🎨 Uslub tanlandi
style-answer-reset = Uslub tozalandi: xizmat oʻzi tanlaydi
preview-style-chosen = 🎨 Uslub (tanlangan): { $style }
preview-hint-styles = Bu qoʻshiq uchun janr va kayfiyat tanlang (chat uslubi oʻzgarmaydi). «🎵 Qoʻshiq yaratish» bitta trek sarflaydi (bugun qolgan treklar: { $left }).
