## Greeting and help

start =
    Bonjour{ $has_name ->
        [yes] , { $name }
       *[no] {""}
    } ! Je transforme des paroles en chanson chantée. 🎤

    Envoyez-moi des paroles avec des balises de section, chacune sur sa propre ligne :
    <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.
    Ou écrivez <code>/lyrics</code> et les paroles sur les lignes suivantes.
    Pas encore de paroles ? Écrivez <code>/song</code> et un thème : je les écris et vous les montre d'abord.

    /style règle le son (instruments, ambiance, voix), /duration la durée,
    /status montre où en sont vos chansons. Tous les détails dans /help.

help =
    <b>Comment obtenir une chanson</b>
    Envoyez des paroles avec des balises de section, chacune sur sa propre ligne, par exemple :
    <code>[verse]
    Lumière du matin sur la vitre
    {"["}chorus]
    Chante-la fort, chante-la maintenant</code>
    ou écrivez <code>/lyrics</code> et les paroles sur les lignes suivantes.

    <b>Commandes</b>
    /lyrics — créer une chanson à partir des paroles sous la commande
    /song — des paroles écrites pour vous sur un thème (<code>/song un dimanche pluvieux</code>), montrées avant qu'une piste soit utilisée
    /style — afficher ou définir le style (<code>/style synthpop planante, voix féminine</code> ; <code>/style reset</code>), ou choisir un genre et une ambiance avec ses boutons
    /duration — afficher ou définir la durée maximale d'une piste, de 10 à 300 secondes
    /status — vos demandes ici et où en est chacune
    /cancel — annuler les demandes encore en attente dans la file
    /lang — choisir la langue dans laquelle je réponds

    Les chansons sont créées une ou deux à la fois et prennent quelques minutes ; je vous tiens au courant.
    📤 Pour partager une de vos chansons dans n'importe quelle discussion, tapez <code>@{ $bot }</code> dans son champ de message et choisissez la chanson : aucune nouvelle piste n'est utilisée.

help-group =
    <b>Les chansons dans ce groupe</b>
    Utilisez <code>/lyrics</code> avec les paroles sur les lignes suivantes, ou répondez à l'un de mes messages avec des paroles balisées.
    <code>/song</code> et un thème : j'écris les paroles et je les montre avant qu'une piste soit utilisée.
    /style et /duration s'appliquent à tout le groupe ; /status montre les demandes du groupe.
    📤 Pour partager une de vos chansons, tapez <code>@{ $bot }</code> dans le champ de message de n'importe quelle discussion et choisissez-la.

    Je ne vois que les commandes et les réponses à mes messages (mode de confidentialité de Telegram) : les autres échanges restent privés.

## Asking for songs

lyrics-usage =
    Mettez les paroles sur les lignes après <code>/lyrics</code>, par exemple :
    <code>/lyrics
    {"["}verse]
    Lumière du matin sur la vitre
    {"["}chorus]
    Chante-la fort, chante-la maintenant</code>
lyrics-empty = Ces paroles sont vides : il n'y a aucun mot à chanter. Envoyez les mots avec des lignes <code>[verse]</code> ou <code>[chorus]</code>.
lyrics-no_words = J'ai trouvé des balises de section, mais aucun mot à chanter. Mettez les mots sous les balises.
lyrics-trimmed = Vos paroles faisaient { $length } caractères ; le service en accepte au plus { $limit }, j'ai donc gardé les sections qui tiennent.
access-refused =
    Désolé, ce bot ne crée des chansons que pour les personnes autorisées par ses admins.
    Votre identifiant est <code>{ $user_id }</code> : envoyez-le à un admin de ce bot pour demander l'accès.
untagged-hint =
    Pour créer une chanson, envoyez des paroles avec des balises de section, chacune sur sa propre ligne (<code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>), ou écrivez <code>/lyrics</code> avec les paroles en dessous. /help montre un exemple.
