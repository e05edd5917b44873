## For the bot's admins only (ADMIN_USER_IDS)

admin-only = Este comando é só para os administradores do bot.

## /quota

quota-header = 📊 <b>A organização hoje</b>
quota-tracks = Faixas hoje: { $used } de { $limit } (restam { $left })
quota-active = Gerando agora: { $active } de { $limit }
quota-waiting = Esperando na fila do bot: { $waiting }
quota-spent = Gasto: { $today } BYN hoje, { $month } BYN este mês
quota-submissions = { $reason ->
        [wallet] ⏸ Os envios foram pausados pelo serviço: o saldo acabou (402). Eles voltam sozinhos quando o serviço aceitar uma música depois de uma recarga; /resume tenta na hora.
        [key] ⏸ Envios pausados: o serviço recusa a chave de API (401). Verifique API_KEY.
        [address] ⏸ Envios pausados: MUSIC_API_URL não aponta para nenhum serviço de música (404 a uma música nova). Corrija o endereço e reinicie.
        [admin] ⏸ Envios pausados por um administrador. /resume os retoma.
        [token] ⏸ As novas músicas estão esperando: o Telegram recusa o token do bot (401). Defina um TELEGRAM_BOT_TOKEN válido e reinicie; nada pendente se perde.
        [telegram] ⏸ As novas músicas estão esperando: o Telegram não está respondendo. Elas começam sozinhas quando ele voltar.
        [disk] ⏸ As novas músicas estão esperando: o disco de DATA_DIR não tem espaço para a próxima faixa. Libere espaço; elas começam sozinhas.
       *[none] ▶️ Os envios estão funcionando.
    }
quota-jobs-failing = ⚠️ As gerações continuam falhando ou expirando no serviço.
quota-top-chats = <b>Chats com mais faixas no mês</b>
quota-top-users = <b>Usuários com mais faixas no mês</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [0] { $tracks } faixas
        [one] { $tracks } faixa
        [many] { $tracks } de faixas
       *[other] { $tracks } faixas
    }, { $byn } BYN
quota-top-none = Nenhuma faixa ainda.

## /allow, /deny, /access

access-usage = Escreva o id do chat depois do comando, por exemplo <code>/{ $command } 123456789</code> para uma pessoa ou <code>/{ $command } -1001234567890</code> para um grupo. Em um grupo, <code>/{ $command }</code> sozinho se refere ao próprio grupo.
access-allowed = ✅ <code>{ $chat_id }</code> agora pode pedir músicas.
access-denied = 🚫 <code>{ $chat_id }</code> não pode mais pedir músicas.
access-denied-admin = 🚫 <code>{ $chat_id }</code> foi bloqueado como chat, mas é um dos administradores do bot (ADMIN_USER_IDS), que podem pedir em qualquer lugar.
access-header = 🔐 <b>Quem pode pedir músicas</b> (ACCESS={ $mode ->
        [open] open: todo mundo; as listas abaixo valem quando ACCESS for private
       *[private] private: os administradores e os chats abaixo
    })
access-denied-ended = { $count ->
        [0] Nenhuma música esperava na fila ali.
        [one] Uma música que esperava na fila ali foi cancelada; nada foi gasto com ela.
        [many] { $count } de músicas que esperavam na fila ali foram canceladas; nada foi gasto com elas.
       *[other] { $count } músicas que esperavam na fila ali foram canceladas; nada foi gasto com elas.
    }
access-open-note = Observação: com ACCESS=open todo mundo pode pedir, então isto só vai valer quando ACCESS for private.
access-admins = Administradores: { $ids }
access-configured = De ALLOWED_CHAT_IDS: { $ids }
access-list-allowed = <b>Permitidos com /allow:</b>
access-list-denied = <b>Bloqueados com /deny:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …e mais { $count }.

## /pause and /resume

