## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = O elige abajo un género y un ambiente: se combinan, y un estilo que escribas con <code>/style tus palabras</code> los sustituye.
style-genre-pop = Pop
style-genre-rock = Rock
style-genre-ballad = Balada
style-genre-hiphop = Hip-hop
style-genre-folk = Folk
style-genre-electronic = Electrónica
style-mood-upbeat = Animado
style-mood-calm = Suave
style-mood-sad = Triste
style-mood-epic = Épico
button-style-reset = ✖️ Sin estilo
button-style-open = 🎨 Estilo
button-style-back = ↩️ Volver
style-answer-set = 🎨 Estilo elegido
style-answer-reset = Estilo borrado: lo elige el servicio
preview-style-chosen = 🎨 Estilo (elegido): { $style }
preview-hint-styles = Elige un género y un ambiente para esta canción (el estilo del chat no cambia). «🎵 Crear la canción» gasta una pista (pistas restantes hoy: { $left }).
