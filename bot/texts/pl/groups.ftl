## Groups and supergroups

groups-hint =
    Aby stworzyć tu piosenkę, napisz <code>/lyrics@{ $bot }</code> z tekstem w kolejnych liniach albo odpowiedz na jedną z moich wiadomości tekstem ze znacznikami <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.{ $topics ->
        [yes] {" "}Po <code>/song@{ $bot } temat</code> najpierw napiszę tekst.
       *[no] {""}
    }
groups-settings-refused = W grupie tylko jej administratorzy mogą zmieniać styl i długość piosenek.
groups-welcome =
    Cześć! Zamieniam teksty w śpiewane piosenki. Napisz <code>/lyrics@{ $bot }</code> z tekstem w kolejnych liniach, a piosenka przyjdzie tutaj jako odpowiedź.
    W trybie prywatności Telegrama widzę tylko polecenia i odpowiedzi na moje wiadomości; szczegóły znajdziesz w /help@{ $bot }.
groups-welcome-closed = Piosenki kosztują organizację pieniądze, więc ta grupa potrzebuje najpierw zgody administratora: poproś administratora bota o dopuszczenie grupy o ID <code>{ $chat_id }</code>.
access-refused-group =
    Przepraszam, ta grupa nie może jeszcze zamawiać piosenek: administratorzy bota jej nie dopuścili.
    ID grupy to <code>{ $chat_id }</code>, a Twoje to <code>{ $user_id }</code>: wyślij je administratorowi tego bota, aby poprosić o dostęp.
