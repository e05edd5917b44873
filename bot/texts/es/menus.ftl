## The command menu (setMyCommands): one short line per command

menu-start = Saludo y cómo funciona
menu-help = Cómo conseguir una canción
menu-lyrics = Crear una canción con la letra bajo el comando
menu-song = Escribir una letra sobre un tema y crear la canción
menu-gift = Canción de regalo: unas preguntas y luego la letra
menu-style = Ver o fijar el estilo de las canciones aquí
menu-duration = Ver o fijar la duración máxima de la pista
menu-status = Canciones pedidas aquí y en qué punto está cada una
menu-mytracks = Tus canciones recientes aquí, para recibirlas otra vez
menu-cancel = Cancelar tus canciones que aún esperan en la cola
menu-lang = Elegir el idioma en que te respondo
menu-quota = Administradores: pistas, generaciones, cola y gasto
menu-report = Administradores: los últimos 30 días en un gráfico
menu-limit = Administradores: cupo diario de pistas por persona o grupo
menu-limits = Administradores: los cupos diarios y su uso de hoy
menu-allow = Administradores: permitir que un chat pida canciones
menu-deny = Administradores: impedir que un chat pida canciones
menu-access = Administradores: quién puede pedir canciones
menu-pause = Administradores: pausar los envíos al servicio
menu-resume = Administradores: reanudar los envíos

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = Convierto tu letra, o un tema, en una canción cantada. Envía una letra con etiquetas de sección como [verse] y [chorus], o /song y un tema, y la canción llegará aquí como audio. Añádeme a un grupo para crear canciones juntos.
bot-short-description = Convierte letras o un tema en una canción cantada.
