## Greeting and help

start =
    Hallo{ $has_name ->
        [yes] , { $name }
       *[no] {""}
    }! Ich mache aus Songtexten gesungene Songs. 🎤

    Schick mir einen Songtext mit Abschnitts-Tags, jedes in einer eigenen Zeile:
    <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.
    Oder schreib <code>/lyrics</code> und den Text in die nächsten Zeilen.
    Noch kein Text? Schreib <code>/song</code> und ein Thema: Ich schreibe ihn und zeige ihn dir zuerst.

    /style legt den Sound fest (Instrumente, Stimmung, Stimme), /duration die Länge,
    /status zeigt, wo deine Songs stehen. Mehr dazu unter /help.

help =
    <b>So bekommst du einen Song</b>
    Schick einen Songtext mit Abschnitts-Tags in eigenen Zeilen, zum Beispiel:
    <code>[verse]
    Morgenlicht am Fenster
    {"["}chorus]
    Sing es laut, sing es jetzt</code>
    oder schreib <code>/lyrics</code> und den Text in die nächsten Zeilen.

    <b>Befehle</b>
    /lyrics — einen Song aus dem Text unter dem Befehl machen
    /song — ich schreibe dir einen Songtext zu einem Thema (<code>/song ein verregneter Sonntag</code>) und zeige ihn, bevor ein Track verbraucht wird
    /style — den Stil zeigen oder festlegen (<code>/style verträumter Synthpop, Frauenstimme</code>; <code>/style reset</code>) oder Genre und Stimmung per Button wählen
    /duration — die maximale Tracklänge zeigen oder festlegen, 10–300 Sekunden
    /status — deine Anfragen hier und wo jede steht
    /cancel — Anfragen abbrechen, die noch in der Warteschlange warten
    /lang — die Sprache wählen, in der ich antworte

    Songs entstehen einzeln oder zu zweit und brauchen ein paar Minuten; ich halte dich auf dem Laufenden.
    📤 Um einen deiner Songs in einem beliebigen Chat zu teilen, tippe dort <code>@{ $bot }</code> ins Nachrichtenfeld und wähle den Song: Es wird kein neuer Track verbraucht.

help-group =
    <b>Songs in dieser Gruppe</b>
    Schreib <code>/lyrics</code> und den Text in die nächsten Zeilen oder antworte auf eine meiner Nachrichten mit einem Songtext samt Abschnitts-Tags.
    <code>/song</code> und ein Thema: Ich schreibe den Text und zeige ihn, bevor ein Track verbraucht wird.
    /style und /duration gelten für die ganze Gruppe; /status zeigt die Anfragen der Gruppe.
    📤 Um einen deiner Songs zu teilen, tippe <code>@{ $bot }</code> in das Nachrichtenfeld eines beliebigen Chats und wähle ihn aus.

    Ich sehe nur Befehle und Antworten auf meine Nachrichten (Privatsphäre-Modus von Telegram), alles andere bleibt privat.

## Asking for songs

lyrics-usage =
    Schreib den Songtext in die Zeilen nach <code>/lyrics</code>, zum Beispiel:
    <code>/lyrics
    {"["}verse]
    Morgenlicht am Fenster
    {"["}chorus]
    Sing es laut, sing es jetzt</code>
lyrics-empty = Dieser Songtext ist leer: Es gibt keine Wörter zum Singen. Schick die Wörter mit Zeilen wie <code>[verse]</code> oder <code>[chorus]</code>.
lyrics-no_words = Ich habe Abschnitts-Tags gefunden, aber keine Wörter zum Singen. Schreib die Wörter unter die Tags.
lyrics-trimmed = Dein Songtext hatte { $length } Zeichen; der Dienst nimmt höchstens { $limit }, deshalb habe ich die Abschnitte behalten, die hineinpassen.
access-refused =
    Leider macht dieser Bot Songs nur für Personen, die seine Admins freigegeben haben.
    Deine ID ist <code>{ $user_id }</code>: Schick sie einem Admin dieses Bots, um Zugang zu bekommen.
untagged-hint =
    Für einen Song schick einen Songtext mit Abschnitts-Tags in eigenen Zeilen (<code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>) oder schreib <code>/lyrics</code> mit dem Text darunter. /help zeigt ein Beispiel.
