## The command menu (setMyCommands): one short line per command

menu-start = Presentazione e come funziona
menu-help = Come ottenere una canzone
menu-lyrics = Crea una canzone dal testo sotto il comando
menu-song = Un testo scritto per te su un tema, poi la canzone
menu-gift = Una canzone in regalo: qualche domanda, poi il testo
menu-style = Mostra o imposta lo stile delle canzoni qui
menu-duration = Mostra o imposta la durata massima della traccia
menu-status = Canzoni chieste qui e a che punto sono
menu-mytracks = Le tue canzoni recenti qui, per riaverne una
menu-cancel = Annulla le tue canzoni ancora in coda
menu-lang = Scegli la lingua in cui ti rispondo
menu-quota = Admin: tracce, slot, coda e spesa
menu-report = Admin: gli ultimi 30 giorni in un grafico
menu-limit = Admin: quota giornaliera di tracce per persona o gruppo
menu-limits = Admin: le quote giornaliere e il loro uso oggi
menu-allow = Admin: consenti a una chat di chiedere canzoni
menu-deny = Admin: impedisci a una chat di chiedere canzoni
menu-access = Admin: chi può chiedere canzoni
menu-pause = Admin: sospendi gli invii al servizio
menu-resume = Admin: riprendi gli invii

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = Trasformo i tuoi testi, o un tema, in una canzone cantata. Mandami un testo con i tag di sezione come [verse] e [chorus], oppure /song e un tema, e la canzone torna qui come audio. Aggiungimi a un gruppo per creare canzoni insieme.
bot-short-description = Trasforma testi o un tema in una canzone cantata.
