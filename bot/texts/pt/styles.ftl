## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = Ou escolha abaixo um gênero e um clima: eles se combinam, e um estilo digitado com <code>/style suas palavras</code> os substitui.
style-genre-pop = Pop
style-genre-rock = Rock
style-genre-ballad = Balada
style-genre-hiphop = Hip-hop
style-genre-folk = Folk
style-genre-electronic = Eletrônica
style-mood-upbeat = Animado
style-mood-calm = Calmo
style-mood-sad = Triste
style-mood-epic = Épico
button-style-reset = ✖️ Sem estilo
button-style-open = 🎨 Estilo
button-style-back = ↩️ Voltar
style-answer-set = 🎨 Estilo escolhido
style-answer-reset = Estilo removido: o serviço escolhe
preview-style-chosen = 🎨 Estilo (escolhido): { $style }
preview-hint-styles = Escolha um gênero e um clima para esta música (o estilo do chat continua o mesmo). “🎵 Fazer a música” gasta uma faixa (faixas restantes hoje: { $left }).