not-text = Ich kann nur mit Text arbeiten: Schick mir einen Songtext oder /help, um zu sehen, wie es geht.
unknown-command = Diesen Befehl kenne ich nicht. /help zeigt, was ich kann.
error-generic = Bei mir ist etwas schiefgelaufen. Nichts, was du geschickt hast, ist verloren; versuch es bitte gleich noch einmal.
error-storage = Ich kann gerade nichts speichern (mein Speicher ist voll oder streikt). Nichts, was du vorher geschickt hast, ist verloren; versuch es bitte in ein paar Minuten noch einmal.
error-service = Der Musikdienst antwortet gerade nicht so, wie er sollte. Berechnet wird nur ein fertiger Song; versuch es bitte in ein paar Minuten noch einmal.

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ Alles klar! Dein Song ist in der Warteschlange: Platz { $place }, fertig in etwa { $minutes } Min.
    Tracks, die der Organisation heute noch bleiben: { $left }.
place-exact = { $place }
place-far = { $step }+
waiting-far =
    ⏳ Alles klar! Dein Song ist in der Warteschlange: Platz { $place }.
    Er rückt vor, während die Songs vor ihm entstehen; der genaue Platz und die Zeit erscheinen hier, sobald er unter den ersten { $exact } ist.
waiting-busy = ⏳ Der Musikdienst ist gerade ausgelastet. Dein Song behält seinen Platz ({ $place }) und startet automatisch, sobald er frei wird.
waiting-unavailable = ⏳ Der Musikdienst ist vorübergehend nicht erreichbar. Dein Song behält seinen Platz ({ $place }) und startet automatisch, sobald der Dienst wieder da ist.
waiting-wallet = ⏳ Das Guthaben der Organisation für Songs ist aufgebraucht, daher sind Songs angehalten. Dein Song behält seinen Platz ({ $place }) und startet, sobald das Guthaben aufgeladen ist; die Admins wissen Bescheid.
waiting-key = ⏳ Der Bot ist vorerst außer Betrieb (sein Zugang zum Musikdienst wurde abgelehnt). Dein Song behält seinen Platz ({ $place }); die Admins wissen Bescheid.
waiting-address = ⏳ Im Bot ist eine falsche Adresse für den Musikdienst eingestellt, daher sind neue Songs angehalten. Dein Song behält seinen Platz ({ $place }); die Admins wissen Bescheid.
waiting-user-limit = ⏳ Du hast alle deine Songs für heute verbraucht. Dieser behält seinen Platz ({ $place }) und startet, wenn der nächste Kontingenttag beginnt, um { $starts }.
waiting-chat-limit = ⏳ Diese Gruppe hat alle ihre Songs für heute verbraucht. Deiner behält seinen Platz ({ $place }) und startet, wenn der nächste Kontingenttag beginnt, um { $starts }.
share-left = { $whose ->
        [group] 👥 Kontingent der Gruppe
       *[own] 🎟 Dein Kontingent
    }: heute noch { $left } von { $tracks } übrig.
waiting-admin = ⏳ Ein Admin hat neue Songs vorübergehend pausiert. Dein Song behält seinen Platz ({ $place }) und startet, wenn es weitergeht.
waiting-token = ⏳ Der Bot erreicht Telegram gerade nicht richtig, daher sind neue Songs angehalten. Deiner behält seinen Platz ({ $place }); die Admins wissen Bescheid.
waiting-telegram = ⏳ Telegram antwortet dem Bot gerade nicht, daher sind neue Songs angehalten (sie könnten nicht gesendet werden). Deiner behält seinen Platz ({ $place }) und startet von selbst, sobald Telegram wieder da ist.
waiting-disk = ⏳ Der Bot hat keinen Platz mehr, um neue Songs zu speichern, daher sind sie angehalten. Deiner behält seinen Platz ({ $place }) und startet von selbst, sobald wieder Platz ist; die Admins wissen Bescheid.
waiting-tomorrow = ⏳ Die Tracks für heute sind alle verbraucht. Dein Song behält seinen Platz ({ $place }) und startet, wenn der nächste Kontingenttag beginnt, um { $starts }.
progress-submitting = 📤 Dein Song wird an den Musikdienst gesendet…
progress-queued = 🎼 Dein Song wartet beim Musikdienst. ({ $elapsed })
progress-running = 🎙 Dein Song wird generiert; das dauert ein paar Minuten. ({ $elapsed })
progress-sending = 📦 Dein Song ist fertig; die Datei wird vorbereitet…
progress-not-known = ❔ Der Musikdienst sagt, er kenne „{ $title }“ nicht. Vielleicht entsteht der Song trotzdem noch, daher frage ich bis { $hours } Stunden nach dem Senden weiter nach: Taucht er auf, kommt er hierher. Berechnet wird nur ein fertiger Song.

## How a request ended without a song

