## Greeting and help

start =
    Cześć{ $has_name ->
        [yes] , { $name }
       *[no] {""}
    }! Zamieniam teksty w śpiewane piosenki. 🎤

    Wyślij mi tekst ze znacznikami sekcji, każdym w osobnej linii:
    <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.
    Albo napisz <code>/lyrics</code>, a tekst umieść w kolejnych liniach.
    Nie masz jeszcze tekstu? Napisz <code>/song</code> i temat: napiszę tekst i najpierw Ci go pokażę.

    /style ustawia brzmienie (instrumenty, nastrój, głos), /duration długość,
    /status pokazuje, na jakim etapie są Twoje piosenki. Szczegóły znajdziesz w /help.

help =
    <b>Jak dostać piosenkę</b>
    Wyślij tekst ze znacznikami sekcji w osobnych liniach, na przykład:
    <code>[verse]
    Poranne światło w oknie
    {"["}chorus]
    Śpiewaj głośno, śpiewaj już</code>
    albo napisz <code>/lyrics</code> i tekst w kolejnych liniach.

    <b>Polecenia</b>
    /lyrics — piosenka z tekstu pod poleceniem
    /song — tekst napisany dla Ciebie na dany temat (<code>/song deszczowa niedziela</code>), pokazany, zanim zużyjesz jakikolwiek utwór
    /style — pokaż lub ustaw styl (<code>/style rozmarzony synth pop, kobiecy głos</code>; <code>/style reset</code>) albo wybierz gatunek i nastrój przyciskami
    /duration — pokaż lub ustaw maksymalną długość utworu, 10–300 sekund
    /status — Twoje zamówienia tutaj i etap każdego z nich
    /cancel — anuluj zamówienia, które wciąż czekają w kolejce
    /lang — wybierz język, w którym odpowiadam

    Piosenki powstają po jednej lub po dwie naraz i zajmują kilka minut; będę Cię informować na bieżąco.
    📤 Aby udostępnić swoją piosenkę w dowolnym czacie, wpisz <code>@{ $bot }</code> w polu wiadomości i wybierz piosenkę: nie zużywa to nowego utworu.

help-group =
    <b>Piosenki w tej grupie</b>
    Użyj <code>/lyrics</code> z tekstem w kolejnych liniach albo odpowiedz na jedną z moich wiadomości tekstem ze znacznikami.
    <code>/song</code> i temat: piszę tekst i pokazuję go, zanim zostanie zużyty jakikolwiek utwór.
    /style i /duration dotyczą całej grupy; /status pokazuje zamówienia grupy.
    📤 Aby udostępnić swoją piosenkę, wpisz <code>@{ $bot }</code> w polu wiadomości dowolnego czatu i ją wybierz.

    Widzę tylko polecenia i odpowiedzi na moje wiadomości (tryb prywatności Telegrama), więc pozostałe rozmowy zostają prywatne.

## Asking for songs

lyrics-usage =
    Umieść tekst w liniach po <code>/lyrics</code>, na przykład:
    <code>/lyrics
    {"["}verse]
    Poranne światło w oknie
    {"["}chorus]
    Śpiewaj głośno, śpiewaj już</code>
lyrics-empty = Ten tekst jest pusty: nie ma w nim słów do zaśpiewania. Wyślij słowa z liniami <code>[verse]</code> lub <code>[chorus]</code>.
lyrics-no_words = Są znaczniki sekcji, ale brak słów do zaśpiewania. Umieść słowa pod znacznikami.
lyrics-trimmed = Twój tekst miał { $length } { $length ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }; serwis przyjmuje do { $limit } znaków, więc zostały tylko sekcje, które się mieszczą.
access-refused =
    Przepraszam, ten bot tworzy piosenki tylko dla osób, którym pozwolili na to jego administratorzy.
    Twoje ID to <code>{ $user_id }</code>: wyślij je administratorowi tego bota, aby poprosić o dostęp.
untagged-hint =
    Aby stworzyć piosenkę, wyślij tekst ze znacznikami sekcji w osobnych liniach (<code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>) albo napisz <code>/lyrics</code> z tekstem poniżej. /help pokazuje przykład.
not-text = Obsługuję tylko tekst: wyślij mi tekst piosenki albo /help, aby zobaczyć, jak to zrobić.
unknown-command = Nie znam tego polecenia. /help pokazuje, co potrafię.
error-generic = Coś poszło nie tak po mojej stronie. Żadna z Twoich wiadomości nie przepadła; spróbuj ponownie za chwilę.
error-storage = Nie mogę teraz niczego zapisać (pamięć jest pełna lub nie działa). Żadna z Twoich wcześniejszych wiadomości nie przepadła; spróbuj ponownie za kilka minut.
error-service = Serwis muzyczny nie odpowiada teraz tak, jak powinien. Płatne są tylko gotowe piosenki; spróbuj ponownie za kilka minut.

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ Przyjęte! Twoja piosenka jest w kolejce: miejsce { $place }, będzie gotowa za około { $minutes } min.
    Utwory organizacji pozostałe na dziś: { $left }.