not-text = Je ne sais travailler qu'avec du texte : envoyez-moi des paroles, ou /help pour savoir comment faire.
unknown-command = Je ne connais pas cette commande. /help liste ce que je sais faire.
error-generic = Un problème est survenu de mon côté. Rien de ce que vous avez envoyé n'est perdu ; réessayez dans un instant.
error-storage = Je ne peux rien enregistrer pour le moment (mon stockage est plein ou défaillant). Rien de ce que vous avez envoyé avant n'est perdu ; réessayez dans quelques minutes.
error-service = Le service musical ne répond pas normalement en ce moment. Seule une chanson terminée est facturée ; réessayez dans quelques minutes.

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ C'est noté ! Votre chanson est dans la file : position { $place }, prête dans environ { $minutes } min.
    Pistes restantes aujourd'hui pour l'organisation : { $left }.
place-exact = { $place }
place-far = { $step }+
waiting-far =
    ⏳ C'est noté ! Votre chanson est dans la file : position { $place }.
    Elle avance à mesure que les chansons devant elle sont créées ; la position exacte et le délai s'afficheront ici dès qu'elle sera parmi les { $exact } premières.
waiting-busy = ⏳ Le service musical est occupé en ce moment. Votre chanson garde sa position ({ $place }) et démarre automatiquement dès qu'il se libère.
waiting-unavailable = ⏳ Le service musical est temporairement indisponible. Votre chanson garde sa position ({ $place }) et démarre automatiquement dès que le service est de retour.
waiting-wallet = ⏳ Le solde de l'organisation pour les chansons est épuisé, les chansons sont donc en attente. Votre chanson garde sa position ({ $place }) et démarre dès que le solde est rechargé ; les admins ont été prévenus.
waiting-key = ⏳ Le bot est hors service pour le moment (son accès au service musical a été refusé). Votre chanson garde sa position ({ $place }) ; les admins ont été prévenus.
waiting-address = ⏳ Le bot est configuré avec une mauvaise adresse pour le service musical, les nouvelles chansons sont donc en attente. Votre chanson garde sa position ({ $place }) ; les admins ont été prévenus.
waiting-user-limit = ⏳ Vous avez utilisé toutes vos chansons pour aujourd'hui. Celle-ci garde sa position ({ $place }) et démarre au début de la prochaine journée de quota, à { $starts }.
waiting-chat-limit = ⏳ Ce groupe a utilisé toutes ses chansons pour aujourd'hui. La vôtre garde sa position ({ $place }) et démarre au début de la prochaine journée de quota, à { $starts }.
share-left = { $whose ->
        [group] 👥 Quota du groupe
       *[own] 🎟 Votre quota
    } : il en reste { $left } sur { $tracks } aujourd'hui.
waiting-admin = ⏳ Un admin a suspendu les nouvelles chansons pour un moment. Votre chanson garde sa position ({ $place }) et démarre à la reprise.
waiting-token = ⏳ Le bot n'arrive pas à joindre Telegram correctement en ce moment, les nouvelles chansons sont donc en attente. La vôtre garde sa position ({ $place }) ; les admins ont été prévenus.
waiting-telegram = ⏳ Telegram ne répond pas au bot en ce moment, les nouvelles chansons sont donc en attente (elles ne pourraient pas être envoyées). La vôtre garde sa position ({ $place }) et démarre d'elle-même dès que Telegram est de retour.
waiting-disk = ⏳ Le bot n'a plus de place pour stocker de nouvelles chansons, elles sont donc en attente. La vôtre garde sa position ({ $place }) et démarre d'elle-même dès qu'il y a de la place ; les admins ont été prévenus.
waiting-tomorrow = ⏳ Toutes les pistes du jour sont utilisées. Votre chanson garde sa position ({ $place }) et démarre au début de la prochaine journée de quota, à { $starts }.
progress-submitting = 📤 Envoi de votre chanson au service musical…
progress-queued = 🎼 Votre chanson est dans la file du service musical. ({ $elapsed })
progress-running = 🎙 Votre chanson est en cours de génération ; cela prend quelques minutes. ({ $elapsed })
progress-sending = 📦 Votre chanson est prête ; préparation du fichier…
progress-not-known = ❔ Le service musical dit ne pas connaître « { $title } ». Il est peut-être encore en train de la créer, alors je continue de vérifier jusqu'à { $hours } heures après l'envoi : si la chanson apparaît, elle arrivera ici. Seule une chanson terminée est facturée.

## How a request ended without a song

