## For the bot's admins only (ADMIN_USER_IDS)

admin-only = Dieser Befehl ist nur für die Admins des Bots.

## /quota

quota-header = 📊 <b>Die Organisation heute</b>
quota-tracks = Tracks heute: { $used } von { $limit } (noch { $left })
quota-active = Gerade in Generierung: { $active } von { $limit }
quota-waiting = In der Warteschlange des Bots: { $waiting }
quota-spent = Ausgegeben: { $today } BYN heute, { $month } BYN diesen Monat
quota-submissions = { $reason ->
        [wallet] ⏸ Der Dienst hat das Senden pausiert: Das Guthaben ist leer (402). Es geht von selbst weiter, sobald er nach dem Aufladen wieder einen Song annimmt; /resume versucht es sofort.
        [key] ⏸ Das Senden ist pausiert: Der Dienst lehnt den API-Schlüssel ab (401). Prüfe API_KEY.
        [address] ⏸ Das Senden ist pausiert: MUSIC_API_URL verweist auf keinen Musikdienst (404 auf einen neuen Song). Korrigiere die Adresse und starte neu.
        [admin] ⏸ Ein Admin hat das Senden pausiert. /resume startet es wieder.
        [token] ⏸ Neue Songs warten: Telegram lehnt das Token des Bots ab (401). Setze ein gültiges TELEGRAM_BOT_TOKEN und starte neu; nichts Ausstehendes geht verloren.
        [telegram] ⏸ Neue Songs warten: Telegram antwortet nicht. Sie starten von selbst, sobald es wieder da ist.
        [disk] ⏸ Neue Songs warten: Auf dem Datenträger unter DATA_DIR ist kein Platz für den nächsten Track. Gib etwas Speicher frei; sie starten von selbst.
       *[none] ▶️ Das Senden läuft.
    }
quota-jobs-failing = ⚠️ Generierungen schlagen beim Dienst immer wieder fehl oder laufen ab.
quota-top-chats = <b>Top-Chats diesen Monat</b>
quota-top-users = <b>Top-Nutzer diesen Monat</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } Track
       *[other] { $tracks } Tracks
    }, { $byn } BYN
quota-top-none = Noch keine Tracks.

## /allow, /deny, /access

access-usage = Schreib die Chat-ID hinter den Befehl, z. B. <code>/{ $command } 123456789</code> für eine Person oder <code>/{ $command } -1001234567890</code> für eine Gruppe. In einer Gruppe meint <code>/{ $command }</code> allein diese Gruppe.
access-allowed = ✅ <code>{ $chat_id }</code> darf jetzt Songs anfragen.
access-denied = 🚫 <code>{ $chat_id }</code> darf keine Songs mehr anfragen.
access-denied-admin = 🚫 <code>{ $chat_id }</code> ist als Chat gesperrt, ist aber einer der Admins des Bots (ADMIN_USER_IDS) und darf überall anfragen.
access-header = 🔐 <b>Wer Songs anfragen darf</b> (ACCESS={ $mode ->
        [open] open: alle; die Listen unten gelten, sobald ACCESS private ist
       *[private] private: Admins und die Chats unten
    })
access-denied-ended = { $count ->
        [one] { $count } Song, der dort in der Warteschlange wartete, wurde abgebrochen; dafür wurde nichts ausgegeben.
       *[other] { $count } Songs, die dort in der Warteschlange warteten, wurden abgebrochen; dafür wurde nichts ausgegeben.
    }
access-open-note = Hinweis: Mit ACCESS=open dürfen alle anfragen, daher wirkt das erst, wenn ACCESS private ist.
access-admins = Admins: { $ids }
access-configured = Aus ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>Erlaubt mit /allow:</b>
access-list-denied = <b>Gesperrt mit /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …und { $count } weitere.

## /pause and /resume

