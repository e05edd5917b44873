## For the bot's admins only (ADMIN_USER_IDS)

admin-only = To polecenie jest tylko dla administratorów bota.

## /quota

quota-header = 📊 <b>Organizacja dzisiaj</b>
quota-tracks = Utwory dzisiaj: { $used } z { $limit } (pozostało: { $left })
quota-active = Generowane teraz: { $active } z { $limit }
quota-waiting = Czeka w kolejce bota: { $waiting }
quota-spent = Wydano: { $today } BYN dzisiaj, { $month } BYN w tym miesiącu
quota-submissions = { $reason ->
        [wallet] ⏸ Wysyłanie wstrzymane przez serwis: saldo jest puste (402). Wznowi się samo, gdy po doładowaniu serwis przyjmie piosenkę; /resume próbuje od razu.
        [key] ⏸ Wysyłanie wstrzymane: serwis odrzuca klucz API (401). Sprawdź API_KEY.
        [address] ⏸ Wysyłanie wstrzymane: pod MUSIC_API_URL nie ma serwisu muzycznego (404 na nową piosenkę). Popraw adres i uruchom bota ponownie.
        [admin] ⏸ Wysyłanie wstrzymane przez administratora. /resume je wznawia.
        [token] ⏸ Nowe piosenki czekają: Telegram odrzuca token bota (401). Ustaw prawidłowy TELEGRAM_BOT_TOKEN i uruchom bota ponownie; nic z oczekujących nie przepadnie.
        [telegram] ⏸ Nowe piosenki czekają: Telegram nie odpowiada. Ruszą same, gdy znów zacznie odpowiadać.
        [disk] ⏸ Nowe piosenki czekają: na dysku z DATA_DIR brakuje miejsca na kolejny utwór. Zwolnij trochę miejsca; ruszą same.
       *[none] ▶️ Wysyłanie działa.
    }
quota-jobs-failing = ⚠️ Generowanie w serwisie wciąż kończy się błędem lub przekroczeniem czasu.
quota-top-chats = <b>Najaktywniejsze czaty w tym miesiącu</b>
quota-top-users = <b>Najaktywniejsi użytkownicy w tym miesiącu</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } utwór
        [few] { $tracks } utwory
        [many] { $tracks } utworów
       *[other] { $tracks } utworu
    }, { $byn } BYN
quota-top-none = Nie ma jeszcze żadnych utworów.

## /allow, /deny, /access

access-usage = Wpisz ID czatu po poleceniu, np. <code>/{ $command } 123456789</code> dla osoby lub <code>/{ $command } -1001234567890</code> dla grupy. W grupie samo <code>/{ $command }</code> oznacza tę grupę.
access-allowed = ✅ <code>{ $chat_id }</code> może teraz zamawiać piosenki.
access-denied = 🚫 <code>{ $chat_id }</code> nie może już zamawiać piosenek.
access-denied-admin = 🚫 Czat <code>{ $chat_id }</code> jest zablokowany, ale to jeden z administratorów bota (ADMIN_USER_IDS), a oni mogą zamawiać wszędzie.
access-header = 🔐 <b>Kto może zamawiać piosenki</b> (ACCESS={ $mode ->
        [open] open: wszyscy; poniższe listy zaczną obowiązywać, gdy ACCESS będzie private
       *[private] private: administratorzy i poniższe czaty
    })
access-denied-ended = { $count ->
        [one] Anulowano jedną piosenkę czekającą w kolejce w tym czacie; nic na nią nie wydano.
        [few] Anulowano { $count } piosenki czekające w kolejce w tym czacie; nic na nie nie wydano.
        [many] Anulowano { $count } piosenek czekających w kolejce w tym czacie; nic na nie nie wydano.
       *[other] Anulowano { $count } piosenki czekającej w kolejce w tym czacie; nic na nie nie wydano.
    }
access-open-note = Uwaga: ACCESS=open pozwala zamawiać wszystkim, więc ta zmiana zadziała dopiero, gdy ACCESS będzie private.
access-admins = Administratorzy: { $ids }
access-configured = Z ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>Dopuszczone przez /allow:</b>
access-list-denied = <b>Zablokowane przez /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …i jeszcze { $count }.

## /pause and /resume

