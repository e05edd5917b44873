## /song: lyrics written by the text model on a topic

song-usage =
    Napisz, o czym ma być piosenka, na przykład:
    <code>/song deszczowa niedziela w Mińsku</code>
    Napiszę tekst i pokażę Ci go, zanim zużyjesz jakikolwiek utwór.
song-disabled = Pisanie tekstów na zadany temat nie jest skonfigurowane w tym bocie. Wyślij zamiast tego własny tekst: /help pokazuje, jak to zrobić.
song-busy = Wciąż piszę Twój tekst w tym czacie; najpierw pojawi się tu jego podgląd. Gdy się pojawi, wyślij ten temat ponownie.
song-busy-here = ✋ Ten tekst nie został napisany: w tym samym czasie powstawał tu inny Twój tekst. Wyślij temat ponownie.
song-topic-too-long = Ten temat ma { $length } { $length ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }; dozwolone jest do { $limit } znaków. Ujmij go krócej albo wyślij gotowy tekst ze znacznikami sekcji.
song-writing = ✍️ Piszę tekst na temat „{ $topic }”…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ Model językowy odrzucił klucz bota, więc nie mogę teraz pisać tekstów. Nie zużyto żadnego utworu. Powiadom administratora bota; w międzyczasie możesz wysłać własny tekst.
song-error-budget = ❌ Budżet bota na model językowy się wyczerpał, więc nie mogę teraz pisać tekstów. Nie zużyto żadnego utworu. Nadal możesz wysłać własny tekst ze znacznikami sekcji.
song-error-timeout = ⌛ Model językowy zbyt długo nie odpowiadał. Nie zużyto żadnego utworu; spróbuj ponownie za minutę.
song-error-unavailable = ❌ Model językowy jest teraz niedostępny. Nie zużyto żadnego utworu; spróbuj ponownie później.
song-error-no-lyrics = 🤔 Model językowy nie zwrócił tekstu, którego dałoby się użyć. Nie zużyto żadnego utworu; spróbuj ująć temat inaczej.

## The preview of a draft

untagged-offer = To wygląda na tekst bez znaczników sekcji. Tak zostałby zaśpiewany:
preview-title = 📝 <b>{ $title }</b>
preview-topic = Temat: { $topic }
preview-shortened = … i jeszcze { $more } { $more ->
        [one] znak, którego tu nie widać, ale on też zostanie zaśpiewany
        [few] znaki, których tu nie widać, ale one też zostaną zaśpiewane
        [many] znaków, których tu nie widać, ale one też zostaną zaśpiewane
       *[other] znaku, których tu nie widać, ale one też zostaną zaśpiewane
    }. Tekst kończy się tak:
preview-style-chat = 🎨 Styl (tego czatu): { $style }
preview-style-model = 🎨 Styl (proponowany): { $style }
preview-style-none = 🎨 Styl: wybiera serwis muzyczny
preview-duration = ⏱ Do { $seconds } sekund
preview-hint = „🎵 Stwórz piosenkę” zużywa jeden utwór (pozostało dziś: { $left }). Aby zmienić słowa, odpowiedz na tę wiadomość własnym tekstem.
draft-footer-sent = ✅ Zatwierdzono: piosenka jest w drodze.
draft-footer-cancelled = 🗑 Anulowano. Nie zużyto żadnego utworu.
draft-footer-writing = ✍️ Piszę nowy tekst…

## The preview's buttons and their answers

button-draft-go = 🎵 Stwórz piosenkę
button-draft-again = 🔄 Inny tekst
button-draft-drop = ✖️ Anuluj
button-untagged-lyrics = 🎵 Użyj jako tekstu
button-untagged-topic = ✍️ Użyj jako tematu
draft-answer-sent = W drodze!
draft-answer-writing = Piszę nowy tekst…
draft-answer-cancelled = Anulowano; nie zużyto żadnego utworu.
draft-answer-busy = Wciąż piszę ten tekst; chwileczkę.

## A reply to the preview

draft-replaced = ✅ Tekst podmieniony: podgląd powyżej już go pokazuje. Gdy wszystko będzie w porządku, naciśnij tam „🎵 Stwórz piosenkę”.
draft-reply-gone = Ten podgląd nie jest już otwarty. Zacznij od nowa poleceniem /song.
draft-reply-not-yours = Tylko osoba, która zamówiła tę piosenkę, może zmienić jej tekst.
draft-reply-busy = Wciąż piszę nowy tekst do tego podglądu; wyślij własny, gdy się pojawi.
draft-reply-hint = Aby podmienić tekst, odpowiedz na podgląd całym nowym tekstem, w kilku liniach.

