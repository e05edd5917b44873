## The command menu (setMyCommands): one short line per command

menu-start = Powitanie i jak to działa
menu-help = Jak dostać piosenkę
menu-lyrics = Piosenka z tekstu pod poleceniem
menu-song = Tekst na zadany temat, a potem piosenka
menu-gift = Piosenka w prezencie: kilka pytań, potem tekst
menu-style = Pokaż lub ustaw styl piosenek w tym czacie
menu-duration = Pokaż lub ustaw maksymalną długość utworu
menu-status = Zamówione tu piosenki i etap każdej z nich
menu-mytracks = Twoje ostatnie piosenki tutaj, by dostać je ponownie
menu-cancel = Anuluj swoje piosenki czekające w kolejce
menu-lang = Wybierz język, w którym odpowiadam
menu-quota = Dla administratorów: utwory, sloty, kolejka i wydatki
menu-report = Dla administratorów: ostatnie 30 dni na wykresie
menu-limit = Dla administratorów: dzienny przydział utworów
menu-limits = Dla administratorów: przydziały i ich dzisiejsze zużycie
menu-allow = Dla administratorów: pozwól czatowi zamawiać piosenki
menu-deny = Dla administratorów: zablokuj czatowi zamawianie
menu-access = Dla administratorów: kto może zamawiać piosenki
menu-pause = Dla administratorów: wstrzymaj wysyłanie do serwisu
menu-resume = Dla administratorów: wznów wysyłanie

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = Zamieniam Twoje teksty lub temat w śpiewaną piosenkę. Wyślij tekst ze znacznikami sekcji, np. [verse] i [chorus], albo /song i temat, a piosenka wróci tutaj jako plik audio. Dodaj mnie do grupy, aby tworzyć piosenki razem.
bot-short-description = Zamienia teksty lub temat w śpiewaną piosenkę.
