## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ „{ $title }“ wurde erstellt und berechnet ({ $price } BYN), aber auch nach vielen Versuchen konnte ich ihn nicht in diesen Chat bringen. Bitte sag den Admins des Bots Bescheid.
delivery-file-gone = ❌ „{ $title }“ wurde erstellt und berechnet ({ $price } BYN), aber der Musikdienst hat die Datei nicht mehr: Er antwortete immer wieder, dass es sie nicht gibt, daher konnte ich sie nicht abholen. Bitte sag den Admins des Bots Bescheid.
delivery-file-incomplete = ❌ „{ $title }“ wurde erstellt und berechnet ({ $price } BYN), aber die Datei vom Musikdienst ist unvollständig: Sie enthält { $got } von { $length }. Ich habe sie { $tries } Mal abgeholt und nie vollständig bekommen, daher habe ich keinen kaputten Song gesendet. Bitte sag den Admins des Bots Bescheid.
delivery-file-unreadable = ❌ „{ $title }“ wurde erstellt und berechnet ({ $price } BYN), aber die Datei vom Musikdienst ist beschädigt: Ich habe sie { $tries } Mal abgeholt und konnte sie nicht lesen. Bitte sag den Admins des Bots Bescheid.
mytracks-header = { $count ->
        [1] 🎵 Dein Song in diesem Chat. Tippe darauf, um ihn erneut zu bekommen:
       *[other] 🎵 Deine letzten { $count } Songs in diesem Chat. Tippe auf einen, um ihn erneut zu bekommen:
    }
mytracks-empty = Du hast in diesem Chat noch keine zugestellten Songs. Schick einen Songtext, um einen zu machen.
mytracks-button = { $title } · { $length }
track-sending = Wird erneut gesendet…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 Songtext
lyrics-header = 📝 Der Text von „{ $title }“:
song-words-none = Dieser Song hat keinen Text zum Anzeigen.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>, das Thema, in dem du gefragt hast, wurde geschlossen oder gelöscht, deshalb kommt das hierher:
topic-gone-chat = { $name }, das Thema, in dem du gefragt hast, wurde geschlossen oder gelöscht, deshalb kommt das hierher:
topic-closed-private = ℹ️ Die Gruppe, in der du gefragt hast, ist für mich geschlossen, auch ihr Thema „Allgemein“, deshalb kommt das hierher:
topic-closed-admins = ℹ️ Eine Nachricht für <a href="tg://user?id={ $id }">{ $name }</a> konnte im Chat { $chat } nicht gesendet werden: Das zugehörige Thema und das Thema „Allgemein“ sind geschlossen, und privat kann ich der Person nicht schreiben. Hier ist sie:
song-waits-admins = ℹ️ Der Song „{ $title }“ für <a href="tg://user?id={ $id }">{ $name }</a>, angefragt im Chat <code>{ $chat }</code>, wartet: Das Thema, in dem er angefragt wurde, und das Thema „Allgemein“ sind dort geschlossen, und die Person hat mich noch nicht gestartet, daher kann ich ihr den Song nicht privat schicken. Er geht an sie, sobald sie mir schreibt.
song-waits-admins-chat = ℹ️ Der Song „{ $title }“ für { $name }, angefragt im Chat <code>{ $chat }</code>, wartet: Das Thema, in dem er angefragt wurde, und das Thema „Allgemein“ sind dort geschlossen. Er wird gesendet, sobald eines der beiden wieder offen ist.
topic-closed-admins-chat = ℹ️ Eine Nachricht für { $name } konnte im Chat { $chat } nicht gesendet werden: Das zugehörige Thema und das Thema „Allgemein“ sind geschlossen. Hier ist sie:
