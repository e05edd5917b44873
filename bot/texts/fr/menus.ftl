## The command menu (setMyCommands): one short line per command

menu-start = Accueil et fonctionnement
menu-help = Comment obtenir une chanson
menu-lyrics = Créer une chanson à partir des paroles sous la commande
menu-song = Écrire des paroles sur un thème, puis créer la chanson
menu-gift = Une chanson en cadeau : quelques questions, puis les paroles
menu-style = Afficher ou définir le style des chansons ici
menu-duration = Afficher ou définir la durée maximale d'une piste
menu-status = Les chansons demandées ici et où en est chacune
menu-mytracks = Vos chansons récentes ici, pour en recevoir une à nouveau
menu-cancel = Annuler vos chansons encore en attente dans la file
menu-lang = Choisir la langue dans laquelle je réponds
menu-quota = Admins : pistes, créneaux, file et dépenses
menu-report = Admins : les 30 derniers jours en graphique
menu-limit = Admins : quota quotidien d'une personne ou d'un groupe
menu-limits = Admins : les quotas quotidiens et leur usage du jour
menu-allow = Admins : autoriser une discussion à demander des chansons
menu-deny = Admins : interdire à une discussion de demander des chansons
menu-access = Admins : qui peut demander des chansons
menu-pause = Admins : suspendre les envois au service
menu-resume = Admins : reprendre les envois

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = Je transforme vos paroles, ou un thème, en chanson chantée. Envoyez des paroles avec des balises de section comme [verse] et [chorus], ou /song et un thème, et la chanson revient ici en audio. Ajoutez-moi à un groupe pour créer des chansons ensemble.
bot-short-description = Transforme des paroles ou un thème en chanson chantée.
