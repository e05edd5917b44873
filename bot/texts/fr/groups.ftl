## Groups and supergroups

groups-hint =
    Pour créer une chanson ici, écrivez <code>/lyrics@{ $bot }</code> avec les paroles sur les lignes suivantes, ou répondez à l'un de mes messages avec des paroles balisées <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.{ $topics ->
        [yes] {" "}Avec <code>/song@{ $bot } un thème</code>, j'écris d'abord les paroles.
       *[no] {""}
    }
groups-settings-refused = Dans un groupe, seuls ses admins peuvent modifier le style et la durée de ses chansons.
groups-welcome =
    Bonjour ! Je transforme des paroles en chansons chantées. Écrivez <code>/lyrics@{ $bot }</code> avec les paroles sur les lignes suivantes, et la chanson arrivera ici en réponse.
    Avec le mode de confidentialité de Telegram, je ne vois que les commandes et les réponses à mes messages ; /help@{ $bot } donne les détails.
groups-welcome-closed = Les chansons coûtent de l'argent à l'organisation, ce groupe a donc d'abord besoin de l'autorisation d'un admin : demandez à un admin du bot d'autoriser l'identifiant de groupe <code>{ $chat_id }</code>.
access-refused-group =
    Désolé, ce groupe ne peut pas encore demander de chansons : les admins du bot ne l'ont pas autorisé.
    L'identifiant du groupe est <code>{ $chat_id }</code> et le vôtre <code>{ $user_id }</code> : envoyez-les à un admin de ce bot pour demander l'accès.
