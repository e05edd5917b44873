## /song: lyrics written by the text model on a topic

song-usage =
    Sag mir, worum es im Song gehen soll, zum Beispiel:
    <code>/song ein verregneter Sonntag in Minsk</code>
    Ich schreibe einen Songtext und zeige ihn dir, bevor ein Track verbraucht wird.
song-disabled = Das Schreiben von Songtexten zu einem Thema ist bei diesem Bot nicht eingerichtet. Schick stattdessen deinen eigenen Songtext: /help zeigt, wie.
song-busy = Ich schreibe in diesem Chat noch an deinem Songtext; seine Vorschau kommt zuerst hierher. Schick dieses Thema noch einmal, sobald sie da ist.
song-busy-here = ✋ Dieser Songtext wurde nicht geschrieben: Zur selben Zeit wurde hier schon ein anderer für dich geschrieben. Schick das Thema bitte noch einmal.
song-topic-too-long = Dieses Thema hat { $length } Zeichen; erlaubt sind höchstens { $limit }. Fass es kürzer oder schick einen fertigen Songtext mit Abschnitts-Tags.
song-writing = ✍️ Ich schreibe einen Songtext über „{ $topic }“…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ Das Textmodell hat den Schlüssel des Bots abgelehnt, daher kann ich gerade keine Songtexte schreiben. Es wurde kein Track verbraucht. Sag bitte dem Admin des Bots Bescheid; bis dahin kannst du deinen eigenen Songtext schicken.
song-error-budget = ❌ Das Budget des Bots für das Textmodell ist aufgebraucht, daher kann ich gerade keine Songtexte schreiben. Es wurde kein Track verbraucht. Du kannst weiterhin eigene Songtexte mit Abschnitts-Tags schicken.
song-error-timeout = ⌛ Das Textmodell hat zu lange für die Antwort gebraucht. Es wurde kein Track verbraucht; versuch es bitte in einer Minute noch einmal.
song-error-unavailable = ❌ Das Textmodell ist gerade nicht erreichbar. Es wurde kein Track verbraucht; versuch es bitte später noch einmal.
song-error-no-lyrics = 🤔 Vom Textmodell kam kein Songtext, den ich verwenden könnte. Es wurde kein Track verbraucht; versuch, das Thema anders zu formulieren.

## The preview of a draft

untagged-offer = Das sieht aus wie ein Songtext ohne Abschnitts-Tags. So würde ich ihn singen:
preview-title = 📝 <b>{ $title }</b>
preview-topic = Thema: { $topic }
preview-shortened = … und { $more } { $more ->
        [one] weiteres Zeichen, das hier nicht angezeigt, aber gesungen wird
       *[other] weitere Zeichen, die hier nicht angezeigt, aber alle gesungen werden
    }. Der Songtext endet mit:
preview-style-chat = 🎨 Stil (dieses Chats): { $style }
preview-style-model = 🎨 Stil (vorgeschlagen): { $style }
preview-style-none = 🎨 Stil: wählt der Musikdienst
preview-duration = ⏱ Bis zu { $seconds } Sekunden
preview-hint = „🎵 Song erstellen“ verbraucht einen Track (heute noch übrig: { $left }). Um den Text zu ändern, antworte auf diese Nachricht mit deiner Version.
draft-footer-sent = ✅ Bestätigt: Der Song ist unterwegs.
draft-footer-cancelled = 🗑 Abgebrochen. Es wurde kein Track verbraucht.
draft-footer-writing = ✍️ Ich schreibe einen neuen Songtext…

## The preview's buttons and their answers

button-draft-go = 🎵 Song erstellen
button-draft-again = 🔄 Neuer Text
button-draft-drop = ✖️ Abbrechen
button-untagged-lyrics = 🎵 Als Songtext nehmen
button-untagged-topic = ✍️ Text zu diesem Thema
draft-answer-sent = Ist unterwegs!
draft-answer-writing = Ich schreibe einen neuen Songtext…
draft-answer-cancelled = Abgebrochen; es wurde kein Track verbraucht.
draft-answer-busy = Ich schreibe noch an diesem Songtext; einen Moment.

## A reply to the preview

draft-replaced = ✅ Songtext ersetzt: Die Vorschau oben zeigt ihn jetzt. Tippe dort auf „🎵 Song erstellen“, wenn du zufrieden bist.
draft-reply-gone = Diese Vorschau ist nicht mehr offen. Fang mit /song neu an.
draft-reply-not-yours = Nur die Person, die diesen Song angefragt hat, kann seinen Text ändern.
draft-reply-busy = Ich schreibe noch einen neuen Songtext für diese Vorschau; schick deine Version, sobald er angezeigt wird.
draft-reply-hint = Um den Songtext zu ersetzen, antworte auf die Vorschau mit dem ganzen neuen Text, mehrere Zeilen lang.

