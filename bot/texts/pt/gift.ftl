## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 Música de presente
gift-ask-recipient =
    🎁 <b>Uma música de presente.</b> Para quem é? Envie o nome.
    { $in_group ->
        [yes] Responda a esta mensagem.{"\u000A"}
       *[no] {""}
    }/cancel interrompe em qualquer etapa; nada é gasto antes de você tocar em “🎵 Fazer a música”.
gift-ask-occasion =
    Qual é a ocasião para { $name }? Por exemplo: feliz aniversário, feliz casamento, boa sorte no novo emprego.
gift-ask-details =
    Conte algumas coisas sobre { $name }: do que gosta, uma lembrança em comum, uma piada que só vocês dois entendem. Uma mensagem basta.
gift-answer-words = Responda com algumas palavras de texto, por favor.
gift-answer-too-long = Ficou um pouco longo: no máximo { $limit } caracteres, por favor.
gift-cancelled = O presente foi cancelado. Nada foi gasto.
# What the text model is asked for (as the topic of a /song).
gift-topic = uma música para { $name }, ocasião: { $occasion }. Sobre { $name }: { $details }. Use o nome { $name } na letra e fale com a pessoa.
gift-caption = 🎁 Para <b>{ $name }</b>, { $occasion }!
gift-share-button = 🎁 Enviar para { $name }
gift-busy = Ainda estou escrevendo sua letra neste chat. Envie esta última resposta de novo quando a prévia chegar: as outras respostas do presente ficam guardadas.
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 Como se canta: { $names }
preview-sung-typed = 🎤 Os nomes são cantados como foram digitados.
button-sung-fix = 🎤 Ajustar pronúncia
sung-ask = 🎤 Como devo cantar <b>{ $name }</b>? Responda a esta mensagem com o nome escrito do jeito que se fala, por exemplo <i>Máicon</i>. Para outro nome, escreva <i>Nome = como se fala</i>.
sung-asked = Responda à minha pergunta com o nome escrito do jeito que se fala.
sung-set = 🎤 Pronto: a prévia acima agora mostra como o nome é cantado. Essa grafia só é usada para cantar; a dedicatória mantém o nome como você digitou.
sung-words = Responda com o nome escrito do jeito que se fala, em poucas letras (no máximo { $limit }).
sung-too-long = Escrito assim, a letra passaria dos { $limit } caracteres que o serviço de música aceita. Envie uma forma mais curta, por favor.
sung-too-many = Uma música pode ter pronúncia própria para no máximo { $most } nomes, então mantive os nomes como a prévia mostra. Para mudar um deles, responda com <i>Nome = como se fala</i>; se escrever o nome do jeito que foi digitado, ele volta a ser cantado assim.
sung-not-shown = Não consegui mostrar a nova pronúncia na prévia, então os nomes continuam como ela mostra. Tente de novo, por favor.
