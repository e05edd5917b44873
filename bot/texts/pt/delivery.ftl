## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ “{ $title }” foi feita e cobrada ({ $price } BYN), mas mesmo depois de muitas tentativas não consegui trazê-la para este chat. Avise os administradores do bot, por favor.
delivery-file-gone = ❌ “{ $title }” foi feita e cobrada ({ $price } BYN), mas o serviço de música não tem mais o arquivo dela: ele respondia sempre que o arquivo não existe, então não consegui baixá-lo. Avise os administradores do bot, por favor.
delivery-file-incomplete = ❌ “{ $title }” foi feita e cobrada ({ $price } BYN), mas o arquivo que o serviço de música entrega está incompleto: tem { $got } de { $length }. Baixei o arquivo { $tries } vezes e ele nunca veio inteiro, então não enviei uma música quebrada. Avise os administradores do bot, por favor.
delivery-file-unreadable = ❌ “{ $title }” foi feita e cobrada ({ $price } BYN), mas o arquivo que o serviço de música entrega está danificado: baixei o arquivo { $tries } vezes e não consegui lê-lo. Avise os administradores do bot, por favor.
mytracks-header = { $count ->
        [1] 🎵 Sua música neste chat. Toque nela para recebê-la de novo:
       *[other] 🎵 Suas últimas { $count } músicas neste chat. Toque em uma para recebê-la de novo:
    }
mytracks-empty = Você ainda não tem músicas entregues neste chat. Envie uma letra para fazer uma.
mytracks-button = { $title } · { $length }
track-sending = Enviando de novo…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 Letra
lyrics-header = 📝 A letra de “{ $title }”:
song-words-none = Esta música não tem letra para mostrar.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>, seu tópico foi fechado ou apagado, então isto vem para cá:
topic-gone-chat = { $name }, seu tópico foi fechado ou apagado, então isto vem para cá:
topic-closed-private = ℹ️ O grupo onde você pediu está fechado para mim, inclusive o tópico Geral, então isto vem para cá:
topic-closed-admins = ℹ️ Não foi possível enviar uma mensagem para <a href="tg://user?id={ $id }">{ $name }</a> no chat { $chat }: o tópico de origem e o tópico Geral estão fechados, e não consigo escrever para essa pessoa no privado. Aqui está:
song-waits-admins = ℹ️ A música “{ $title }” para <a href="tg://user?id={ $id }">{ $name }</a>, pedida no chat <code>{ $chat }</code>, está esperando: lá, o tópico de origem e o tópico Geral estão fechados, e essa pessoa não iniciou um chat comigo, então não consigo enviá-la no privado. Ela será entregue assim que a pessoa me escrever.
song-waits-admins-chat = ℹ️ A música “{ $title }” para { $name }, pedida no chat <code>{ $chat }</code>, está esperando: lá, o tópico de origem e o tópico Geral estão fechados. Ela será enviada assim que um dos dois for reaberto.
topic-closed-admins-chat = ℹ️ Não foi possível enviar uma mensagem para { $name } no chat { $chat }: o tópico de origem e o tópico Geral estão fechados. Aqui está:
