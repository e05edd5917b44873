## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Uma música
guest-start-bot =
    🎵 Para fazer músicas aqui, primeiro preciso de um chat privado com você: abra <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>, toque em Iniciar e depois me mencione aqui de novo. Nada foi gasto.
guest-access-refused =
    Desculpe, este bot só faz músicas para pessoas autorizadas pelos administradores. Nada foi gasto.
guest-usage =
    🎵 Escreva depois do meu nome sobre o que a música deve ser, por exemplo <code>@{ $bot } uma música de aniversário para o Max</code>, ou uma letra com linhas <code>[verse]</code> e <code>[chorus]</code>.
guest-lyrics-taken = 🎵 Preparando sua letra…
guest-if-stuck = <i>Se esta mensagem continuar assim por um minuto, algo deu errado no caminho: me mencione de novo.</i>
guest-elsewhere = 🎵 Sua música de outro chat: a mensagem de lá não podia mais ser alterada, então aqui está ela.
