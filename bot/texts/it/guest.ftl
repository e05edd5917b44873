## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Una canzone
guest-start-bot =
    🎵 Per creare canzoni qui, prima mi serve una chat privata con te: apri <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>, premi Avvia, poi menzionami di nuovo qui. Non è stato speso nulla.
guest-access-refused =
    Mi dispiace, questo bot crea canzoni solo per le persone autorizzate dai suoi admin. Non è stato speso nulla.
guest-usage =
    🎵 Scrivi dopo il mio nome di cosa deve parlare la canzone, per esempio <code>@{ $bot } una canzone di compleanno per Max</code>, oppure un testo con righe <code>[verse]</code> e <code>[chorus]</code>.
guest-lyrics-taken = 🎵 Prendo il tuo testo…
guest-if-stuck = <i>Se questo messaggio resta così per un minuto, qualcosa è andato storto strada facendo: menzionami di nuovo.</i>
guest-elsewhere = 🎵 La tua canzone da un'altra chat: il suo messaggio lì non si poteva più modificare, quindi eccola qui.
