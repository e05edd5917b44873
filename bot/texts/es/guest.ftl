## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Una canción
guest-start-bot =
    🎵 Para crear canciones aquí, primero necesito un chat privado contigo: abre <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>, toca Iniciar y vuelve a mencionarme aquí. No se gastó nada.
guest-access-refused =
    Lo siento, este bot solo hace canciones para las personas que han autorizado sus administradores. No se gastó nada.
guest-usage =
    🎵 Escribe de qué debe tratar la canción después de mi nombre, por ejemplo <code>@{ $bot } una canción de cumpleaños para Max</code>, o una letra con líneas <code>[verse]</code> y <code>[chorus]</code>.
guest-lyrics-taken = 🎵 Preparando tu letra…
guest-if-stuck = <i>Si este mensaje sigue así durante un minuto, algo falló por el camino: vuelve a mencionarme.</i>
guest-elsewhere = 🎵 Tu canción de otro chat: su mensaje allí ya no se podía modificar, así que aquí la tienes.
