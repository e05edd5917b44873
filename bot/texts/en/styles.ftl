## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = Or pick a genre and a mood below: they are combined, and a style you type with <code>/style your words</code> replaces them.
style-genre-pop = Pop
style-genre-rock = Rock
style-genre-ballad = Ballad
style-genre-hiphop = Hip-hop
style-genre-folk = Folk
style-genre-electronic = Electronic
style-mood-upbeat = Upbeat
style-mood-calm = Calm
style-mood-sad = Sad
style-mood-epic = Epic
button-style-reset = ✖️ No style
button-style-open = 🎨 Style
button-style-back = ↩️ Back
style-answer-set = 🎨 Style chosen
style-answer-reset = Style cleared: the service chooses
preview-style-chosen = 🎨 Style (chosen): { $style }
preview-hint-styles = Pick a genre and a mood for this song (the chat's style stays as it is). “🎵 Make the song” spends one track (tracks left today: { $left }).
