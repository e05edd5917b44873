## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 Song als Geschenk
gift-ask-recipient =
    🎁 <b>Ein Song als Geschenk.</b> Für wen ist er? Schick mir den Namen.
    { $in_group ->
        [yes] Antworte dafür direkt auf diese Nachricht.{"\u000A"}
       *[no] {""}
    }/cancel bricht jederzeit ab; nichts wird verbraucht, bevor du auf „🎵 Song erstellen“ tippst.
gift-ask-occasion =
    Was ist der Anlass für { $name }? Zum Beispiel: alles Gute zum Geburtstag, alles Liebe zur Hochzeit, viel Glück im neuen Job.
gift-ask-details =
    Erzähl mir ein paar Dinge über { $name }: was die Person liebt, eine gemeinsame Erinnerung, einen Insiderwitz, den nur ihr zwei kennt. Eine Nachricht genügt.
gift-answer-words = Bitte antworte mit ein paar Worten als Text.
gift-answer-too-long = Das ist etwas lang: höchstens { $limit } Zeichen, bitte.
gift-cancelled = Das Geschenk ist abgebrochen. Es wurde nichts verbraucht.
# What the text model is asked for (as the topic of a /song).
gift-topic = ein Song für { $name }, Anlass: { $occasion }. Über { $name }: { $details }. Nenne { $name } im Text und sprich die Person an.
gift-caption = 🎁 Für <b>{ $name }</b>: { $occasion }!
gift-share-button = 🎁 An { $name } senden
gift-busy = Ich schreibe in diesem Chat noch an deinem Songtext. Schick diese letzte Antwort noch einmal, sobald die Vorschau da ist: Die anderen Antworten zum Geschenk bleiben erhalten.
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 Gesungen als: { $names }
preview-sung-typed = 🎤 Namen werden so gesungen, wie sie geschrieben sind.
button-sung-fix = 🎤 Aussprache korrigieren
sung-ask = 🎤 Wie soll <b>{ $name }</b> gesungen werden? Antworte auf diese Nachricht mit dem Namen so geschrieben, wie er klingt, zum Beispiel <i>Schi-wohn</i>. Für einen anderen Namen schreib <i>Name = Schreibweise</i>.
sung-asked = Antworte auf meine Frage mit der Schreibweise.
sung-set = 🎤 Erledigt: Die Vorschau oben zeigt jetzt, wie der Name gesungen wird. Nur die Stimme bekommt diese Schreibweise; in der Bildunterschrift bleibt der Name so, wie du ihn geschrieben hast.
sung-words = Bitte antworte mit dem Namen so geschrieben, wie er klingt, in ein paar Buchstaben (höchstens { $limit }).
sung-too-long = Mit dieser Schreibweise wäre der Songtext länger als die { $limit } Zeichen des Musikdienstes. Bitte schick eine kürzere.
sung-too-many = Ein Song kann für höchstens { $most } Namen eine eigene Schreibweise haben, daher habe ich die Namen so gelassen, wie die Vorschau sie zeigt. Um einen davon zu ändern, antworte mit <i>Name = Schreibweise</i>; gibst du einen Namen so an, wie er geschrieben ist, wird er wieder so gesungen.
sung-not-shown = Ich konnte die neue Schreibweise nicht in der Vorschau zeigen, daher bleiben die Namen so, wie sie dort stehen. Bitte versuch es noch einmal.