## /lang

lang-name = Deutsch
lang-current = Sprache: { $name }. Um sie zu ändern, tippe unten auf einen Button oder schreib <code>/lang auto</code>, um die Sprache deiner Telegram-App zu übernehmen.
lang-set = Erledigt: Ich spreche ab jetzt Deutsch mit dir.
lang-auto = Erledigt: Ich richte mich nach der Sprache deiner Telegram-App ({ $name }).
lang-unknown = Diese Sprache kenne ich nicht. Schreib <code>/lang</code> und tippe auf einen Button, um eine zu wählen, oder <code>/lang auto</code>, um die Sprache deiner Telegram-App zu übernehmen.

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ Dein Songtext hat { $length } Zeichen, der Musikdienst nimmt aber höchstens { $limit }. Unten steht der Teil, der passt ({ $kept } Zeichen), vor einem Abschnitt abgeschnitten. Es wird nichts gesendet, bis du auf „🎵 Gekürzt singen“ tippst.
preview-hint-cut = „🎵 Gekürzt singen“ verbraucht einen Track (heute noch übrig: { $left }). Für einen anderen Text antworte auf diese Nachricht mit einem Songtext von höchstens { $limit } Zeichen.
button-cut-go = 🎵 Gekürzt singen
draft-footer-expired = ⌛ Diese Vorschau ist nach einem Tag ohne Antwort abgelaufen. Es wurde kein Track verbraucht; schick den Songtext oder /song noch einmal.
draft-answer-expired = Diese Vorschau ist abgelaufen; schick den Songtext oder /song noch einmal.
preview-failed = ❌ Ich konnte dir die Vorschau nicht zeigen, daher wird daraus nichts gesungen. Es wurde kein Track verbraucht; versuch es bitte noch einmal.
draft-replaced-cut = ✂️ Dein Songtext hat { $length } Zeichen, der Musikdienst nimmt aber höchstens { $limit }. Die Vorschau oben zeigt jetzt den Teil, der passt ({ $kept } Zeichen), vor einem Abschnitt abgeschnitten: Tippe dort auf „🎵 Gekürzt singen“, um ihn zu singen.

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ Du hast heute alle Songtexte bekommen, die ich für dich schreiben darf ({ $limit }). Ab { $until } kann ich wieder schreiben. Fertige Songtexte nehme ich weiterhin an: Schick deinen eigenen, mit oder ohne Abschnitts-Tags, oder nutze /lyrics.
text-refused-org = ✋ Der Bot hat heute alle Songtexte geschrieben, die er darf ({ $limit } für alle). Ab { $until } kann ich wieder schreiben. Fertige Songtexte nehme ich weiterhin an: Schick deinen eigenen, mit oder ohne Abschnitts-Tags, oder nutze /lyrics.
text-refused-paused = ⏸ Songs sind gerade pausiert, daher kann ich keine Songtexte schreiben. Fertige Songtexte nehme ich weiterhin an: Sie warten in der Warteschlange und starten, sobald es mit den Songs weitergeht.
text-refused-denied = 🚫 Dieser Chat darf gerade keine Songtexte anfragen, daher wurde keiner geschrieben. Bitte einen Admin des Bots um Zugang.
text-answer-own = Du hast heute alle { $limit } Songtexte bekommen; ab { $until } schreibe ich wieder. Eigene fertige Songtexte nehme ich weiterhin an.
text-answer-org = Der Bot hat heute alle { $limit } Songtexte geschrieben, die er darf; wieder ab { $until }. Eigene fertige Songtexte nehme ich weiterhin an.
text-answer-paused = Songs sind gerade pausiert, daher kann ich keine Songtexte schreiben. Eigene fertige Songtexte nehme ich weiterhin an.
text-answer-denied = Dieser Chat darf gerade keine Songtexte anfragen; es wurde nichts geschrieben.
draft-footer-rewrite-stopped = ⚠️ Ich wurde neu gestartet, während ich einen neuen Songtext schrieb, daher ist das noch dein bisheriger. Tippe auf 🔄 Neuer Text, um es erneut zu versuchen.
song-error-too-slow = ⌛ Das Textmodell schrieb noch, als seine Zeit abgelaufen war, und was es bis dahin hatte, war kein Song, daher habe ich es gestoppt. Es wurde kein Track verbraucht; du kannst sofort noch einmal fragen.
song-error-too-long = 📜 Die Antwort des Textmodells war viel länger als ein Song, daher habe ich aufgehört, sie zu lesen. Es wurde kein Track verbraucht; du kannst sofort noch einmal fragen.
