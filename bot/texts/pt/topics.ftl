## /song: lyrics written by the text model on a topic

song-usage =
    Me diga sobre o que a música deve ser, por exemplo:
    <code>/song um domingo chuvoso em Minsk</code>
    Eu escrevo a letra e mostro para você antes de gastar qualquer faixa.
song-disabled = Este bot não está configurado para escrever letras a partir de um tema. Envie sua própria letra: o /help mostra como.
song-busy = Ainda estou escrevendo sua letra neste chat; a prévia vem para cá primeiro. Envie este tema de novo quando ela chegar.
song-busy-here = ✋ Esta letra não foi escrita: outra sua estava sendo escrita aqui ao mesmo tempo. Envie o tema de novo, por favor.
song-topic-too-long = Esse tema tem { $length } caracteres; o máximo é { $limit }. Resuma um pouco, ou envie uma letra pronta com marcações de seção.
song-writing = ✍️ Escrevendo a letra sobre “{ $topic }”…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ O modelo de texto recusou a chave do bot, então não consigo escrever letras agora. Nenhuma faixa foi gasta. Avise o administrador do bot; enquanto isso, você pode enviar sua própria letra.
song-error-budget = ❌ O orçamento do bot para o modelo de texto acabou, então não consigo escrever letras agora. Nenhuma faixa foi gasta. Você ainda pode enviar sua própria letra com marcações de seção.
song-error-timeout = ⌛ O modelo de texto demorou demais para responder. Nenhuma faixa foi gasta; tente de novo daqui a um minuto.
song-error-unavailable = ❌ O modelo de texto está indisponível agora. Nenhuma faixa foi gasta; tente de novo mais tarde.
song-error-no-lyrics = 🤔 O modelo de texto não devolveu uma letra que eu pudesse usar. Nenhuma faixa foi gasta; tente descrever o tema de outro jeito.

## The preview of a draft

untagged-offer = Isto parece uma letra sem marcações de seção. Eu cantaria assim:
preview-title = 📝 <b>{ $title }</b>
preview-topic = Tema: { $topic }
preview-shortened = … e mais { $more } { $more ->
        [0] caracteres, que não aparecem aqui, mas serão todos cantados
        [one] caractere, que não aparece aqui, mas também será cantado
        [many] de caracteres, que não aparecem aqui, mas serão todos cantados
       *[other] caracteres, que não aparecem aqui, mas serão todos cantados
    }. A letra termina com:
preview-style-chat = 🎨 Estilo (deste chat): { $style }
preview-style-model = 🎨 Estilo (sugerido): { $style }
preview-style-none = 🎨 Estilo: escolhido pelo serviço de música
preview-duration = ⏱ Até { $seconds } segundos
preview-hint = “🎵 Fazer a música” gasta uma faixa (faixas restantes hoje: { $left }). Para mudar a letra, responda a esta mensagem com a sua versão.
draft-footer-sent = ✅ Aprovada: a música está a caminho.
draft-footer-cancelled = 🗑 Cancelada. Nenhuma faixa foi gasta.
draft-footer-writing = ✍️ Escrevendo uma nova letra…

## The preview's buttons and their answers

button-draft-go = 🎵 Fazer a música
button-draft-again = 🔄 Reescrever
button-draft-drop = ✖️ Cancelar
button-untagged-lyrics = 🎵 Usar como letra
button-untagged-topic = ✍️ Usar como tema
draft-answer-sent = A caminho!
draft-answer-writing = Escrevendo uma nova letra…
draft-answer-cancelled = Cancelada; nenhuma faixa foi gasta.
draft-answer-busy = Ainda estou escrevendo esta letra; um momento.

## A reply to the preview

draft-replaced = ✅ Letra substituída: a prévia acima já mostra a nova. Toque em “🎵 Fazer a música” lá quando estiver tudo certo.
draft-reply-gone = Essa prévia não está mais aberta. Comece de novo com /song.
draft-reply-not-yours = Só quem pediu esta música pode mudar a letra.
draft-reply-busy = Ainda estou escrevendo uma nova letra para esta prévia; envie sua versão quando ela aparecer.
draft-reply-hint = Para substituir a letra, responda à prévia com a nova letra inteira, com várias linhas.

