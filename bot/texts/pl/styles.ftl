## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = Albo wybierz poniżej gatunek i nastrój: łączą się ze sobą, a styl wpisany poleceniem <code>/style Twoje słowa</code> je zastępuje.
style-genre-pop = Pop
style-genre-rock = Rock
style-genre-ballad = Ballada
style-genre-hiphop = Hip-hop
style-genre-folk = Folk
style-genre-electronic = Elektronika
style-mood-upbeat = Radosny
style-mood-calm = Spokojny
style-mood-sad = Smutny
style-mood-epic = Epicki
button-style-reset = ✖️ Bez stylu
button-style-open = 🎨 Styl
button-style-back = ↩️ Wstecz
style-answer-set = 🎨 Styl wybrany
style-answer-reset = Styl wyczyszczony: wybiera serwis
preview-style-chosen = 🎨 Styl (wybrany): { $style }
preview-hint-styles = Wybierz gatunek i nastrój dla tej piosenki (styl czatu się nie zmieni). „🎵 Stwórz piosenkę” zużywa jeden utwór (pozostało dziś: { $left }).