outcome-failed = ❌ La génération de « { $title } » a échoué auprès du service musical. Une génération échouée n'est pas facturée. Renvoyez les paroles pour réessayer.
outcome-lost = ❌ Le service musical dit toujours ne pas connaître « { $title } », un jour après l'envoi, j'ai donc cessé de l'attendre. Il n'a jamais signalé la chanson comme terminée, et seules les chansons terminées sont facturées. Renvoyez les paroles pour réessayer.
outcome-expired = ⌛ « { $title } » prend plus de { $minutes } minutes. Je l'attends toujours : si le service musical la termine, je l'enverrai ici, même tard, et sinon, je vous le dirai. Seule une chanson terminée est facturée.
outcome-never-finished = ⌛ Le service musical n'avait toujours pas terminé « { $title } » { $hours } heures après l'envoi, j'ai donc cessé de l'attendre. Il n'a jamais signalé la chanson comme terminée, et seules les chansons terminées sont facturées. Renvoyez les paroles pour réessayer.
outcome-rejected = 🚫 Le service musical a refusé « { $title } » : { $reason }. Modifiez les paroles ou les réglages et renvoyez-les.
outcome-unknown = ❓ J'ai envoyé « { $title } » au service musical mais je n'ai reçu aucune réponse, je ne sais donc pas si elle a été acceptée. Je ne la renverrai pas de moi-même, pour que vous ne soyez jamais facturé deux fois. Appuyez sur « Réessayer » pour l'envoyer à nouveau.
outcome-cancelled = 🗑 « { $title } » a été annulée.
outcome-chat-gone = 🚫 « { $title } » a été annulée : je ne peux pas vous envoyer de chansons dans notre discussion privée (vous m'avez bloqué, ou vous n'avez pas encore appuyé sur Démarrer). Rien n'a été facturé. Démarrez une discussion avec moi, puis refaites votre demande.
outcome-denied = 🚫 « { $title } » a été annulée : cette discussion ne peut plus demander de chansons. Rien n'a été facturé.

## Buttons and their answers