outcome-failed = ❌ Die Generierung von „{ $title }“ ist beim Musikdienst fehlgeschlagen. Eine fehlgeschlagene Generierung wird nicht berechnet. Schick den Text noch einmal, um es erneut zu versuchen.
outcome-lost = ❌ Der Musikdienst sagt auch einen Tag nach dem Senden noch, er kenne „{ $title }“ nicht, daher warte ich nicht länger darauf. Er hat den Song nie als fertig gemeldet, und berechnet werden nur fertige Songs. Schick den Text noch einmal, um es erneut zu versuchen.
outcome-expired = ⌛ „{ $title }“ dauert länger als { $minutes } Minuten. Ich warte weiter: Wenn der Musikdienst ihn fertigstellt, schicke ich ihn hierher, egal wie spät, und wenn nicht, sage ich dir Bescheid. Berechnet wird nur ein fertiger Song.
outcome-never-finished = ⌛ Der Musikdienst hatte „{ $title }“ { $hours } Stunden nach dem Senden noch immer nicht fertig, daher warte ich nicht länger darauf. Er hat den Song nie als fertig gemeldet, und berechnet werden nur fertige Songs. Schick den Text noch einmal, um es erneut zu versuchen.
outcome-rejected = 🚫 Der Musikdienst hat „{ $title }“ abgelehnt: { $reason }. Bitte ändere den Text oder die Einstellungen und schick ihn noch einmal.
outcome-unknown = ❓ Ich habe „{ $title }“ an den Musikdienst gesendet, aber keine Antwort bekommen, daher weiß ich nicht, ob er angenommen wurde. Von selbst sende ich ihn nicht noch einmal, damit dir nie doppelt etwas berechnet wird. Tippe auf „Wiederholen“, um ihn erneut zu senden.
outcome-cancelled = 🗑 „{ $title }“ wurde abgebrochen.
outcome-chat-gone = 🚫 „{ $title }“ wurde abgebrochen: Ich kann dir keine Songs in unseren privaten Chat schicken (du hast mich blockiert oder dort noch nicht gestartet). Es wurde nichts berechnet. Starte einen Chat mit mir und frag dann noch einmal.
outcome-denied = 🚫 „{ $title }“ wurde abgebrochen: Dieser Chat darf keine Songs mehr anfragen. Es wurde nichts berechnet.

## Buttons and their answers

