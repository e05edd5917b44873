## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = Oppure scegli qui sotto un genere e un'atmosfera: si combinano, e uno stile scritto con <code>/style le tue parole</code> li sostituisce.
style-genre-pop = Pop
style-genre-rock = Rock
style-genre-ballad = Ballata
style-genre-hiphop = Hip-hop
style-genre-folk = Folk
style-genre-electronic = Elettronica
style-mood-upbeat = Allegro
style-mood-calm = Calmo
style-mood-sad = Triste
style-mood-epic = Epico
button-style-reset = ✖️ Senza stile
button-style-open = 🎨 Stile
button-style-back = ↩️ Indietro
style-answer-set = 🎨 Stile scelto
style-answer-reset = Stile rimosso: sceglie il servizio
preview-style-chosen = 🎨 Stile (scelto): { $style }
preview-hint-styles = Scegli un genere e un'atmosfera per questa canzone (lo stile della chat resta com'è). «🎵 Crea la canzone» usa una traccia (tracce rimaste oggi: { $left }).
