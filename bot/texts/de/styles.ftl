## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = Oder wähle unten ein Genre und eine Stimmung: Sie werden kombiniert, und ein Stil, den du mit <code>/style deine Worte</code> eingibst, ersetzt sie.
style-genre-pop = Pop
style-genre-rock = Rock
style-genre-ballad = Ballade
style-genre-hiphop = Hip-Hop
style-genre-folk = Folk
style-genre-electronic = Elektro
style-mood-upbeat = Fröhlich
style-mood-calm = Ruhig
style-mood-sad = Traurig
style-mood-epic = Episch
button-style-reset = ✖️ Kein Stil
button-style-open = 🎨 Stil
button-style-back = ↩️ Zurück
style-answer-set = 🎨 Stil gewählt
style-answer-reset = Stil entfernt: Der Dienst wählt
preview-style-chosen = 🎨 Stil (gewählt): { $style }
preview-hint-styles = Wähle ein Genre und eine Stimmung für diesen Song (der Stil des Chats bleibt, wie er ist). „🎵 Song erstellen“ verbraucht einen Track (heute noch übrig: { $left }).
