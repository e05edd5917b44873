## Готові стилі: жанри й настрої кнопками (під /style і під чернеткою пісні)

style-pick = Або виберіть жанр і настрій кнопками нижче: вони поєднуються, а стиль, написаний у <code>/style ваші слова</code>, їх замінює.
style-genre-pop = Поп
style-genre-rock = Рок
style-genre-ballad = Балада
style-genre-hiphop = Хіп-хоп
style-genre-folk = Фолк
style-genre-electronic = Електроніка
style-mood-upbeat = Бадьоро
style-mood-calm = Спокійно
style-mood-sad = Сумно
style-mood-epic = Епічно
button-style-reset = ✖️ Без стилю
button-style-open = 🎨 Стиль
button-style-back = ↩️ Назад
style-answer-set = 🎨 Стиль вибрано
style-answer-reset = Стиль скинуто: вибирає сервіс
preview-style-chosen = 🎨 Стиль (вибраний): { $style }
preview-hint-styles = Виберіть жанр і настрій для цієї пісні (стиль чату не змінюється). «🎵 Створити пісню» витрачає один трек (треків на сьогодні залишилося: { $left }).
