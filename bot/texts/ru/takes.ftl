## Ещё дубль: те же слова и стиль, спетые заново, — сначала вопрос (bot/ui/takes.py)

button-take = 🔁 Ещё дубль
take-title = { $title } (дубль { $number })
take-question = 🔁 Ещё один дубль «{ $title }»: те же слова и тот же стиль, спетые заново, — это будет дубль { $number }. На него уйдёт один трек.
    { $mine ->
        [0] У вас сегодня не осталось треков, поэтому дубль подождёт в очереди, пока трек у вас снова не появится
        [one] У вас сегодня остался { $mine } трек
        [few] У вас сегодня осталось { $mine } трека
        [many] У вас сегодня осталось { $mine } треков
       *[other] У вас сегодня осталось { $mine } трека
    }; на всех — { $everyone } { $everyone ->
        [one] трек
        [few] трека
        [many] треков
       *[other] трека
    }.
button-take-go = ✅ Записать дубль { $number }
button-take-no = ✖️ Нет, спасибо
take-footer-declined = 🗑 Без нового дубля. Трек не потрачен.
take-footer-expired = ⌛ На этот вопрос не ответили за сутки, и он больше не действует. Трек не потрачен; чтобы спросить снова, нажмите 🔁 Ещё дубль под песней.
take-answer-asked = Ответьте на вопрос под песней.
take-answer-already = Я уже спросил про ещё один дубль этой песни: ответьте на тот вопрос.
take-answer-no-words = Слова этой песни больше не хранятся, поэтому спеть её заново нельзя.
take-answer-not-shown = Не получилось показать вопрос, поэтому ничего не будет спето и трек не потрачен. Попробуйте ещё раз.
take-answer-declined = Без нового дубля; трек не потрачен.
take-answer-expired = Этот вопрос больше не действует; нажмите 🔁 Ещё дубль под песней ещё раз.

## Лайки, которые подсказывают админам: 👍 / 👎 под песней (bot/ui/votes.py) и стили в /report

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 Учтено. Спасибо!
       *[down] 👎 Учтено. Спасибо, что сказали!
    }
vote-answer-changed = { $vote ->
        [up] Изменено на 👍.
       *[down] Изменено на 👎.
    }
vote-answer-same = { $vote ->
        [up] Вы уже поставили 👍.
       *[down] Вы уже поставили 👎.
    }
styles-report-header = 🎚 Стили песен, созданных за последние { $days } дн.: сколько песен, у скольких 👍 больше, чем 👎, и у скольких наоборот.
styles-report-line = { $name }: { $made } { $made ->
        [one] песня
        [few] песни
        [many] песен
       *[other] песни
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ «{ $style }»
styles-report-none = ∅ Без стиля (выбирал сервис)
styles-report-more = …и ещё { $count } { $count ->
        [one] стиль
        [few] стиля
        [many] стилей
       *[other] стиля
    }
