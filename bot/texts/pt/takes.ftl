## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 Outro take
take-title = { $title } (take { $number })
take-question = 🔁 Outro take de “{ $title }”: a mesma letra e o mesmo estilo, cantados de novo como take { $number }. Ele usa uma faixa.
    { $mine ->
        [0] Você não tem mais faixas hoje, então ele esperaria na fila até você ter uma de novo
        [one] Hoje resta { $mine } faixa para você
        [many] Hoje restam { $mine } de faixas para você
       *[other] Hoje restam { $mine } faixas para você
    }; para todos, { $everyone ->
        [0] não resta nenhuma
        [one] resta { $everyone } faixa
        [many] restam { $everyone } de faixas
       *[other] restam { $everyone } faixas
    }.
button-take-go = ✅ Gravar take { $number }
button-take-no = ✖️ Agora não
take-footer-declined = 🗑 Sem novo take. Nenhuma faixa foi gasta.
take-footer-expired = ⌛ Esta pergunta expirou depois de um dia sem resposta. Nenhuma faixa foi gasta; toque em 🔁 Outro take embaixo da música para perguntar de novo.
take-answer-asked = Responda à pergunta embaixo da música.
take-answer-already = Já perguntei sobre outro take desta música: responda àquela pergunta.
take-answer-no-words = A letra desta música não está mais guardada, então ela não pode ser cantada de novo.
take-answer-not-shown = Não consegui mostrar a pergunta, então nada será cantado e nenhuma faixa foi gasta. Tente de novo, por favor.
take-answer-declined = Sem novo take; nenhuma faixa foi gasta.
take-answer-expired = Esta pergunta expirou; toque de novo em 🔁 Outro take embaixo da música.

## Likes that teach the admins: 👍 / 👎 under a song (bot/ui/votes.py), and /report's styles

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 Registrado. Obrigado!
       *[down] 👎 Registrado. Obrigado por avisar!
    }
vote-answer-changed = { $vote ->
        [up] Alterado para 👍.
       *[down] Alterado para 👎.
    }
vote-answer-same = { $vote ->
        [up] Você já deu 👍.
       *[down] Você já deu 👎.
    }
styles-report-header = 🎚 Estilos das músicas feitas nos últimos { $days } dias: quantas músicas, quantas tiveram mais 👍 que 👎 e quantas o contrário.
styles-report-line = { $name }: { $made } { $made ->
        [0] músicas
        [one] música
        [many] de músicas
       *[other] músicas
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ “{ $style }”
styles-report-none = ∅ Sem estilo (o serviço escolheu)
styles-report-more = …e mais { $count } { $count ->
        [0] estilos
        [one] estilo
        [many] de estilos
       *[other] estilos
    }
