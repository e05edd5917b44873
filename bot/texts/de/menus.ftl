## The command menu (setMyCommands): one short line per command

menu-start = Begrüßung und so funktioniert es
menu-help = So bekommst du einen Song
menu-lyrics = Einen Song aus dem Text unter dem Befehl machen
menu-song = Songtext zu einem Thema schreiben, dann den Song machen
menu-gift = Ein Song als Geschenk: ein paar Fragen, dann der Text
menu-style = Stil der Songs hier zeigen oder festlegen
menu-duration = Maximale Tracklänge zeigen oder festlegen
menu-status = Hier angefragte Songs und wo jeder steht
menu-mytracks = Deine letzten Songs hier, um einen erneut zu bekommen
menu-cancel = Deine wartenden Songs abbrechen
menu-lang = Sprache wählen, in der ich antworte
menu-quota = Admins: Tracks, Slots, Warteschlange und Ausgaben
menu-report = Admins: die letzten 30 Tage als Diagramm
menu-limit = Admins: Tageskontingent an Tracks für Person oder Gruppe
menu-limits = Admins: die Tageskontingente und ihr Verbrauch heute
menu-allow = Admins: einem Chat Songanfragen erlauben
menu-deny = Admins: einem Chat Songanfragen verbieten
menu-access = Admins: wer Songs anfragen darf
menu-pause = Admins: Senden an den Dienst pausieren
menu-resume = Admins: Senden fortsetzen

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = Ich mache aus deinem Songtext oder einem Thema einen gesungenen Song. Schick einen Songtext mit Abschnitts-Tags wie [verse] und [chorus] oder /song und ein Thema, und der Song kommt als Audio hierher zurück. Füge mich einer Gruppe hinzu, um gemeinsam Songs zu machen.
bot-short-description = Macht aus einem Songtext oder einem Thema einen gesungenen Song.
