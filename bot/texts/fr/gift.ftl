## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 Chanson en cadeau
gift-ask-recipient =
    🎁 <b>Une chanson en cadeau.</b> Pour qui est-elle ? Envoyez son prénom.
    { $in_group ->
        [yes] Répondez directement à ce message.{"\u000A"}
       *[no] {""}
    }/cancel arrête à tout moment ; rien n'est utilisé avant que vous appuyiez sur « 🎵 Créer la chanson ».
gift-ask-occasion =
    Quelle est l'occasion pour { $name } ? Par exemple : joyeux anniversaire, vive les mariés, bonne chance pour le nouveau poste.
gift-ask-details =
    Parlez-moi un peu de { $name } : ses passions, un souvenir commun, une blague connue de vous seuls. Un seul message suffit.
gift-answer-words = Répondez avec quelques mots, s'il vous plaît.
gift-answer-too-long = C'est un peu long : { $limit } caractères au maximum, s'il vous plaît.
gift-cancelled = Le cadeau est annulé. Rien n'a été utilisé.
# What the text model is asked for (as the topic of a /song).
gift-topic = une chanson pour { $name }, occasion : { $occasion }. À propos de { $name } : { $details }. Nommez { $name } dans les paroles et parlez-lui.
gift-caption = 🎁 Pour <b>{ $name }</b> : { $occasion } !
gift-share-button = 🎁 Envoyer à { $name }
gift-busy = J'écris encore vos paroles dans cette discussion. Renvoyez cette dernière réponse dès que leur aperçu est arrivé : les autres réponses du cadeau sont conservées.
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 À chanter ainsi : { $names }
preview-sung-typed = 🎤 Les noms sont chantés tels qu'ils sont écrits.
button-sung-fix = 🎤 Prononciation d'un nom
sung-ask = 🎤 Comment faut-il chanter <b>{ $name }</b> ? Répondez à ce message avec le nom écrit comme il se prononce, par exemple <i>Chi-vonne</i>. Pour un autre nom, écrivez <i>Nom = prononciation</i>.
sung-asked = Répondez à ma question avec l'écriture phonétique.
sung-set = 🎤 C'est fait : l'aperçu ci-dessus montre maintenant comment le nom est chanté. Seule la voix reçoit cette écriture ; la légende garde le nom tel que vous l'avez tapé.
sung-words = Répondez avec le nom écrit comme il se prononce, en quelques lettres (au plus { $limit }).
sung-too-long = Avec cette écriture, les paroles dépasseraient les { $limit } caractères du service musical. Envoyez-en une plus courte, s'il vous plaît.
sung-too-many = Une chanson peut avoir sa propre écriture pour { $most } noms au plus, j'ai donc gardé les noms tels que l'aperçu les montre. Pour changer l'un d'eux, répondez avec <i>Nom = prononciation</i> ; si vous écrivez un nom tel qu'il est tapé, il sera de nouveau chanté tel quel.
sung-not-shown = Je n'ai pas pu afficher la nouvelle écriture dans l'aperçu, les noms restent donc tels qu'il les montre. Réessayez, s'il vous plaît.
