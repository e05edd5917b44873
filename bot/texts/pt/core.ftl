## Greeting and help

start =
    Oi{ $has_name ->
        [yes] , { $name }
       *[no] {""}
    }! Eu transformo letras em músicas cantadas. 🎤

    Envie uma letra com marcações de seção, cada uma na sua própria linha:
    <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.
    Ou escreva <code>/lyrics</code> e coloque a letra nas linhas seguintes.
    Ainda não tem letra? Escreva <code>/song</code> e um tema: eu escrevo a letra e mostro para você antes.

    /style define o som (instrumentos, clima, voz), /duration a duração,
    /status mostra como estão suas músicas. O /help tem os detalhes.

help =
    <b>Como conseguir uma música</b>
    Envie a letra com marcações de seção em linhas próprias, por exemplo:
    <code>[verse]
    Luz da manhã na janela
    {"["}chorus]
    Canta alto, canta agora</code>
    ou escreva <code>/lyrics</code> e a letra nas linhas seguintes.

    <b>Comandos</b>
    /lyrics — faz uma música com a letra abaixo do comando
    /song — uma letra escrita para você sobre um tema (<code>/song um domingo chuvoso</code>), mostrada antes de gastar qualquer faixa
    /style — mostra ou define o estilo (<code>/style synth pop sonhador, voz feminina</code>; <code>/style reset</code>), ou deixa você escolher um gênero e um clima nos botões
    /duration — mostra ou define a duração máxima da faixa, de 10 a 300 segundos
    /status — seus pedidos aqui e a situação de cada um
    /cancel — cancela os pedidos que ainda esperam na fila
    /lang — escolhe o idioma em que eu respondo

    As músicas são feitas uma ou duas de cada vez e levam alguns minutos; vou te avisando.
    📤 Para compartilhar uma música sua em qualquer chat, digite <code>@{ $bot }</code> no campo de mensagem e escolha a música: nenhuma faixa nova é gasta.

help-group =
    <b>Músicas neste grupo</b>
    Use <code>/lyrics</code> com a letra nas linhas seguintes, ou responda a uma das minhas mensagens com uma letra com marcações.
    <code>/song</code> e um tema: eu escrevo a letra e mostro antes de gastar qualquer faixa.
    /style e /duration valem para o grupo todo; /status mostra os pedidos do grupo.
    📤 Para compartilhar uma música sua, digite <code>@{ $bot }</code> no campo de mensagem de qualquer chat e escolha a música.

    Só vejo comandos e respostas às minhas mensagens (modo de privacidade do Telegram), então o resto da conversa continua privado.

## Asking for songs

lyrics-usage =
    Coloque a letra nas linhas depois de <code>/lyrics</code>, por exemplo:
    <code>/lyrics
    {"["}verse]
    Luz da manhã na janela
    {"["}chorus]
    Canta alto, canta agora</code>
lyrics-empty = Esta letra está vazia: não há palavras para cantar. Envie a letra com linhas <code>[verse]</code> ou <code>[chorus]</code>.
lyrics-no_words = Encontrei marcações de seção, mas nenhuma palavra para cantar. Coloque a letra embaixo das marcações.
lyrics-trimmed = Sua letra tinha { $length } caracteres; o serviço aceita no máximo { $limit }, então mantive as seções que cabem.
access-refused =
    Desculpe, este bot só faz músicas para pessoas autorizadas pelos administradores.
    Seu id é <code>{ $user_id }</code>: envie-o a um administrador deste bot para pedir acesso.
untagged-hint =
    Para fazer uma música, envie uma letra com marcações de seção em linhas próprias (<code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>), ou escreva <code>/lyrics</code> com a letra embaixo. O /help mostra um exemplo.
