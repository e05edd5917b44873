## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = Ou choisissez un genre et une ambiance ci-dessous : ils se combinent, et un style tapé avec <code>/style vos mots</code> les remplace.
style-genre-pop = Pop
style-genre-rock = Rock
style-genre-ballad = Ballade
style-genre-hiphop = Hip-hop
style-genre-folk = Folk
style-genre-electronic = Électro
style-mood-upbeat = Joyeux
style-mood-calm = Calme
style-mood-sad = Triste
style-mood-epic = Épique
button-style-reset = ✖️ Sans style
button-style-open = 🎨 Style
button-style-back = ↩️ Retour
style-answer-set = 🎨 Style choisi
style-answer-reset = Style effacé : le service choisit
preview-style-chosen = 🎨 Style (choisi) : { $style }
preview-hint-styles = Choisissez un genre et une ambiance pour cette chanson (le style de la discussion ne change pas). « 🎵 Créer la chanson » utilise une piste (pistes restantes aujourd'hui : { $left }).
