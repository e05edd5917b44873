## Гатовыя стылі: жанры і настроі кнопкамі (пад /style і пад чарнавіком песні)

style-pick = Або выберыце жанр і настрой кнопкамі ніжэй: яны спалучаюцца, а стыль, напісаны ў <code>/style вашы словы</code>, іх замяняе.
style-genre-pop = Поп
style-genre-rock = Рок
style-genre-ballad = Балада
style-genre-hiphop = Хіп-хоп
style-genre-folk = Фолк
style-genre-electronic = Электроніка
style-mood-upbeat = Бадзёра
style-mood-calm = Спакойна
style-mood-sad = Сумна
style-mood-epic = Эпічна
button-style-reset = ✖️ Без стылю
button-style-open = 🎨 Стыль
button-style-back = ↩️ Назад
style-answer-set = 🎨 Стыль выбраны
style-answer-reset = Стыль скінуты: выбірае сэрвіс
preview-style-chosen = 🎨 Стыль (выбраны): { $style }
preview-hint-styles = Выберыце жанр і настрой для гэтай песні (стыль чата не змяняецца). «🎵 Стварыць песню» выдаткоўвае адзін трэк (трэкаў на сёння засталося: { $left }).