not-text = Só consigo trabalhar com texto: envie uma letra, ou /help para ver como.
unknown-command = Não conheço esse comando. O /help lista o que eu sei fazer.
error-generic = Algo deu errado do meu lado. Nada do que você enviou se perdeu; tente de novo daqui a pouco.
error-storage = Não consigo salvar nada agora (meu armazenamento está cheio ou com falha). Nada do que você enviou antes se perdeu; tente de novo em alguns minutos.
error-service = O serviço de música não está respondendo como deveria agora. Só músicas concluídas são cobradas; tente de novo em alguns minutos.

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ Recebido! Sua música está na fila: posição { $place }, pronta em cerca de { $minutes } min.
    Faixas que a organização ainda tem hoje: { $left }.
place-exact = { $place }
place-far = { $step }+
waiting-far =
    ⏳ Recebido! Sua música está na fila: posição { $place }.
    Ela avança conforme as músicas da frente vão sendo feitas; a posição e o horário exatos aparecem aqui quando ela estiver entre as { $exact } primeiras.
waiting-busy = ⏳ O serviço de música está ocupado agora. Sua música mantém a posição ({ $place }) e começa automaticamente quando ele liberar.
waiting-unavailable = ⏳ O serviço de música está temporariamente indisponível. Sua música mantém a posição ({ $place }) e começa automaticamente quando o serviço voltar.
waiting-wallet = ⏳ O saldo da organização para músicas acabou, então as músicas estão em espera. Sua música mantém a posição ({ $place }) e começa assim que o saldo for recarregado; os administradores já foram avisados.
waiting-key = ⏳ O bot está fora do ar por enquanto (o acesso dele ao serviço de música foi recusado). Sua música mantém a posição ({ $place }); os administradores já foram avisados.
waiting-address = ⏳ O bot está configurado com um endereço errado do serviço de música, então as novas músicas estão em espera. Sua música mantém a posição ({ $place }); os administradores já foram avisados.
waiting-user-limit = ⏳ Você já usou todas as suas músicas de hoje. Esta mantém a posição ({ $place }) e começa quando a cota diária for renovada, às { $starts }.
waiting-chat-limit = ⏳ Este grupo já usou todas as músicas de hoje. A sua mantém a posição ({ $place }) e começa quando a cota diária for renovada, às { $starts }.
share-left = { $whose ->
        [group] 👥 Cota do grupo
       *[own] 🎟 Sua cota
    }: restam { $left } de { $tracks } hoje.
waiting-admin = ⏳ Um administrador pausou as novas músicas por um tempo. Sua música mantém a posição ({ $place }) e começa quando os envios forem retomados.
waiting-token = ⏳ O bot não está conseguindo se comunicar direito com o Telegram agora, então as novas músicas estão em espera. A sua mantém a posição ({ $place }); os administradores já foram avisados.
waiting-telegram = ⏳ O Telegram não está respondendo ao bot agora, então as novas músicas estão em espera (não puderam ser enviadas). A sua mantém a posição ({ $place }) e começa sozinha quando o Telegram voltar.
waiting-disk = ⏳ O bot ficou sem espaço para guardar novas músicas, então elas estão em espera. A sua mantém a posição ({ $place }) e começa sozinha quando houver espaço; os administradores já foram avisados.
waiting-tomorrow = ⏳ As faixas de hoje acabaram. Sua música mantém a posição ({ $place }) e começa quando a cota diária for renovada, às { $starts }.
progress-submitting = 📤 Enviando sua música para o serviço de música…
progress-queued = 🎼 Sua música está aguardando no serviço de música. ({ $elapsed })
progress-running = 🎙 Sua música está sendo gerada; isso leva alguns minutos. ({ $elapsed })
progress-sending = 📦 Sua música está pronta; preparando o arquivo…
progress-not-known = ❔ O serviço de música diz que não conhece “{ $title }”. Talvez ela ainda esteja sendo feita, então continuo verificando por { $hours } horas depois do envio: se a música aparecer, ela vem para cá. Só músicas concluídas são cobradas.

## How a request ended without a song

