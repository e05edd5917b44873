## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ « { $title } » a été créée et facturée ({ $price } BYN), mais malgré de nombreux essais, je n'ai pas pu la livrer dans cette discussion. Prévenez les admins du bot, s'il vous plaît.
delivery-file-gone = ❌ « { $title } » a été créée et facturée ({ $price } BYN), mais le service musical n'a plus son fichier : il a répondu à chaque fois que le fichier n'existait pas, je n'ai donc pas pu le récupérer. Prévenez les admins du bot, s'il vous plaît.
delivery-file-incomplete = ❌ « { $title } » a été créée et facturée ({ $price } BYN), mais le fichier fourni par le service musical est incomplet : il contient { $got } sur { $length }. Je l'ai récupéré { $tries } fois sans jamais l'obtenir en entier, je n'ai donc pas envoyé de chanson abîmée. Prévenez les admins du bot, s'il vous plaît.
delivery-file-unreadable = ❌ « { $title } » a été créée et facturée ({ $price } BYN), mais le fichier fourni par le service musical est endommagé : je l'ai récupéré { $tries } fois sans pouvoir le lire. Prévenez les admins du bot, s'il vous plaît.
mytracks-header = { $count ->
        [1] 🎵 Votre chanson dans cette discussion. Appuyez dessus pour la recevoir à nouveau :
       *[other] 🎵 Vos { $count } dernières chansons dans cette discussion. Appuyez sur l'une d'elles pour la recevoir à nouveau :
    }
mytracks-empty = Vous n'avez encore aucune chanson livrée dans cette discussion. Envoyez des paroles pour en créer une.
mytracks-button = { $title } · { $length }
track-sending = Nouvel envoi en cours…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 Paroles
lyrics-header = 📝 Les paroles de « { $title } » :
song-words-none = Cette chanson n'a pas de paroles à afficher.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>, le sujet où vous avez fait votre demande a été fermé ou supprimé, je vous réponds donc ici :
topic-gone-chat = { $name }, le sujet où vous avez fait votre demande a été fermé ou supprimé, je vous réponds donc ici :
topic-closed-private = ℹ️ Je ne peux plus écrire dans le groupe où vous avez fait votre demande, ni dans son sujet Général, je vous réponds donc ici :
topic-closed-admins = ℹ️ Un message pour <a href="tg://user?id={ $id }">{ $name }</a> n'a pas pu être envoyé dans la discussion { $chat } : son sujet et le sujet Général sont fermés, et je ne peux pas lui écrire en privé. Le voici :
song-waits-admins = ℹ️ La chanson « { $title } » pour <a href="tg://user?id={ $id }">{ $name }</a>, demandée dans la discussion <code>{ $chat }</code>, est en attente : son sujet et le sujet Général y sont fermés, et cette personne n'a pas démarré de discussion avec moi, je ne peux donc pas la lui envoyer en privé. Je la lui enverrai dès qu'elle m'écrira.
song-waits-admins-chat = ℹ️ La chanson « { $title } » pour { $name }, demandée dans la discussion <code>{ $chat }</code>, est en attente : son sujet et le sujet Général y sont fermés. Elle partira dès que l'un des deux sera rouvert.
topic-closed-admins-chat = ℹ️ Un message pour { $name } n'a pas pu être envoyé dans la discussion { $chat } : son sujet et le sujet Général sont fermés. Le voici :