place-exact = { $place }
place-far = { $step }+
waiting-far =
    ⏳ Przyjęte! Twoja piosenka jest w kolejce: miejsce { $place }.
    Przesuwa się do przodu, gdy powstają piosenki przed nią; dokładne miejsce i czas pojawią się tutaj, gdy znajdzie się wśród pierwszych { $exact }.
waiting-busy = ⏳ Serwis muzyczny jest teraz zajęty. Twoja piosenka zachowuje miejsce ({ $place }) i ruszy automatycznie, gdy serwis się zwolni.
waiting-unavailable = ⏳ Serwis muzyczny jest chwilowo niedostępny. Twoja piosenka zachowuje miejsce ({ $place }) i ruszy automatycznie, gdy serwis wróci.
waiting-wallet = ⏳ Saldo organizacji na piosenki jest puste, więc piosenki są wstrzymane. Twoja zachowuje miejsce ({ $place }) i ruszy, gdy tylko saldo zostanie doładowane; administratorzy zostali powiadomieni.
waiting-key = ⏳ Bot jest na razie nieczynny (odmówiono mu dostępu do serwisu muzycznego). Twoja piosenka zachowuje miejsce ({ $place }); administratorzy zostali powiadomieni.
waiting-address = ⏳ Bot ma ustawiony błędny adres serwisu muzycznego, więc nowe piosenki są wstrzymane. Twoja piosenka zachowuje miejsce ({ $place }); administratorzy zostali powiadomieni.
waiting-user-limit = ⏳ Twoje piosenki na dziś zostały wykorzystane. Ta zachowuje miejsce ({ $place }) i ruszy, gdy zacznie się kolejny dzień rozliczeniowy, o { $starts }.
waiting-chat-limit = ⏳ Ta grupa wykorzystała już wszystkie piosenki na dziś. Twoja zachowuje miejsce ({ $place }) i ruszy, gdy zacznie się kolejny dzień rozliczeniowy, o { $starts }.
share-left = { $whose ->
        [group] 👥 Przydział tej grupy
       *[own] 🎟 Twój przydział
    }: pozostało { $left } z { $tracks } na dziś.
waiting-admin = ⏳ Nowe piosenki zostały na jakiś czas wstrzymane przez administratora. Twoja zachowuje miejsce ({ $place }) i ruszy po wznowieniu.
waiting-token = ⏳ Bot nie może teraz prawidłowo połączyć się z Telegramem, więc nowe piosenki są wstrzymane. Twoja zachowuje miejsce ({ $place }); administratorzy zostali powiadomieni.
waiting-telegram = ⏳ Telegram nie odpowiada teraz botowi, więc nowe piosenki są wstrzymane (nie dałoby się ich wysłać). Twoja zachowuje miejsce ({ $place }) i ruszy sama, gdy Telegram wróci.
waiting-disk = ⏳ Bot nie ma już miejsca na zapisywanie nowych piosenek, więc są wstrzymane. Twoja zachowuje miejsce ({ $place }) i ruszy sama, gdy zrobi się miejsce; administratorzy zostali powiadomieni.
waiting-tomorrow = ⏳ Dzisiejsze utwory zostały wykorzystane. Twoja piosenka zachowuje miejsce ({ $place }) i ruszy, gdy zacznie się kolejny dzień rozliczeniowy, o { $starts }.
progress-submitting = 📤 Wysyłam Twoją piosenkę do serwisu muzycznego…
progress-queued = 🎼 Twoja piosenka czeka w kolejce serwisu muzycznego. ({ $elapsed })
progress-running = 🎙 Twoja piosenka jest generowana; to potrwa kilka minut. ({ $elapsed })
progress-sending = 📦 Twoja piosenka jest gotowa; przygotowuję plik…
progress-not-known = ❔ Serwis muzyczny twierdzi, że nie zna piosenki „{ $title }”. Może nadal ją tworzyć, więc sprawdzam jeszcze przez { $hours } godz. od wysłania: jeśli piosenka się pojawi, trafi tutaj. Płatne są tylko gotowe piosenki.

## How a request ended without a song

