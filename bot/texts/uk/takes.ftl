## Ще один дубль: ті самі слова й стиль, заспівані знову, — спершу запитання (bot/ui/takes.py)

button-take = 🔁 Ще дубль
take-title = { $title } (дубль { $number })
take-question = 🔁 Ще один дубль «{ $title }»: ті самі слова й той самий стиль, заспівані знову, — це буде дубль { $number }. На нього піде один трек.
    { $mine ->
        [0] У вас сьогодні не лишилося треків, тож дубль зачекає в черзі, доки трек у вас знову не з'явиться
        [one] У вас сьогодні лишився { $mine } трек
        [few] У вас сьогодні лишилося { $mine } треки
        [many] У вас сьогодні лишилося { $mine } треків
       *[other] У вас сьогодні лишилося { $mine } треку
    }; на всіх — { $everyone } { $everyone ->
        [one] трек
        [few] треки
        [many] треків
       *[other] треку
    }.
button-take-go = ✅ Записати дубль { $number }
button-take-no = ✖️ Ні, дякую
take-footer-declined = 🗑 Без нового дубля. Трек не витрачено.
take-footer-expired = ⌛ На це запитання не відповіли за добу, і воно більше не діє. Трек не витрачено; щоб запитати знову, натисніть 🔁 Ще дубль під піснею.
take-answer-asked = Дайте відповідь на запитання під піснею.
take-answer-already = Я вже запитав про ще один дубль цієї пісні: дайте відповідь на те запитання.
take-answer-no-words = Слова цієї пісні більше не зберігаються, тож заспівати її знову не можна.
take-answer-not-shown = Не вдалося показати запитання, тож нічого не буде заспівано і трек не витрачено. Спробуйте ще раз.
take-answer-declined = Без нового дубля; трек не витрачено.
take-answer-expired = Це запитання більше не діє; натисніть 🔁 Ще дубль під піснею ще раз.

## Вподобайки, що підказують адмінам: 👍 / 👎 під піснею (bot/ui/votes.py) і стилі в /report

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 Враховано. Дякую!
       *[down] 👎 Враховано. Дякую, що сказали!
    }
vote-answer-changed = { $vote ->
        [up] Змінено на 👍.
       *[down] Змінено на 👎.
    }
vote-answer-same = { $vote ->
        [up] Ви вже поставили 👍.
       *[down] Ви вже поставили 👎.
    }
styles-report-header = 🎚 Стилі пісень, створених за останні { $days } дн.: скільки пісень, у скількох 👍 більше, ніж 👎, і в скількох навпаки.
styles-report-line = { $name }: { $made } { $made ->
        [one] пісня
        [few] пісні
        [many] пісень
       *[other] пісні
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ «{ $style }»
styles-report-none = ∅ Без стилю (обирав сервіс)
styles-report-more = …і ще { $count } { $count ->
        [one] стиль
        [few] стилі
        [many] стилів
       *[other] стилю
    }
