## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 Piosenka w prezencie
gift-ask-recipient =
    🎁 <b>Piosenka w prezencie.</b> Dla kogo? Wyślij imię tej osoby.
    { $in_group ->
        [yes] Odpowiedz na tę wiadomość.{" "}
       *[no] {""}
    }/cancel przerywa na każdym etapie; nic nie zostanie zużyte, dopóki nie naciśniesz „🎵 Stwórz piosenkę”.
gift-ask-occasion =
    { $name } — z jakiej okazji? Na przykład: wszystkiego najlepszego z okazji urodzin, szczęścia na nowej drodze życia, powodzenia w nowej pracy.
gift-ask-details =
    Opowiedz mi trochę o tej osobie ({ $name }): co kocha, wasze wspólne wspomnienie, żart, który znacie tylko wy. Wystarczy jedna wiadomość.
gift-answer-words = Odpowiedz kilkoma słowami tekstu.
gift-answer-too-long = To trochę za długie: odpowiedź może mieć do { $limit } znaków.
gift-cancelled = Prezent anulowany. Nic nie zostało zużyte.
# What the text model is asked for (as the topic of a /song).
gift-topic = piosenka dla osoby o imieniu { $name } z tej okazji: { $occasion }. O tej osobie: { $details }. Użyj w tekście imienia { $name } i zwracaj się bezpośrednio do tej osoby.
gift-caption = 🎁 <b>{ $name }</b>, { $occasion }!
gift-share-button = 🎁 Wyślij: { $name }
gift-busy = Wciąż piszę Twój tekst w tym czacie. Wyślij tę ostatnią odpowiedź ponownie, gdy pojawi się podgląd: pozostałe odpowiedzi do prezentu są zachowane.
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 Śpiewane jako: { $names }
preview-sung-typed = 🎤 Imiona są śpiewane tak, jak zostały wpisane.
button-sung-fix = 🎤 Popraw wymowę imienia
sung-ask = 🎤 Jak zaśpiewać imię <b>{ $name }</b>? Odpowiedz na tę wiadomość imieniem zapisanym tak, jak się je wymawia, na przykład <i>Szywon</i>. Dla innego imienia napisz <i>Imię = zapis</i>.
sung-asked = Odpowiedz na moje pytanie, podając zapis.
sung-set = 🎤 Gotowe: podgląd powyżej pokazuje teraz, jak imię zostanie zaśpiewane. Ten zapis służy tylko do śpiewu; podpis pokazuje imię tak, jak zostało wpisane.
sung-words = Odpowiedz imieniem zapisanym tak, jak się je wymawia, w kilku literach (do { $limit }).
sung-too-long = Z tym zapisem tekst przekroczyłby limit serwisu muzycznego, który wynosi { $limit } { $limit ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }. Wyślij krótszy zapis.
sung-too-many = Piosenka może mieć własny zapis najwyżej dla { $most } imion, więc imiona zostają takie, jak pokazuje podgląd. Aby zmienić któreś z nich, odpowiedz <i>Imię = zapis</i>; imię zapisane tak, jak zostało wpisane, znów będzie śpiewane bez zmian.
sung-not-shown = Nie udało się pokazać nowego zapisu w podglądzie, więc imiona zostają takie, jak w nim widać. Spróbuj ponownie.