outcome-failed = ❌ Generowanie piosenki „{ $title }” w serwisie muzycznym nie powiodło się. Za nieudane generowanie nie ma opłaty. Wyślij tekst ponownie, aby spróbować jeszcze raz.
outcome-lost = ❌ Serwis muzyczny wciąż twierdzi, że nie zna piosenki „{ $title }”, choć od wysłania minęła doba, więc przestaję na nią czekać. Serwis nigdy nie zgłosił jej jako gotowej, a płatne są tylko gotowe piosenki. Wyślij tekst ponownie, aby spróbować jeszcze raz.
outcome-expired = ⌛ Piosenka „{ $title }” powstaje już dłużej niż { $minutes } min. Wciąż na nią czekam: jeśli serwis muzyczny ją stworzy, wyślę ją tutaj, nawet z opóźnieniem, a jeśli nie — dam znać. Płatne są tylko gotowe piosenki.
outcome-never-finished = ⌛ Serwis muzyczny wciąż nie ukończył piosenki „{ $title }” { $hours } godz. po wysłaniu, więc przestaję na nią czekać. Serwis nigdy nie zgłosił jej jako gotowej, a płatne są tylko gotowe piosenki. Wyślij tekst ponownie, aby spróbować jeszcze raz.
outcome-rejected = 🚫 Serwis muzyczny odrzucił piosenkę „{ $title }”: { $reason }. Zmień tekst lub ustawienia i wyślij ponownie.
outcome-unknown = ❓ Piosenka „{ $title }” została wysłana do serwisu muzycznego, ale nie przyszła odpowiedź, więc nie wiem, czy została przyjęta. Nie wyślę jej ponownie bez Twojej zgody, więc nigdy nie zapłacisz dwa razy. Naciśnij „Ponów próbę”, aby wysłać ją jeszcze raz.
outcome-cancelled = 🗑 Piosenka „{ $title }” została anulowana.
outcome-chat-gone = 🚫 Piosenka „{ $title }” została anulowana: nie mogę wysyłać Ci piosenek na prywatnym czacie ze mną (jest zablokowany albo bot nie został tam jeszcze uruchomiony). Nic nie zostało naliczone. Rozpocznij czat ze mną, a potem zamów ponownie.
outcome-denied = 🚫 Piosenka „{ $title }” została anulowana: ten czat nie może już zamawiać piosenek. Nic nie zostało naliczone.

## Buttons and their answers