pause-done = ⏸ Das Senden ist pausiert. Neue Anfragen werden angenommen und warten in der Warteschlange; Songs, die schon beim Dienst sind, kommen trotzdem an. /resume startet es wieder.
pause-already = Das Senden ist bereits von einem Admin pausiert. /resume startet es wieder.
resume-done = { $reason ->
        [admin] ▶️ Das Senden läuft wieder.
        [lifted] ▶️ Die Pause der Admins ist aufgehoben.
       *[none] Das Senden war nicht von einem Admin pausiert.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ Neue Songs warten weiter auf den Musikdienst: Das Guthaben ist leer (402). Ich versuche es jetzt erneut; sie starten von selbst, sobald er einen Song annimmt.
       *[key] ⏸ Neue Songs warten weiter auf den Musikdienst: Er lehnt den API-Schlüssel ab (401). Ich versuche es jetzt erneut; sie starten von selbst, sobald er einen Song annimmt.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ { $count } Generierungen in Folge wurden nicht fertig: { $failed } sind beim Musikdienst fehlgeschlagen, { $expired } dauerten länger als { $minutes } Min. Die Nutzer wurden informiert (eine fehlgeschlagene Generierung wird nicht berechnet). Prüfe den Status des Dienstes.
alert-jobs-over = ✅ Generierungen werden wieder fertig: Gerade wurde eine abgeschlossen.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = In den letzten { $days } Tagen wurde kein Track gestartet und nichts ausgegeben, daher gibt es noch kein Diagramm. /quota zeigt die Zahlen von heute.
report-caption = 📈 Die letzten { $days } Tage: { $tracks ->
        [one] { $tracks } Track
       *[other] { $tracks } Tracks
    } gestartet, { $byn } BYN ausgegeben. /quota zeigt die Zahlen von heute.
report-title = Die letzten { $days } Tage
report-tracks-axis = Pro Tag
report-limit = Tageslimit ({ $limit })
report-money-axis = BYN pro Tag
report-top-title = Top-Nutzer der letzten { $days } Tage
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } Track
       *[other] { $tracks } Tracks
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = Schreib, wessen Kontingent und wie viele Tracks pro Tag: <code>/limit 123456789 3</code> für eine Person (ihre Songs in allen Chats), <code>/limit -1001234567890 5</code> für eine Gruppe (ihre Mitglieder teilen es sich), <code>0</code> für gar keine Tracks, <code>off</code>, um das Kontingent zu entfernen. In einer Gruppe meint <code>/limit 5</code> allein diese Gruppe. Mit <code>lyrics</code> am Ende gilt stattdessen ein Tageskontingent für Songtexte, die das Textmodell schreibt: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = „{ $value }“ ist keine Chat-ID: Die ID einer Person ist eine Zahl wie <code>123456789</code>, die einer Gruppe beginnt mit einem Minus, wie <code>-1001234567890</code>.
limit-bad-number = „{ $value }“ ist keine Anzahl von Tracks: Schreib eine ganze Zahl von 0 bis { $max } oder <code>off</code>, um das Kontingent zu entfernen.
limit-negative = Ein Kontingent kann nicht negativ sein ({ $value }): Schreib <code>0</code> für gar keine Tracks oder <code>off</code>, um das Kontingent zu entfernen.
limit-set = ✅ { $whose ->
        [group] Die Gruppe <code>{ $id }</code> darf { $tracks } { $tracks ->
            [one] Track
           *[other] Tracks
        } pro Tag starten, gemeinsam für alle Mitglieder.
       *[user] <code>{ $id }</code> darf { $tracks } { $tracks ->
            [one] Track
           *[other] Tracks
        } pro Tag starten, in allen Chats.
    } Heute verbraucht: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] Niemand in der Gruppe <code>{ $id }</code> darf dort jetzt einen Track starten.
       *[user] <code>{ $id }</code> darf jetzt keine Tracks starten.
    } Die Songs warten in der Warteschlange; <code>/limit { $id } off</code> entfernt das Kontingent.
limit-off = ✅ Das Kontingent von <code>{ $id }</code> ist entfernt. { $fallback ->
        [default] Es gilt wieder USER_DAILY_LIMIT: { $default } pro Tag.
        [chat] Was der Chat in eigenem Namen anfragt, hat wieder USER_DAILY_LIMIT: { $default } pro Tag; seine Mitglieder haben gemeinsam kein Kontingent.
       *[none] Es gilt nur noch das Limit der Organisation.
    }
limit-off-none = <code>{ $id }</code> hatte kein eigenes Kontingent; nichts geändert.
limits-header = 🎟 <b>Tageskontingente an Tracks der Organisation</b>
limits-default = { $fallback ->
        [default] Alle anderen, auch Kanäle und Chats, die in eigenem Namen anfragen: je { $default } pro Tag (USER_DAILY_LIMIT). Die Mitglieder einer Gruppe haben gemeinsam nur ein hier gesetztes Kontingent.
       *[none] Alle anderen: kein eigenes Kontingent (USER_DAILY_LIMIT=0), nur das Limit der Organisation.
    }
limits-none = Noch keine Kontingente gesetzt: <code>/limit 123456789 3</code> setzt eines.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(Gruppe)
       *[user] {""}
    }: heute { $used } von { $tracks } verbraucht
quota-shares = <b>Tageskontingente</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Songtexte heute (Aufrufe des Textmodells): { $used } { $limited ->
        [yes] von { $limit } (noch { $left }, ORG_TEXT_DAILY_LIMIT)
       *[no] (kein Tageslimit: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] { $own } pro Tag für jede Person oder jeden Chat, der in eigenem Namen anfragt (USER_TEXT_DAILY_LIMIT)
       *[no] kein Limit pro Person (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Die meisten Songtexte heute</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = Heute wurden keine Songtexte geschrieben.
limit-lyrics-set = ✅ <code>{ $id }</code> darf { $calls } { $calls ->
        [one] Aufruf
       *[other] Aufrufe
    } des Textmodells pro Tag nutzen (Songtexte schreiben oder neu schreiben), in allen Chats. Heute verbraucht: { $used }.
limit-lyrics-off = ✅ Das Text-Kontingent von <code>{ $id }</code> ist entfernt. { $fallback ->
        [default] Es gilt wieder USER_TEXT_DAILY_LIMIT: { $default } pro Tag.
       *[none] Es gilt nur noch das Limit der Organisation (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code> hatte kein eigenes Text-Kontingent; nichts geändert.
report-tracks-bars = Gestartete Tracks
report-lyrics-bars = Geschriebene Songtexte (Aufrufe des Textmodells)