outcome-failed = ❌ A geração de “{ $title }” falhou no serviço de música. Gerações com falha não são cobradas. Envie a letra de novo para tentar outra vez.
outcome-lost = ❌ O serviço de música ainda diz que não conhece “{ $title }”, um dia depois do envio, então parei de esperar. Ele nunca informou que a música ficou pronta, e só músicas concluídas são cobradas. Envie a letra de novo para tentar outra vez.
outcome-expired = ⌛ “{ $title }” está demorando mais de { $minutes } minutos. Continuo esperando: se o serviço de música fizer a música, eu envio aqui, mesmo que atrasada, e se não fizer, eu aviso. Só músicas concluídas são cobradas.
outcome-never-finished = ⌛ O serviço de música ainda não tinha concluído “{ $title }” { $hours } horas depois do envio, então parei de esperar. Ele nunca informou que a música ficou pronta, e só músicas concluídas são cobradas. Envie a letra de novo para tentar outra vez.
outcome-rejected = 🚫 O serviço de música recusou “{ $title }”: { $reason }. Altere a letra ou as configurações e envie de novo.
outcome-unknown = ❓ Enviei “{ $title }” ao serviço de música, mas não recebi resposta, então não sei se foi aceita. Não vou reenviar por conta própria, para que nunca haja cobrança em dobro. Toque em “Tentar de novo” para enviar mais uma vez.
outcome-cancelled = 🗑 “{ $title }” foi cancelada.
outcome-chat-gone = 🚫 “{ $title }” foi cancelada: não consigo enviar músicas para você no privado (você me bloqueou ou ainda não iniciou um chat comigo). Nada foi cobrado. Inicie um chat comigo e peça de novo.
outcome-denied = 🚫 “{ $title }” foi cancelada: este chat não pode mais pedir músicas. Nada foi cobrado.

## Buttons and their answers