button-retry = 🔁 Ponów próbę
button-lossless = 💿 Bezstratnie
button-stale = Ten przycisk nie jest już aktywny.
button-not-yours = Ten przycisk należy do osoby, która zamówiła piosenkę.
retry-queued = Z powrotem w kolejce.
lossless-preparing = Przygotowuję plik bezstratny…
lossless-failed = Przepraszam, nie udało się teraz wysłać pliku bezstratnego. Spróbuj nacisnąć przycisk później.
lossless-too-large = Plik bezstratny jest większy niż { $limit } MB, które bot może wysłać, nawet jako FLAC, więc nie da się go tu wysłać.

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] Styl: { $style }
       *[no] Styl: domyślny
    }
    Długość: { $length } · Cena: { $price } BYN{ $in_group ->
        [yes] {"\u000A"}Zamówienie od: { $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = W tym czacie nie zamówiono jeszcze żadnej piosenki. Wyślij tekst, aby zacząć.
status-header = <b>Piosenki w tym czacie</b>
status-line = #{ $id } „{ $title }” — { $state ->
        [draft] 📝 tekst pokazany, czeka na Twoją zgodę
        [waiting] ⏳ czeka w kolejce, miejsce { $place }
        [submitting] 📤 wysyłana do serwisu
        [queued] 🎼 w kolejce serwisu
        [running] 🎙 generowana
        [completed] 📦 dostarczana
        [delivered] ✅ dostarczona
        [failed] ❌ nieudana (bez opłaty)
        [expired] ⌛ trwa długo, wciąż czekam
        [rejected] 🚫 odrzucona przez serwis
        [unknown] ❓ brak odpowiedzi serwisu
        [cancelled] 🗑 anulowana
       *[other] { $state }
    }
cancel-done = { $count ->
        [one] Anulowano 1 czekającą piosenkę.
        [few] Anulowano { $count } czekające piosenki.
        [many] Anulowano { $count } czekających piosenek.
       *[other] Anulowano { $count } czekającej piosenki.
    }
cancel-nothing = Nie masz tu żadnych piosenek czekających w kolejce. Piosenek, które są już w serwisie muzycznym, nie da się anulować.

## /style and /duration

style-current = Styl w tym czacie: <i>{ $style }</i>
style-none = W tym czacie nie ustawiono stylu: wybiera serwis. Ustaw go np. tak: <code>/style rozmarzony synth pop, kobiecy głos</code>.
style-set = Ustawiono styl: <i>{ $style }</i>
style-reset = Styl wyczyszczony: od teraz wybiera serwis.
style-too-long = Ten styl ma { $length } { $length ->
        [one] znak
        [few] znaki
        [many] znaków
       *[other] znaku
    }; dozwolone jest do { $limit } znaków. Zostaje poprzedni styl.
duration-current = Piosenki tutaj trwają do { $seconds } sekund. Zmień to poleceniem <code>/duration 90</code> (10–300).
duration-set = Piosenki tutaj będą trwać do { $seconds } sekund.
duration-invalid = Długość musi być liczbą całkowitą sekund od { $low } do { $high }, np. <code>/duration 90</code>.

## Alerts to the bot's admins

alert-wallet = ⚠️ Serwis muzyczny zgłasza, że saldo organizacji jest puste (402). Nowe piosenki są wstrzymane i czekają w kolejce; doładuj konto w konsoli. Wysyłanie wznowi się samo, gdy serwis przyjmie piosenkę; po doładowaniu /resume każe mi spróbować od razu.
alert-wallet-over = ✅ Saldo znów działa: piosenki znów powstają.
alert-key = ⚠️ Serwis muzyczny odrzucił klucz API bota (401). Nowe piosenki są wstrzymane; sprawdź API_KEY w konfiguracji bota.
alert-key-over = ✅ Klucz API znów jest akceptowany: piosenki znów powstają.
alert-address = ⚠️ Adres serwisu muzycznego odpowiedział 404 na nową piosenkę: pod MUSIC_API_URL nie ma serwisu muzycznego (adres powinien kończyć się na /api/v1/music). Nowe piosenki są wstrzymane i nic nie zostało naliczone; popraw MUSIC_API_URL i uruchom bota ponownie.
alert-address-over = ✅ Serwis muzyczny znów przyjmuje piosenki pod swoim adresem: piosenki znów powstają.
alert-token = ⚠️ Telegram odrzucił token bota (401). W tym czasie nie uruchomiono żadnej nowej piosenki; już opłacone piosenki zostały zachowane.
alert-token-over = ✅ Telegram znów akceptuje token bota. Nowe piosenki znów ruszają, a te, które powstały w międzyczasie, są teraz wysyłane.
alert-disk = ⚠️ Dysk z DATA_DIR jest pełny: wolne { $free } MB, kolejny utwór potrzebuje { $needed } MB. Nowe piosenki czekają w kolejce i żaden utwór nie jest zużywany; już opłacone piosenki są zachowane i zostaną wysłane, gdy zrobi się miejsce. Zwolnij trochę miejsca: wszystko wznowi się samo.
alert-disk-over = ✅ Na dysku znów jest miejsce: nowe piosenki znów ruszają, a czekające są wysyłane.
alert-text-key = ⚠️ Model językowy odrzucił klucz API bota (401), więc /song nie może pisać tekstów; użytkownicy dostają prośbę o wysłanie własnych. Sprawdź API_KEY i TEXT_MODEL w konfiguracji bota.
alert-text-key-over = ✅ Model językowy znów akceptuje klucz: /song znów pisze teksty.
alert-text-budget = ⚠️ Budżet modelu językowego się wyczerpał, więc /song nie może pisać tekstów; użytkownicy dostają prośbę o wysłanie własnych. Doładuj go w konsoli.
alert-text-budget-over = ✅ Model językowy znów odpowiada: /song znów pisze teksty.

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = Ten czat nie może teraz zamawiać piosenek, więc nic nie zostało wysłane i nie zużyto żadnego utworu. Poproś administratora bota o dostęp.
draft-footer-denied = 🚫 Piosenka nie powstała: ten czat nie może teraz zamawiać piosenek; nie zużyto żadnego utworu. Gdy administrator bota na to pozwoli, naciśnij ponownie pierwszy przycisk.

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = Nie masz jeszcze piosenek: dotknij tutaj, aby stworzyć pierwszą
inline-none-found = Żadna z Twoich piosenek nie ma w tytule „{ $words }”
inline-share-hint = 📤 Aby udostępnić piosenkę w dowolnym czacie, wpisz <code>@{ $bot }</code> w polu wiadomości i wybierz piosenkę: zostanie wysłana ponownie, bez tworzenia nowego utworu.
inline-off-admin = ℹ️ Tryb inline jest wyłączony dla tego bota, więc użytkownicy nie mogą udostępniać swoich piosenek w innych czatach. Włącz go w @BotFather: /setinline.