pause-done = ⏸ Wysyłanie wstrzymane. Nowe zamówienia są przyjmowane i czekają w kolejce; piosenki, które są już w serwisie, i tak dotrą. /resume je wznawia.
pause-already = Wysyłanie jest już wstrzymane przez administratora. /resume je wznawia.
resume-done = { $reason ->
        [admin] ▶️ Wysyłanie znów działa.
        [lifted] ▶️ Pauza administratorów została zdjęta.
       *[none] Wysyłanie nie było wstrzymane przez administratora.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ Nowe piosenki wciąż czekają na serwis muzyczny: saldo jest puste (402). Próbuję ponownie teraz; ruszą same, gdy serwis przyjmie piosenkę.
       *[key] ⏸ Nowe piosenki wciąż czekają na serwis muzyczny: serwis odrzuca klucz API (401). Próbuję ponownie teraz; ruszą same, gdy serwis przyjmie piosenkę.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ { $count ->
        [one] { $count } generowanie z rzędu się nie zakończyło
        [few] { $count } generowania z rzędu się nie zakończyły
        [many] { $count } generowań z rzędu się nie zakończyło
       *[other] { $count } generowania z rzędu się nie zakończyło
    }: nieudane w serwisie muzycznym – { $failed }, trwające dłużej niż { $minutes } min – { $expired }. Użytkownicy zostali powiadomieni (za nieudane generowanie nie ma opłaty). Sprawdź status serwisu.
alert-jobs-over = ✅ Generowanie znów działa: jedno właśnie się zakończyło.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = W ciągu ostatnich { $days } dni nie uruchomiono żadnego utworu i nic nie wydano, więc nie ma jeszcze czego pokazać na wykresie. /quota pokazuje dzisiejsze dane.
report-caption = 📈 Ostatnie { $days } dni: { $tracks ->
        [one] uruchomiono { $tracks } utwór
        [few] uruchomiono { $tracks } utwory
        [many] uruchomiono { $tracks } utworów
       *[other] uruchomiono { $tracks } utworu
    }, wydano { $byn } BYN. /quota pokazuje dzisiejsze dane.
report-title = Ostatnie { $days } dni
report-tracks-axis = Na dzień
report-limit = Limit dzienny ({ $limit })
report-money-axis = Wydatki w BYN na dzień
report-top-title = Najaktywniejsi użytkownicy z ostatnich { $days } dni
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } utwór
        [few] { $tracks } utwory
        [many] { $tracks } utworów
       *[other] { $tracks } utworu
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = Wpisz, czyj to przydział i ile utworów dziennie: <code>/limit 123456789 3</code> dla osoby (jej piosenki we wszystkich czatach), <code>/limit -1001234567890 5</code> dla grupy (członkowie dzielą go między siebie), <code>0</code>, jeśli ma nie być żadnych utworów, <code>off</code>, aby usunąć przydział. W grupie samo <code>/limit 5</code> oznacza tę grupę. Dodaj <code>lyrics</code>, aby zamiast tego ustawić dzienny przydział tekstów pisanych przez model językowy: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = „{ $value }” to nie jest ID czatu: ID osoby to liczba, np. <code>123456789</code>, a ID grupy zaczyna się od minusa, np. <code>-1001234567890</code>.
limit-bad-number = „{ $value }” to nie jest liczba utworów: wpisz liczbę całkowitą od 0 do { $max } albo <code>off</code>, aby usunąć przydział.
limit-negative = Przydział nie może być ujemny ({ $value }): wpisz <code>0</code>, jeśli ma nie być żadnych utworów, albo <code>off</code>, aby usunąć przydział.
limit-set = ✅ { $whose ->
        [group] Grupa <code>{ $id }</code> może uruchamiać { $tracks } { $tracks ->
            [one] utwór
            [few] utwory
            [many] utworów
           *[other] utworu
        } dziennie, wspólnie dla wszystkich członków.
       *[user] <code>{ $id }</code> może uruchamiać { $tracks } { $tracks ->
            [one] utwór
            [few] utwory
            [many] utworów
           *[other] utworu
        } dziennie, we wszystkich czatach.
    } Wykorzystano dzisiaj: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] Nikt w grupie <code>{ $id }</code> nie może teraz uruchamiać tam utworów.
       *[user] <code>{ $id }</code> nie może teraz uruchamiać żadnych utworów.
    } Zamówione piosenki czekają w kolejce; <code>/limit { $id } off</code> usuwa przydział.
limit-off = ✅ Przydział <code>{ $id }</code> został usunięty. { $fallback ->
        [default] Znów obowiązuje USER_DAILY_LIMIT: { $default } dziennie.
        [chat] To, co czat zamawia we własnym imieniu, znów podlega USER_DAILY_LIMIT: { $default } dziennie; jego członkowie razem nie mają przydziału.
       *[none] Obowiązuje tylko limit organizacji.
    }
limit-off-none = <code>{ $id }</code>: brak własnego przydziału; nic się nie zmieniło.
limits-header = 🎟 <b>Dzienne przydziały utworów organizacji</b>
limits-default = { $fallback ->
        [default] Wszyscy pozostali, w tym kanały i czaty zamawiające we własnym imieniu: po { $default } dziennie (USER_DAILY_LIMIT). Członkowie grupy mają wspólny przydział tylko wtedy, gdy zostanie ustawiony tutaj.
       *[none] Wszyscy pozostali: bez własnego przydziału (USER_DAILY_LIMIT=0), obowiązuje tylko limit organizacji.
    }
limits-none = Nie ustawiono jeszcze żadnych przydziałów: <code>/limit 123456789 3</code> ustawia przydział.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(grupa)
       *[user] {""}
    }: dzisiaj wykorzystano { $used } z { $tracks }
quota-shares = <b>Przydziały dzienne</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Teksty dzisiaj (wywołania modelu językowego): { $used } { $limited ->
        [yes] z { $limit } (pozostało: { $left }, ORG_TEXT_DAILY_LIMIT)
       *[no] (bez limitu dziennego: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] { $own } dziennie na każdą osobę lub czat zamawiający we własnym imieniu (USER_TEXT_DAILY_LIMIT)
       *[no] bez limitu na osobę (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Najwięcej zamówionych tekstów dzisiaj</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = Dzisiaj nie napisano żadnych tekstów.
limit-lyrics-set = ✅ <code>{ $id }</code> może mieć { $calls } { $calls ->
        [one] wywołanie
        [few] wywołania
        [many] wywołań
       *[other] wywołania
    } modelu językowego dziennie (napisane lub przepisane teksty), we wszystkich czatach. Wykorzystano dzisiaj: { $used }.
limit-lyrics-off = ✅ Przydział tekstów <code>{ $id }</code> został usunięty. { $fallback ->
        [default] Znów obowiązuje USER_TEXT_DAILY_LIMIT: { $default } dziennie.
       *[none] Obowiązuje tylko limit organizacji (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code>: brak własnego przydziału tekstów; nic się nie zmieniło.
report-tracks-bars = Uruchomione utwory
report-lyrics-bars = Napisane teksty (wywołania modelu językowego)
