## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ Piosenka „{ $title }” została stworzona i opłacona ({ $price } BYN), ale mimo wielu prób nie udało się jej dostarczyć do tego czatu. Powiadom administratorów bota.
delivery-file-gone = ❌ Piosenka „{ $title }” została stworzona i opłacona ({ $price } BYN), ale serwis muzyczny nie ma już jej pliku: ciągle odpowiadał, że plik nie istnieje, więc nie dało się go pobrać. Powiadom administratorów bota.
delivery-file-incomplete = ❌ Piosenka „{ $title }” została stworzona i opłacona ({ $price } BYN), ale plik z serwisu muzycznego jest niekompletny: zawiera { $got } z { $length }. Plik pobrano { $tries } { $tries ->
        [one] raz
        [few] razy
        [many] razy
       *[other] raza
    } i ani razu nie był cały, więc uszkodzona piosenka nie została wysłana. Powiadom administratorów bota.
delivery-file-unreadable = ❌ Piosenka „{ $title }” została stworzona i opłacona ({ $price } BYN), ale plik z serwisu muzycznego jest uszkodzony: pobrano go { $tries } { $tries ->
        [one] raz
        [few] razy
        [many] razy
       *[other] raza
    } i nie dało się go odczytać. Powiadom administratorów bota.
mytracks-header = { $count ->
        [1] 🎵 Twoja piosenka w tym czacie. Dotknij jej, aby dostać ją ponownie:
       *[other] 🎵 Twoje ostatnie { $count } { $count ->
            [one] piosenka
            [few] piosenki
            [many] piosenek
           *[other] piosenki
        } w tym czacie. Dotknij jednej z nich, aby dostać ją ponownie:
    }
mytracks-empty = Nie masz jeszcze dostarczonych piosenek w tym czacie. Wyślij tekst, aby jakąś stworzyć.
mytracks-button = { $title } · { $length }
track-sending = Wysyłam ponownie…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 Tekst
lyrics-header = 📝 Tekst piosenki „{ $title }”:
song-words-none = Ta piosenka nie ma słów do pokazania.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>, Twój wątek został zamknięty lub usunięty, więc ta wiadomość trafia tutaj:
topic-gone-chat = { $name }, Twój wątek został zamknięty lub usunięty, więc ta wiadomość trafia tutaj:
topic-closed-private = ℹ️ Grupa, w której zamówiono piosenkę, jest dla mnie zamknięta, razem z wątkiem Ogólny, więc ta wiadomość trafia tutaj:
topic-closed-admins = ℹ️ Nie udało się wysłać wiadomości w czacie { $chat } (adresat: <a href="tg://user?id={ $id }">{ $name }</a>): wątek zamówienia i wątek Ogólny są zamknięte, a do tej osoby nie mogę napisać prywatnie. Oto jej treść:
song-waits-admins = ℹ️ Piosenka „{ $title }” z czatu <code>{ $chat }</code> (zamówienie od: <a href="tg://user?id={ $id }">{ $name }</a>) czeka: wątek zamówienia i wątek Ogólny są tam zamknięte, a ta osoba nie uruchomiła bota, więc nie mogę wysłać jej piosenki prywatnie. Trafi do niej, gdy tylko do mnie napisze.
song-waits-admins-chat = ℹ️ Piosenka „{ $title }” z czatu <code>{ $chat }</code> (zamówienie od: { $name }) czeka: wątek zamówienia i wątek Ogólny są tam zamknięte. Zostanie wysłana, gdy tylko jeden z nich zostanie otwarty.
topic-closed-admins-chat = ℹ️ Nie udało się wysłać wiadomości w czacie { $chat } (adresat: { $name }): wątek zamówienia i wątek Ogólny są zamknięte. Oto jej treść:
