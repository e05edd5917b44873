## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Piosenka
guest-start-bot =
    🎵 Aby tworzyć tu piosenki, najpierw potrzebuję prywatnego czatu z Tobą: otwórz <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>, naciśnij Start, a potem znów oznacz mnie tutaj. Nic nie zostało zużyte.
guest-access-refused =
    Przepraszam, ten bot tworzy piosenki tylko dla osób, którym pozwolili na to jego administratorzy. Nic nie zostało zużyte.
guest-usage =
    🎵 Napisz po mojej nazwie, o czym ma być piosenka, na przykład <code>@{ $bot } piosenka urodzinowa dla Maksa</code>, albo tekst z liniami <code>[verse]</code> i <code>[chorus]</code>.
guest-lyrics-taken = 🎵 Biorę Twój tekst…
guest-if-stuck = <i>Jeśli ta wiadomość nie zmieni się w ciągu minuty, coś po drodze poszło nie tak: oznacz mnie jeszcze raz.</i>
guest-elsewhere = 🎵 Twoja piosenka z innego czatu: jej wiadomości tam nie dało się już zmienić, więc jest tutaj.