## /lang

lang-name = Polski
lang-current = Język: { $name }. Aby go zmienić, naciśnij przycisk poniżej albo napisz <code>/lang auto</code>, aby używać języka Twojego Telegrama.
lang-set = Gotowe: będę rozmawiać z Tobą po polsku.
lang-auto = Gotowe: będę używać języka Twojego Telegrama ({ $name }).
lang-unknown = Nie znam tego języka. Napisz <code>/lang</code> i naciśnij przycisk, aby wybrać język, albo <code>/lang auto</code>, aby używać języka Twojego Telegrama.

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ Twój tekst ma { $length } { $length ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }, ale serwis muzyczny przyjmuje do { $limit } znaków. Poniżej jest część, która się mieści ({ $kept } { $kept ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }), ucięta przed sekcją. Nic nie zostanie wysłane, dopóki nie naciśniesz „🎵 Śpiewaj krótszy tekst”.
preview-hint-cut = „🎵 Śpiewaj krótszy tekst” zużywa jeden utwór (pozostało dziś: { $left }). Aby zaśpiewać inne słowa, odpowiedz na tę wiadomość tekstem mającym do { $limit } znaków.
button-cut-go = 🎵 Śpiewaj krótszy tekst
draft-footer-expired = ⌛ Ten podgląd wygasł po dobie bez odpowiedzi. Nie zużyto żadnego utworu; wyślij tekst lub /song ponownie.
draft-answer-expired = Ten podgląd wygasł; wyślij tekst lub /song ponownie.
preview-failed = ❌ Nie udało się pokazać Ci podglądu, więc nic z niego nie zostanie zaśpiewane. Nie zużyto żadnego utworu; spróbuj ponownie.
draft-replaced-cut = ✂️ Twój tekst ma { $length } { $length ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }, ale serwis muzyczny przyjmuje do { $limit } znaków. Podgląd powyżej pokazuje teraz część, która się mieści ({ $kept } { $kept ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }), uciętą przed sekcją: naciśnij tam „🎵 Śpiewaj krótszy tekst”, aby ją zaśpiewać.

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ Na dziś wykorzystano już wszystkie teksty, które mogę dla Ciebie napisać ({ $limit }). Znów mogę pisać od { $until }. Gotowe teksty są nadal przyjmowane: wyślij własny, ze znacznikami sekcji lub bez, albo użyj /lyrics.
text-refused-org = ✋ Bot wykorzystał już dzisiejszy limit tekstów ({ $limit } dla wszystkich). Znów mogę pisać od { $until }. Gotowe teksty są nadal przyjmowane: wyślij własny, ze znacznikami sekcji lub bez, albo użyj /lyrics.
text-refused-paused = ⏸ Piosenki są na razie wstrzymane, więc nie mogę pisać tekstów. Gotowe teksty są nadal przyjmowane: czekają w kolejce i ruszą po wznowieniu piosenek.
text-refused-denied = 🚫 Ten czat nie może teraz zamawiać tekstów, więc żaden nie został napisany. Poproś administratora bota o dostęp.
text-answer-own = Dzisiejsze teksty dla Ciebie zostały wykorzystane ({ $limit }); znów od { $until }. Twoje gotowe teksty są nadal przyjmowane.
text-answer-org = Bot wykorzystał dzisiejszy limit tekstów ({ $limit }); znów od { $until }. Twoje gotowe teksty są nadal przyjmowane.
text-answer-paused = Piosenki są na razie wstrzymane, więc nie mogę pisać tekstów. Twoje gotowe teksty są nadal przyjmowane.
text-answer-denied = Ten czat nie może teraz zamawiać tekstów; nic nie zostało napisane.
draft-footer-rewrite-stopped = ⚠️ Bot został uruchomiony ponownie w trakcie pisania nowego tekstu, więc to nadal poprzedni tekst. Naciśnij 🔄 Inny tekst, aby spróbować ponownie.
song-error-too-slow = ⌛ Model językowy wciąż pisał, gdy skończył mu się czas, a to, co zdążył napisać, nie było piosenką, więc został zatrzymany. Nie zużyto żadnego utworu; możesz od razu spróbować ponownie.
song-error-too-long = 📜 Odpowiedź modelu językowego była dużo dłuższa niż piosenka, więc jej czytanie zostało przerwane. Nie zużyto żadnego utworu; możesz od razu spróbować ponownie.
