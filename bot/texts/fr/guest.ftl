## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Une chanson
guest-start-bot =
    🎵 Pour créer des chansons ici, j'ai d'abord besoin d'une discussion privée avec vous : ouvrez <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>, appuyez sur Démarrer, puis mentionnez-moi de nouveau ici. Rien n'a été utilisé.
guest-access-refused =
    Désolé, ce bot ne crée des chansons que pour les personnes autorisées par ses admins. Rien n'a été utilisé.
guest-usage =
    🎵 Écrivez après mon nom de quoi doit parler la chanson, par exemple <code>@{ $bot } une chanson d'anniversaire pour Max</code>, ou des paroles avec des lignes <code>[verse]</code> et <code>[chorus]</code>.
guest-lyrics-taken = 🎵 Je prends vos paroles…
guest-if-stuck = <i>Si ce message reste ainsi pendant une minute, c'est qu'un problème est survenu en route : mentionnez-moi de nouveau.</i>
guest-elsewhere = 🎵 Votre chanson d'une autre discussion : son message là-bas ne pouvait plus être modifié, la voici donc ici.
