## The command menu (setMyCommands): one short line per command

menu-start = Boas-vindas e como funciona
menu-help = Como conseguir uma música
menu-lyrics = Fazer uma música com a letra abaixo do comando
menu-song = Escrever uma letra sobre um tema e fazer a música
menu-gift = Música de presente: algumas perguntas, depois a letra
menu-style = Ver ou definir o estilo das músicas aqui
menu-duration = Ver ou definir a duração máxima da faixa
menu-status = Músicas pedidas aqui e a situação de cada uma
menu-mytracks = Suas músicas recentes aqui, para receber de novo
menu-cancel = Cancelar suas músicas que ainda esperam na fila
menu-lang = Escolher o idioma em que eu respondo
menu-quota = Administradores: faixas, gerações, fila e gastos
menu-report = Administradores: os últimos 30 dias em um gráfico
menu-limit = Administradores: cota diária de faixas de pessoa ou grupo
menu-limits = Administradores: as cotas diárias e o uso de hoje
menu-allow = Administradores: permitir que um chat peça músicas
menu-deny = Administradores: impedir que um chat peça músicas
menu-access = Administradores: quem pode pedir músicas
menu-pause = Administradores: pausar os envios ao serviço
menu-resume = Administradores: retomar os envios

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = Eu transformo sua letra, ou um tema, em uma música cantada. Envie uma letra com marcações de seção como [verse] e [chorus], ou /song e um tema, e a música volta aqui em áudio. Me adicione a um grupo para fazer músicas juntos.
bot-short-description = Transforma letras ou um tema em uma música cantada.