pause-done = ⏸ Envios pausados. Novos pedidos são aceitos e esperam na fila; as músicas que já estão no serviço continuam chegando. /resume os retoma.
pause-already = Os envios já foram pausados por um administrador. /resume os retoma.
resume-done = { $reason ->
        [admin] ▶️ Os envios voltaram a funcionar.
        [lifted] ▶️ A pausa dos administradores foi retirada.
       *[none] Os envios não estavam pausados por um administrador.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ As novas músicas ainda esperam pelo serviço de música: o saldo acabou (402). Vou tentar de novo agora; elas começam sozinhas quando ele aceitar uma música.
       *[key] ⏸ As novas músicas ainda esperam pelo serviço de música: ele recusa a chave de API (401). Vou tentar de novo agora; elas começam sozinhas quando ele aceitar uma música.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ { $count } gerações seguidas não terminaram: { $failed } falharam no serviço de música, { $expired } demoraram mais de { $minutes } min. Os usuários foram avisados (gerações com falha não são cobradas). Verifique o status do serviço.
alert-jobs-over = ✅ As gerações voltaram a terminar: uma acabou de ser concluída.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = Nenhuma faixa foi iniciada e nada foi gasto nos últimos { $days } dias, então ainda não há gráfico para desenhar. /quota mostra os números de hoje.
report-caption = 📈 Os últimos { $days } dias: { $tracks ->
        [0] { $tracks } faixas iniciadas
        [one] { $tracks } faixa iniciada
        [many] { $tracks } de faixas iniciadas
       *[other] { $tracks } faixas iniciadas
    }, { $byn } BYN gastos. /quota mostra os números de hoje.
report-title = Os últimos { $days } dias
report-tracks-axis = Por dia
report-limit = Limite diário ({ $limit })
report-money-axis = BYN gastos por dia
report-top-title = Usuários com mais faixas nos últimos { $days } dias
report-top-line = { $name } ({ $id }): { $tracks ->
        [0] { $tracks } faixas
        [one] { $tracks } faixa
        [many] { $tracks } de faixas
       *[other] { $tracks } faixas
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = Escreva de quem é a cota e quantas faixas por dia: <code>/limit 123456789 3</code> para uma pessoa (as músicas dela em todos os chats), <code>/limit -1001234567890 5</code> para um grupo (os membros dividem a cota), <code>0</code> para nenhuma faixa, <code>off</code> para remover a cota. Em um grupo, <code>/limit 5</code> sozinho se refere ao próprio grupo. Acrescente <code>lyrics</code> para definir, em vez disso, uma cota diária de letras escritas pelo modelo de texto: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = “{ $value }” não é um id de chat: o id de uma pessoa é um número como <code>123456789</code>, e o de um grupo começa com sinal de menos, como <code>-1001234567890</code>.
limit-bad-number = “{ $value }” não é um número de faixas: escreva um número inteiro de 0 a { $max }, ou <code>off</code> para remover a cota.
limit-negative = Uma cota não pode ser negativa ({ $value }): escreva <code>0</code> para nenhuma faixa, ou <code>off</code> para remover a cota.
limit-set = ✅ { $whose ->
        [group] O grupo <code>{ $id }</code> pode iniciar { $tracks } { $tracks ->
            [0] faixas
            [one] faixa
            [many] de faixas
           *[other] faixas
        } por dia, para os membros dividirem.
       *[user] <code>{ $id }</code> pode iniciar { $tracks } { $tracks ->
            [0] faixas
            [one] faixa
            [many] de faixas
           *[other] faixas
        } por dia, em todos os chats.
    } Usadas hoje: { $used }.
limit-set-none = ⛔ { $whose ->
        [group] Ninguém no grupo <code>{ $id }</code> pode iniciar faixas ali por enquanto.
       *[user] <code>{ $id }</code> não pode iniciar faixas por enquanto.
    } As músicas esperam na fila; <code>/limit { $id } off</code> remove a cota.
limit-off = ✅ A cota de <code>{ $id }</code> foi removida. { $fallback ->
        [default] USER_DAILY_LIMIT volta a valer: { $default } por dia.
        [chat] O que o chat pedir em nome próprio volta a ter USER_DAILY_LIMIT: { $default } por dia; os membros, juntos, não têm cota.
       *[none] Vale só o limite da organização.
    }
limit-off-none = <code>{ $id }</code> não tinha cota própria; nada mudou.
limits-header = 🎟 <b>Cotas diárias das faixas da organização</b>
limits-default = { $fallback ->
        [default] Todos os outros, inclusive canais e chats que pedem em nome próprio: { $default } por dia cada um (USER_DAILY_LIMIT). Os membros de um grupo, juntos, só têm a cota definida aqui.
       *[none] Todos os outros: sem cota própria (USER_DAILY_LIMIT=0), só o limite da organização.
    }
limits-none = Nenhuma cota definida ainda: <code>/limit 123456789 3</code> define uma.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(grupo)
       *[user] {""}
    }: { $used } de { $tracks } usadas hoje
quota-shares = <b>Cotas diárias</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Letras hoje (chamadas ao modelo de texto): { $used } { $limited ->
        [yes] de { $limit } (restam { $left }, ORG_TEXT_DAILY_LIMIT)
       *[no] (sem limite diário: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] { $own } por dia para cada pessoa ou chat que pede em nome próprio (USER_TEXT_DAILY_LIMIT)
       *[no] sem limite por pessoa (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Quem mais pediu letras hoje</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = Nenhuma letra escrita hoje.
limit-lyrics-set = ✅ <code>{ $id }</code> pode fazer { $calls } { $calls ->
        [0] chamadas
        [one] chamada
        [many] de chamadas
       *[other] chamadas
    } por dia ao modelo de texto (letras escritas ou reescritas), em todos os chats. Usadas hoje: { $used }.
limit-lyrics-off = ✅ A cota de letras de <code>{ $id }</code> foi removida. { $fallback ->
        [default] USER_TEXT_DAILY_LIMIT volta a valer: { $default } por dia.
       *[none] Vale só o limite da organização (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code> não tinha cota de letras própria; nada mudou.
report-tracks-bars = Faixas iniciadas
report-lyrics-bars = Letras escritas (chamadas ao modelo de texto)
