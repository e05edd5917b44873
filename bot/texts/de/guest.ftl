## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Ein Song
guest-start-bot =
    🎵 Um hier Songs zu machen, brauche ich zuerst einen privaten Chat mit dir: Öffne <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>, tippe auf „Starten“ und erwähne mich dann hier noch einmal. Es wurde nichts verbraucht.
guest-access-refused =
    Leider macht dieser Bot Songs nur für Personen, die seine Admins freigegeben haben. Es wurde nichts verbraucht.
guest-usage =
    🎵 Schreib hinter meinen Namen, worum es im Song gehen soll, zum Beispiel <code>@{ $bot } ein Geburtstagslied für Max</code>, oder einen Songtext mit Zeilen wie <code>[verse]</code> und <code>[chorus]</code>.
guest-lyrics-taken = 🎵 Dein Songtext wird übernommen…
guest-if-stuck = <i>Bleibt diese Nachricht eine Minute lang so, ist unterwegs etwas schiefgelaufen: Erwähne mich dann noch einmal.</i>
guest-elsewhere = 🎵 Dein Song aus einem anderen Chat: Die Nachricht dort ließ sich nicht mehr bearbeiten, deshalb kommt er hierher.
