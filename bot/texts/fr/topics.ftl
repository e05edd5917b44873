## /song: lyrics written by the text model on a topic

song-usage =
    Dites-moi de quoi doit parler la chanson, par exemple :
    <code>/song un dimanche pluvieux à Minsk</code>
    J'écrirai des paroles et vous les montrerai avant qu'une piste soit utilisée.
song-disabled = L'écriture de paroles à partir d'un thème n'est pas configurée sur ce bot. Envoyez plutôt vos propres paroles : /help explique comment.
song-busy = J'écris encore vos paroles dans cette discussion ; leur aperçu arrivera d'abord ici. Renvoyez ce thème une fois qu'il sera arrivé.
song-busy-here = ✋ Ces paroles n'ont pas été écrites : d'autres paroles étaient déjà en cours d'écriture pour vous ici au même moment. Renvoyez le thème, s'il vous plaît.
song-topic-too-long = Ce thème fait { $length } caractères ; le maximum est { $limit }. Formulez-le plus brièvement, ou envoyez des paroles terminées avec des balises de section.
song-writing = ✍️ J'écris des paroles sur « { $topic } »…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ Le modèle de texte a refusé la clé du bot : je ne peux donc pas écrire de paroles pour le moment. Aucune piste n'a été utilisée. Prévenez l'admin du bot, s'il vous plaît ; en attendant, vous pouvez envoyer vos propres paroles.
song-error-budget = ❌ Le budget du bot pour le modèle de texte est épuisé : je ne peux donc pas écrire de paroles pour le moment. Aucune piste n'a été utilisée. Vous pouvez toujours envoyer vos propres paroles avec des balises de section.
song-error-timeout = ⌛ Le modèle de texte a mis trop de temps à répondre. Aucune piste n'a été utilisée ; réessayez dans une minute.
song-error-unavailable = ❌ Le modèle de texte est indisponible pour le moment. Aucune piste n'a été utilisée ; réessayez plus tard.
song-error-no-lyrics = 🤔 Le modèle de texte n'a pas renvoyé de paroles utilisables. Aucune piste n'a été utilisée ; essayez de formuler le thème autrement.

## The preview of a draft

untagged-offer = On dirait des paroles sans balises de section. Voici comment je les chanterais :
preview-title = 📝 <b>{ $title }</b>
preview-topic = Thème : { $topic }
preview-shortened = … et { $more } { $more ->
        [one] autre caractère non affiché ici, qui sera chanté
        [many] d'autres caractères non affichés ici, qui seront tous chantés
       *[other] autres caractères non affichés ici, qui seront tous chantés
    }. Les paroles se terminent par :