button-retry = 🔁 Wiederholen
button-lossless = 💿 Verlustfrei
button-stale = Dieser Button ist nicht mehr aktiv.
button-not-yours = Dieser Button gehört der Person, die den Song angefragt hat.
retry-queued = Zurück in die Warteschlange gestellt.
lossless-preparing = Die verlustfreie Datei wird vorbereitet…
lossless-failed = Leider konnte ich die verlustfreie Datei gerade nicht senden. Tippe bitte später noch einmal auf den Button.
lossless-too-large = Die verlustfreie Datei ist größer als die { $limit } MB, die ein Bot hochladen darf, auch als FLAC, deshalb kann ich sie hier nicht senden.

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] Stil: { $style }
       *[no] Stil: Standard
    }
    Länge: { $length } · Preis: { $price } BYN{ $in_group ->
        [yes] {"\u000A"}Angefragt von: { $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = In diesem Chat wurden noch keine Songs angefragt. Schick einen Songtext, um einen zu starten.
status-header = <b>Songs in diesem Chat</b>
status-line = #{ $id } „{ $title }“ — { $state ->
        [draft] 📝 Text gezeigt, wartet auf dein OK
        [waiting] ⏳ in der Warteschlange, Platz { $place }
        [submitting] 📤 wird an den Dienst gesendet
        [queued] 🎼 wartet beim Dienst
        [running] 🎙 wird generiert
        [completed] 📦 wird zugestellt
        [delivered] ✅ zugestellt
        [failed] ❌ fehlgeschlagen (nicht berechnet)
        [expired] ⌛ dauert lange, wird noch erwartet
        [rejected] 🚫 vom Dienst abgelehnt
        [unknown] ❓ keine Antwort vom Dienst
        [cancelled] 🗑 abgebrochen
       *[other] { $state }
    }
cancel-done = { $count ->
        [one] { $count } wartender Song abgebrochen.
       *[other] { $count } wartende Songs abgebrochen.
    }
cancel-nothing = Du hast hier keine Songs in der Warteschlange. Songs, die schon beim Musikdienst sind, lassen sich nicht abbrechen.

## /style and /duration

style-current = Stil in diesem Chat: <i>{ $style }</i>
style-none = In diesem Chat ist kein Stil festgelegt: Der Dienst wählt selbst. Leg einen fest mit <code>/style verträumter Synthpop, Frauenstimme</code>.
style-set = Stil festgelegt: <i>{ $style }</i>
style-reset = Stil entfernt: Ab jetzt wählt der Dienst.
style-too-long = Dieser Stil hat { $length } Zeichen; erlaubt sind höchstens { $limit }. Der bisherige Stil bleibt.
duration-current = Songs hier sind höchstens { $seconds } Sekunden lang. Ändern mit <code>/duration 90</code> (10–300).
duration-set = Songs hier sind ab jetzt höchstens { $seconds } Sekunden lang.
duration-invalid = Die Länge muss eine ganze Zahl von Sekunden zwischen { $low } und { $high } sein, z. B. <code>/duration 90</code>.

## Alerts to the bot's admins

alert-wallet = ⚠️ Laut Musikdienst ist das Guthaben der Organisation leer (402). Neue Songs sind angehalten und warten in der Warteschlange; lade es in der Konsole auf. Ich mache von selbst weiter, sobald er wieder einen Song annimmt; nach dem Aufladen startet /resume sofort einen neuen Versuch.
alert-wallet-over = ✅ Das Guthaben funktioniert wieder: Es werden wieder Songs gemacht.
alert-key = ⚠️ Der Musikdienst hat den API-Schlüssel des Bots abgelehnt (401). Neue Songs sind angehalten; prüfe API_KEY in der Konfiguration des Bots.
alert-key-over = ✅ Der API-Schlüssel wird wieder angenommen: Es werden wieder Songs gemacht.
alert-address = ⚠️ Die Adresse des Musikdienstes hat auf einen neuen Song mit 404 geantwortet: Unter MUSIC_API_URL gibt es keinen Musikdienst (die Adresse sollte auf /api/v1/music enden). Neue Songs sind angehalten, und es wurde nichts berechnet; korrigiere MUSIC_API_URL und starte den Bot neu.
alert-address-over = ✅ Der Musikdienst nimmt unter seiner Adresse wieder Songs an: Es werden wieder Songs gemacht.
alert-token = ⚠️ Telegram hat das Token des Bots abgelehnt (401). Solange das so war, wurde kein neuer Song gestartet; bereits bezahlte Songs wurden aufbewahrt.
alert-token-over = ✅ Telegram nimmt das Token des Bots wieder an. Neue Songs starten wieder, und die in der Zwischenzeit gemachten Songs werden jetzt gesendet.
alert-disk = ⚠️ Der Datenträger unter DATA_DIR ist voll: { $free } MB frei, der nächste Track braucht { $needed } MB. Neue Songs warten in der Warteschlange, und es wird kein Track verbraucht; bereits bezahlte Songs werden aufbewahrt und gesendet, sobald Platz ist. Gib etwas Speicher frei: Alles läuft von selbst weiter.
alert-disk-over = ✅ Auf dem Datenträger ist wieder Platz: Neue Songs starten wieder, und wartende Songs werden gesendet.
alert-text-key = ⚠️ Das Textmodell hat den API-Schlüssel des Bots abgelehnt (401), daher kann /song keine Songtexte schreiben; die Leute werden gebeten, eigene zu schicken. Prüfe API_KEY und TEXT_MODEL in der Konfiguration des Bots.
alert-text-key-over = ✅ Das Textmodell nimmt den Schlüssel wieder an: /song schreibt wieder Songtexte.
alert-text-budget = ⚠️ Das Budget für das Textmodell ist aufgebraucht, daher kann /song keine Songtexte schreiben; die Leute werden gebeten, eigene zu schicken. Lade es in der Konsole auf.
alert-text-budget-over = ✅ Das Textmodell antwortet wieder: /song schreibt wieder Songtexte.

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = Dieser Chat darf gerade keine Songs anfragen, daher wurde nichts gesendet und kein Track verbraucht. Bitte einen Admin des Bots um Zugang.
draft-footer-denied = 🚫 Nicht erstellt: Dieser Chat darf gerade keine Songs anfragen, und es wurde kein Track verbraucht. Sobald ein Admin des Bots ihn freigibt, tippe noch einmal auf den ersten Button.

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = Du hast noch keine Songs: Tippe hier, um einen zu machen
inline-none-found = Keiner deiner Songs hat „{ $words }“ im Titel
inline-share-hint = 📤 Um einen Song in einem beliebigen Chat zu teilen, tippe dort <code>@{ $bot }</code> ins Nachrichtenfeld und wähle den Song: Er wird erneut gesendet, es entsteht kein neuer Track.
inline-off-admin = ℹ️ Der Inline-Modus ist für diesen Bot ausgeschaltet, daher können die Leute ihre Songs nicht in anderen Chats teilen. Schalte ihn bei @BotFather ein: /setinline.