## /lang

lang-name = Português
lang-current = Idioma: { $name }. Para mudar, toque em um botão abaixo ou escreva <code>/lang auto</code> para seguir o idioma do seu Telegram.
lang-set = Pronto: vou falar com você em português.
lang-auto = Pronto: vou seguir o idioma do seu Telegram ({ $name }).
lang-unknown = Não conheço esse idioma. Escreva <code>/lang</code> e toque em um botão para escolher, ou <code>/lang auto</code> para seguir o idioma do seu Telegram.

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ Sua letra tem { $length } caracteres, mas o serviço de música aceita no máximo { $limit }. Abaixo está a parte que cabe ({ $kept } caracteres), cortada antes de uma seção. Nada é enviado até você tocar em “🎵 Cantar versão curta”.
preview-hint-cut = “🎵 Cantar versão curta” gasta uma faixa (faixas restantes hoje: { $left }). Para cantar outra letra, responda a esta mensagem com uma letra de no máximo { $limit } caracteres.
button-cut-go = 🎵 Cantar versão curta
draft-footer-expired = ⌛ Esta prévia expirou depois de um dia sem resposta. Nenhuma faixa foi gasta; envie a letra ou /song de novo.
draft-answer-expired = Esta prévia expirou; envie a letra ou /song de novo.
preview-failed = ❌ Não consegui mostrar a prévia, então nada dela será cantado. Nenhuma faixa foi gasta; tente de novo.
draft-replaced-cut = ✂️ Sua letra tem { $length } caracteres, mas o serviço de música aceita no máximo { $limit }. A prévia acima agora mostra a parte que cabe ({ $kept } caracteres), cortada antes de uma seção: toque em “🎵 Cantar versão curta” lá para cantá-la.

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ Você já recebeu todas as letras que posso escrever para você hoje ({ $limit }). Posso escrever de novo a partir das { $until }. Letras prontas continuam sendo aceitas: envie a sua, com ou sem marcações de seção, ou use /lyrics.
text-refused-org = ✋ O bot já escreveu todas as letras que pode hoje ({ $limit } para todos). Posso escrever de novo a partir das { $until }. Letras prontas continuam sendo aceitas: envie a sua, com ou sem marcações de seção, ou use /lyrics.
text-refused-paused = ⏸ As músicas estão pausadas por enquanto, então não consigo escrever letras. Letras prontas continuam sendo aceitas: elas esperam na fila e começam quando as músicas forem retomadas.
text-refused-denied = 🚫 Este chat não pode pedir letras agora, então nenhuma foi escrita. Peça acesso a um administrador do bot.
text-answer-own = Você já recebeu as { $limit } letras de hoje; posso escrever de novo a partir das { $until }. Suas letras prontas continuam sendo aceitas.
text-answer-org = O bot já escreveu as { $limit } letras que pode hoje; volta a escrever a partir das { $until }. Suas letras prontas continuam sendo aceitas.
text-answer-paused = As músicas estão pausadas por enquanto, então não consigo escrever letras. Suas letras prontas continuam sendo aceitas.
text-answer-denied = Este chat não pode pedir letras agora; nada foi escrito.
draft-footer-rewrite-stopped = ⚠️ Fui reiniciado enquanto escrevia uma nova letra, então esta ainda é a que você tinha. Toque em 🔄 Reescrever para tentar de novo.
song-error-too-slow = ⌛ O tempo do modelo de texto acabou enquanto ele ainda escrevia, e o que tinha escrito até ali não era uma música, então interrompi. Nenhuma faixa foi gasta; você pode pedir de novo agora mesmo.
song-error-too-long = 📜 A resposta do modelo de texto passou muito do tamanho de uma música, então parei de ler. Nenhuma faixa foi gasta; você pode pedir de novo agora mesmo.