preview-style-chat = 🎨 Style (de cette discussion) : { $style }
preview-style-model = 🎨 Style (suggéré) : { $style }
preview-style-none = 🎨 Style : choisi par le service musical
preview-duration = ⏱ Jusqu'à { $seconds } secondes
preview-hint = « 🎵 Créer la chanson » utilise une piste (pistes restantes aujourd'hui : { $left }). Pour modifier les paroles, répondez à ce message avec votre version.
draft-footer-sent = ✅ Validé : la chanson est en route.
draft-footer-cancelled = 🗑 Annulé. Aucune piste n'a été utilisée.
draft-footer-writing = ✍️ J'écris de nouvelles paroles…

## The preview's buttons and their answers

button-draft-go = 🎵 Créer la chanson
button-draft-again = 🔄 Réécrire
button-draft-drop = ✖️ Annuler
button-untagged-lyrics = 🎵 Ce sont des paroles
button-untagged-topic = ✍️ Écrire sur ce thème
draft-answer-sent = C'est parti !
draft-answer-writing = J'écris de nouvelles paroles…
draft-answer-cancelled = Annulé ; aucune piste n'a été utilisée.
draft-answer-busy = J'écris encore ces paroles ; un instant.

## A reply to the preview

draft-replaced = ✅ Paroles remplacées : l'aperçu ci-dessus les affiche maintenant. Appuyez sur « 🎵 Créer la chanson » quand elles vous plaisent.
draft-reply-gone = Cet aperçu n'est plus ouvert. Recommencez avec /song.
draft-reply-not-yours = Seule la personne qui a demandé cette chanson peut en modifier les paroles.
draft-reply-busy = J'écris encore de nouvelles paroles pour cet aperçu ; envoyez votre version une fois qu'elles seront affichées.
draft-reply-hint = Pour remplacer les paroles, répondez à l'aperçu avec les nouvelles paroles complètes, sur plusieurs lignes.

## /lang

lang-name = Français
lang-current = Langue : { $name }. Pour la changer, appuyez sur un bouton ci-dessous, ou écrivez <code>/lang auto</code> pour suivre la langue de votre Telegram.
lang-set = C'est fait : je vous parle désormais en français.
lang-auto = C'est fait : je m'adapte à la langue de votre Telegram ({ $name }).
lang-unknown = Je ne connais pas cette langue. Écrivez <code>/lang</code> et appuyez sur un bouton pour en choisir une, ou <code>/lang auto</code> pour suivre la langue de votre Telegram.

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ Vos paroles font { $length } caractères, mais le service musical en accepte au plus { $limit }. Ci-dessous, l'extrait qui tient ({ $kept } caractères), coupé avant une section. Rien n'est envoyé tant que vous n'appuyez pas sur « 🎵 Chanter l'extrait ».
preview-hint-cut = « 🎵 Chanter l'extrait » utilise une piste (pistes restantes aujourd'hui : { $left }). Pour chanter d'autres paroles, répondez à ce message avec des paroles de { $limit } caractères au plus.
button-cut-go = 🎵 Chanter l'extrait
draft-footer-expired = ⌛ Cet aperçu a expiré après un jour sans réponse. Aucune piste n'a été utilisée ; renvoyez les paroles ou /song.
draft-answer-expired = Cet aperçu a expiré ; renvoyez les paroles ou /song.
preview-failed = ❌ Je n'ai pas pu vous montrer l'aperçu : rien n'en sera chanté. Aucune piste n'a été utilisée ; réessayez, s'il vous plaît.
draft-replaced-cut = ✂️ Vos paroles font { $length } caractères, mais le service musical en accepte au plus { $limit }. L'aperçu ci-dessus montre maintenant l'extrait qui tient ({ $kept } caractères), coupé avant une section : appuyez-y sur « 🎵 Chanter l'extrait » pour le chanter.

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ Vous avez reçu aujourd'hui toutes les paroles que je peux écrire pour vous ({ $limit }). Je pourrai de nouveau écrire à partir de { $until }. Les paroles terminées sont toujours acceptées : envoyez les vôtres, avec ou sans balises de section, ou utilisez /lyrics.
text-refused-org = ✋ Le bot a écrit aujourd'hui toutes les paroles qu'il peut écrire ({ $limit } pour tout le monde). Je pourrai de nouveau écrire à partir de { $until }. Les paroles terminées sont toujours acceptées : envoyez les vôtres, avec ou sans balises de section, ou utilisez /lyrics.
text-refused-paused = ⏸ Les chansons sont suspendues pour le moment : je ne peux donc pas écrire de paroles. Les paroles terminées sont toujours acceptées : elles attendent dans la file et démarrent à la reprise des chansons.
text-refused-denied = 🚫 Cette discussion ne peut pas demander de paroles pour le moment : aucune n'a été écrite. Demandez l'accès à un admin du bot.
text-answer-own = Limite du jour atteinte ({ $limit }) ; je pourrai de nouveau écrire des paroles à partir de { $until }. Vos propres paroles terminées sont toujours acceptées.
text-answer-org = Le bot a atteint sa limite de paroles du jour ({ $limit }) ; de nouveau à partir de { $until }. Vos propres paroles terminées sont toujours acceptées.
text-answer-paused = Les chansons sont suspendues pour le moment : je ne peux donc pas écrire de paroles. Vos propres paroles terminées sont toujours acceptées.
text-answer-denied = Cette discussion ne peut pas demander de paroles pour le moment ; rien n'a été écrit.
draft-footer-rewrite-stopped = ⚠️ J'ai été redémarré pendant que j'écrivais de nouvelles paroles : ce sont donc toujours les précédentes. Appuyez sur 🔄 Réécrire pour réessayer.
song-error-too-slow = ⌛ Le modèle de texte écrivait encore quand son temps s'est écoulé, et ce qu'il avait écrit jusque-là n'était pas une chanson : je l'ai donc arrêté. Aucune piste n'a été utilisée ; vous pouvez redemander tout de suite.
song-error-too-long = 📜 La réponse du modèle de texte dépassait de loin la longueur d'une chanson : j'ai donc arrêté de la lire. Aucune piste n'a été utilisée ; vous pouvez redemander tout de suite.
