## Groups and supergroups

groups-hint =
    Para fazer uma música aqui, escreva <code>/lyrics@{ $bot }</code> com a letra nas linhas seguintes, ou responda a uma das minhas mensagens com uma letra com as marcações <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.{ $topics ->
        [yes] {" "}Com <code>/song@{ $bot } um tema</code>, eu escrevo a letra primeiro.
       *[no] {""}
    }
groups-settings-refused = Em um grupo, só os administradores dele podem mudar o estilo e a duração das músicas.
groups-welcome =
    Oi! Eu transformo letras em músicas cantadas. Escreva <code>/lyrics@{ $bot }</code> com a letra nas linhas seguintes, e a música volta aqui como resposta.
    Com o modo de privacidade do Telegram, só vejo comandos e respostas às minhas mensagens; o /help@{ $bot } tem os detalhes.
groups-welcome-closed = As músicas custam dinheiro para a organização, então este grupo precisa antes da permissão de um administrador: peça a um administrador do bot para liberar o id do grupo <code>{ $chat_id }</code>.
access-refused-group =
    Desculpe, este grupo ainda não pode pedir músicas: os administradores do bot não o liberaram.
    O id do grupo é <code>{ $chat_id }</code> e o seu é <code>{ $user_id }</code>: envie os dois a um administrador deste bot para pedir acesso.
