## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 Kolejna wersja
take-title = { $title } (wersja { $number })
take-question = 🔁 Kolejna wersja piosenki „{ $title }”: te same słowa i styl, zaśpiewane od nowa jako wersja { $number }. Zużywa jeden utwór.
    { $mine ->
        [0] Nie masz już dziś utworów, więc poczeka w kolejce, aż znów będziesz mieć jakiś
        [one] Został Ci dziś { $mine } utwór
        [few] Zostały Ci dziś { $mine } utwory
        [many] Zostało Ci dziś { $mine } utworów
       *[other] Zostało Ci dziś { $mine } utworu
    }; { $everyone ->
        [0] dla wszystkich nie został już żaden utwór
        [one] dla wszystkich został { $everyone } utwór
        [few] dla wszystkich zostały { $everyone } utwory
        [many] dla wszystkich zostało { $everyone } utworów
       *[other] dla wszystkich zostało { $everyone } utworu
    }.
button-take-go = ✅ Stwórz wersję { $number }
button-take-no = ✖️ Nie, dziękuję
take-footer-declined = 🗑 Bez nowej wersji. Nie zużyto żadnego utworu.
take-footer-expired = ⌛ To pytanie wygasło po dobie bez odpowiedzi. Nie zużyto żadnego utworu; naciśnij 🔁 Kolejna wersja pod piosenką, aby zapytać ponownie.
take-answer-asked = Odpowiedz na pytanie pod piosenką.
take-answer-already = Pytanie o kolejną wersję tej piosenki już padło: odpowiedz na nie.
take-answer-no-words = Słowa tej piosenki nie są już przechowywane, więc nie da się jej zaśpiewać ponownie.
take-answer-not-shown = Nie udało się pokazać pytania, więc nic nie zostanie zaśpiewane i nie zużyto żadnego utworu. Spróbuj ponownie.
take-answer-declined = Bez nowej wersji; nie zużyto żadnego utworu.
take-answer-expired = To pytanie wygasło; naciśnij ponownie 🔁 Kolejna wersja pod piosenką.

## Likes that teach the admins: 👍 / 👎 under a song (bot/ui/votes.py), and /report's styles

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 Zapisane. Dziękuję!
       *[down] 👎 Zapisane. Dziękuję, że dajesz znać!
    }
vote-answer-changed = { $vote ->
        [up] Zmieniono na 👍.
       *[down] Zmieniono na 👎.
    }
vote-answer-same = { $vote ->
        [up] Ta piosenka ma już od Ciebie 👍.
       *[down] Ta piosenka ma już od Ciebie 👎.
    }
styles-report-header = 🎚 Style piosenek z ostatnich { $days } dni: ile piosenek, ile dostało więcej 👍 niż 👎, a ile odwrotnie.
styles-report-line = { $name }: { $made } { $made ->
        [one] piosenka
        [few] piosenki
        [many] piosenek
       *[other] piosenki
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ „{ $style }”
styles-report-none = ∅ Bez stylu (wybrał serwis)
styles-report-more = …i jeszcze { $count } { $count ->
        [one] styl
        [few] style
        [many] stylów
       *[other] stylu
    }