button-retry = 🔁 Réessayer
button-lossless = 💿 Sans perte
button-stale = Ce bouton n'est plus actif.
button-not-yours = Ce bouton appartient à la personne qui a demandé la chanson.
retry-queued = Remise dans la file.
lossless-preparing = Préparation du fichier sans perte…
lossless-failed = Désolé, je n'ai pas pu envoyer le fichier sans perte pour le moment. Appuyez de nouveau sur le bouton plus tard.
lossless-too-large = Le fichier sans perte dépasse les { $limit } Mo qu'un bot peut envoyer, même en FLAC : il ne peut donc pas être envoyé ici.

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] Style : { $style }
       *[no] Style : par défaut
    }
    Durée : { $length } · Prix : { $price } BYN{ $in_group ->
        [yes] {"\u000A"}Demandée par : { $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = Aucune chanson demandée dans cette discussion pour l'instant. Envoyez des paroles pour en lancer une.
status-header = <b>Les chansons de cette discussion</b>
status-line = #{ $id } « { $title } » — { $state ->
        [draft] 📝 paroles affichées, en attente de votre accord
        [waiting] ⏳ en attente dans la file, position { $place }
        [submitting] 📤 en cours d'envoi au service
        [queued] 🎼 dans la file du service
        [running] 🎙 en cours de génération
        [completed] 📦 en cours de livraison
        [delivered] ✅ livrée
        [failed] ❌ échec (non facturée)
        [expired] ⌛ prend du temps, toujours attendue
        [rejected] 🚫 refusée par le service
        [unknown] ❓ pas de réponse du service
        [cancelled] 🗑 annulée
       *[other] { $state }
    }
cancel-done = { $count ->
        [one] { $count } chanson en attente annulée.
        [many] { $count } de chansons en attente annulées.
       *[other] { $count } chansons en attente annulées.
    }
cancel-nothing = Vous n'avez aucune chanson en attente dans la file ici. Les chansons déjà au service musical ne peuvent pas être annulées.

## /style and /duration

style-current = Style de cette discussion : <i>{ $style }</i>
style-none = Aucun style défini dans cette discussion : le service choisit. Définissez-en un avec <code>/style synthpop planante, voix féminine</code>.
style-set = Style défini : <i>{ $style }</i>
style-reset = Style effacé : désormais, le service choisit.
style-too-long = Ce style fait { $length } caractères ; le maximum est { $limit }. Le style précédent est conservé.
duration-current = Les chansons ici durent au plus { $seconds } secondes. Pour la changer, utilisez <code>/duration 90</code> (10–300).
duration-set = Les chansons ici dureront au plus { $seconds } secondes.
duration-invalid = La durée doit être un nombre entier de secondes entre { $low } et { $high }, par ex. <code>/duration 90</code>.

## Alerts to the bot's admins

alert-wallet = ⚠️ Le service musical indique que le solde de l'organisation est vide (402). Les nouvelles chansons sont en attente dans la file ; rechargez-le dans la console. Je reprendrai de moi-même dès qu'il acceptera une chanson ; après un rechargement, /resume me fait réessayer tout de suite.
alert-wallet-over = ✅ Le solde fonctionne de nouveau : les chansons sont de nouveau créées.
alert-key = ⚠️ Le service musical a refusé la clé d'API du bot (401). Les nouvelles chansons sont en attente ; vérifiez API_KEY dans la configuration du bot.
alert-key-over = ✅ La clé d'API est de nouveau acceptée : les chansons sont de nouveau créées.
alert-address = ⚠️ L'adresse du service musical a répondu 404 à une nouvelle chanson : il n'y a aucun service musical à MUSIC_API_URL (l'adresse doit se terminer par /api/v1/music). Les nouvelles chansons sont en attente et rien n'a été facturé ; corrigez MUSIC_API_URL et redémarrez le bot.
alert-address-over = ✅ Le service musical accepte de nouveau les chansons à son adresse : les chansons sont de nouveau créées.
alert-token = ⚠️ Telegram a refusé le jeton du bot (401). Pendant ce temps, aucune nouvelle chanson n'a été lancée ; les chansons déjà payées ont été conservées.
alert-token-over = ✅ Telegram accepte de nouveau le jeton du bot. Les nouvelles chansons redémarrent, et celles créées entre-temps sont en cours d'envoi.
alert-disk = ⚠️ Le disque de DATA_DIR est plein : { $free } Mo libres, la prochaine piste a besoin de { $needed } Mo. Les nouvelles chansons attendent dans la file et aucune piste n'est utilisée ; les chansons déjà payées sont conservées et envoyées dès qu'il y aura de la place. Libérez de l'espace : tout reprendra automatiquement.
alert-disk-over = ✅ Il y a de nouveau de la place sur le disque : les nouvelles chansons redémarrent et celles en attente sont en cours d'envoi.
alert-text-key = ⚠️ Le modèle de texte a refusé la clé d'API du bot (401), donc /song ne peut pas écrire de paroles ; on demande aux gens d'envoyer les leurs. Vérifiez API_KEY et TEXT_MODEL dans la configuration du bot.
alert-text-key-over = ✅ Le modèle de texte accepte de nouveau la clé : /song écrit de nouveau des paroles.
alert-text-budget = ⚠️ Le budget du modèle de texte est épuisé, donc /song ne peut pas écrire de paroles ; on demande aux gens d'envoyer les leurs. Rechargez-le dans la console.
alert-text-budget-over = ✅ Le modèle de texte répond de nouveau : /song écrit de nouveau des paroles.

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = Cette discussion ne peut pas demander de chansons pour le moment : rien n'a été envoyé et aucune piste n'a été utilisée. Demandez l'accès à un admin du bot.
draft-footer-denied = 🚫 Non créée : cette discussion ne peut pas demander de chansons pour le moment, et aucune piste n'a été utilisée. Dès qu'un admin du bot l'autorise, appuyez de nouveau sur le premier bouton.

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = Vous n'avez pas encore de chansons : appuyez ici pour en créer une
inline-none-found = Aucune de vos chansons n'a « { $words } » dans son titre
inline-share-hint = 📤 Pour partager une chanson dans n'importe quelle discussion, tapez <code>@{ $bot }</code> dans son champ de message et choisissez la chanson : elle est renvoyée, aucune nouvelle piste n'est créée.
inline-off-admin = ℹ️ Le mode inline est désactivé pour ce bot : les gens ne peuvent donc pas partager leurs chansons dans d'autres discussions. Activez-le dans @BotFather : /setinline.
