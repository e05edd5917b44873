## Готовые стили: жанры и настроения кнопками (под /style и под черновиком песни)

style-pick = Или выберите жанр и настроение кнопками ниже: они сочетаются, а стиль, написанный в <code>/style ваши слова</code>, их заменяет.
style-genre-pop = Поп
style-genre-rock = Рок
style-genre-ballad = Баллада
style-genre-hiphop = Хип-хоп
style-genre-folk = Фолк
style-genre-electronic = Электроника
style-mood-upbeat = Бодро
style-mood-calm = Спокойно
style-mood-sad = Грустно
style-mood-epic = Эпично
button-style-reset = ✖️ Без стиля
button-style-open = 🎨 Стиль
button-style-back = ↩️ Назад
style-answer-set = 🎨 Стиль выбран
style-answer-reset = Стиль сброшен: выбирает сервис
preview-style-chosen = 🎨 Стиль (выбран): { $style }
preview-hint-styles = Выберите жанр и настроение для этой песни (стиль чата не меняется). «🎵 Создать песню» тратит один трек (треков на сегодня осталось: { $left }).