button-retry = 🔁 Tentar de novo
button-lossless = 💿 Sem perdas
button-stale = Este botão não está mais ativo.
button-not-yours = Este botão é da pessoa que pediu a música.
retry-queued = De volta à fila.
lossless-preparing = Preparando o arquivo sem perdas…
lossless-failed = Desculpe, não consegui enviar o arquivo sem perdas agora. Toque no botão de novo mais tarde.
lossless-too-large = O arquivo sem perdas passa dos { $limit } MB que um bot pode enviar, mesmo em FLAC, então não dá para enviá-lo aqui.

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] Estilo: { $style }
       *[no] Estilo: padrão
    }
    Duração: { $length } · Preço: { $price } BYN{ $in_group ->
        [yes] {"\u000A"}Pedida por: { $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = Nenhuma música pedida neste chat ainda. Envie uma letra para começar.
status-header = <b>Músicas neste chat</b>
status-line = #{ $id } “{ $title }” — { $state ->
        [draft] 📝 letra mostrada, aguardando seu OK
        [waiting] ⏳ esperando na fila, posição { $place }
        [submitting] 📤 sendo enviada ao serviço
        [queued] 🎼 aguardando no serviço
        [running] 🎙 sendo gerada
        [completed] 📦 sendo entregue
        [delivered] ✅ entregue
        [failed] ❌ falhou (não cobrada)
        [expired] ⌛ demorando, ainda aguardada
        [rejected] 🚫 recusada pelo serviço
        [unknown] ❓ sem resposta do serviço
        [cancelled] 🗑 cancelada
       *[other] { $state }
    }
cancel-done = { $count ->
        [0] Nenhuma música em espera foi cancelada.
        [one] Cancelei { $count } música em espera.
        [many] Cancelei { $count } de músicas em espera.
       *[other] Cancelei { $count } músicas em espera.
    }
cancel-nothing = Você não tem músicas esperando na fila aqui. Músicas que já estão no serviço de música não podem ser canceladas.

## /style and /duration

style-current = Estilo neste chat: <i>{ $style }</i>
style-none = Nenhum estilo definido neste chat: o serviço escolhe. Defina um com <code>/style synth pop sonhador, voz feminina</code>.
style-set = Estilo definido: <i>{ $style }</i>
style-reset = Estilo removido: a partir de agora o serviço escolhe.
style-too-long = Esse estilo tem { $length } caracteres; o máximo é { $limit }. O estilo anterior continua.
duration-current = Aqui as músicas têm no máximo { $seconds } segundos. Mude com <code>/duration 90</code> (10–300).
duration-set = Aqui as músicas vão ter no máximo { $seconds } segundos.
duration-invalid = A duração precisa ser um número inteiro de segundos de { $low } a { $high }, por exemplo <code>/duration 90</code>.

## Alerts to the bot's admins

alert-wallet = ⚠️ O serviço de música diz que o saldo da organização acabou (402). As novas músicas estão em espera na fila; recarregue no console. Volto sozinho quando o serviço aceitar uma música; depois de uma recarga, /resume me faz tentar na hora.
alert-wallet-over = ✅ O saldo voltou: as músicas estão sendo feitas de novo.
alert-key = ⚠️ O serviço de música recusou a chave de API do bot (401). As novas músicas estão em espera; verifique API_KEY na configuração do bot.
alert-key-over = ✅ A chave de API voltou a ser aceita: as músicas estão sendo feitas de novo.
alert-address = ⚠️ O endereço do serviço de música respondeu 404 a uma música nova: não há serviço de música em MUSIC_API_URL (o endereço deve terminar em /api/v1/music). As novas músicas estão em espera e nada foi cobrado; corrija MUSIC_API_URL e reinicie o bot.
alert-address-over = ✅ O serviço de música voltou a aceitar músicas no endereço dele: as músicas estão sendo feitas de novo.
alert-token = ⚠️ O Telegram recusou o token do bot (401). Enquanto isso, nenhuma música nova foi iniciada; as músicas já pagas foram mantidas.
alert-token-over = ✅ O Telegram voltou a aceitar o token do bot. As novas músicas voltam a começar, e as feitas nesse meio-tempo estão sendo enviadas agora.
alert-disk = ⚠️ O disco de DATA_DIR está cheio: { $free } MB livres, e a próxima faixa precisa de { $needed } MB. As novas músicas esperam na fila e nenhuma faixa é gasta; as músicas já pagas são mantidas e enviadas quando houver espaço. Libere espaço: tudo volta sozinho.
alert-disk-over = ✅ Há espaço no disco de novo: as novas músicas voltam a começar, e as que estavam esperando estão sendo enviadas.
alert-text-key = ⚠️ O modelo de texto recusou a chave de API do bot (401), então o /song não consegue escrever letras; as pessoas são orientadas a enviar as suas. Verifique API_KEY e TEXT_MODEL na configuração do bot.
alert-text-key-over = ✅ O modelo de texto voltou a aceitar a chave: o /song escreve letras de novo.
alert-text-budget = ⚠️ O orçamento do modelo de texto acabou, então o /song não consegue escrever letras; as pessoas são orientadas a enviar as suas. Recarregue no console.
alert-text-budget-over = ✅ O modelo de texto voltou a responder: o /song escreve letras de novo.

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = Este chat não pode pedir músicas agora, então nada foi enviado e nenhuma faixa foi gasta. Peça acesso a um administrador do bot.
draft-footer-denied = 🚫 Não foi feita: este chat não pode pedir músicas agora, e nenhuma faixa foi gasta. Quando um administrador do bot liberar, toque no primeiro botão de novo.

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = Você ainda não tem músicas: toque aqui para fazer uma
inline-none-found = Nenhuma das suas músicas tem “{ $words }” no título
inline-share-hint = 📤 Para compartilhar uma música em qualquer chat, digite <code>@{ $bot }</code> no campo de mensagem e escolha a música: ela é enviada de novo, sem fazer nenhuma faixa nova.
inline-off-admin = ℹ️ O modo inline está desativado neste bot, então as pessoas não podem compartilhar suas músicas em outros chats. Ative no @BotFather: /setinline.
