## For the bot's admins only (ADMIN_USER_IDS)

admin-only = Cette commande est réservée aux admins du bot.

## /quota

quota-header = 📊 <b>L'organisation aujourd'hui</b>
quota-tracks = Pistes aujourd'hui : { $used } sur { $limit } (reste { $left })
quota-active = En génération : { $active } sur { $limit }
quota-waiting = En attente dans la file du bot : { $waiting }
quota-spent = Dépensé : { $today } BYN aujourd'hui, { $month } BYN ce mois-ci
quota-submissions = { $reason ->
        [wallet] ⏸ Les envois sont suspendus par le service : le solde est vide (402). Ils reprennent d'eux-mêmes dès qu'il accepte une chanson après un rechargement ; /resume fait un essai tout de suite.
        [key] ⏸ Les envois sont suspendus : le service refuse la clé d'API (401). Vérifiez API_KEY.
        [address] ⏸ Les envois sont suspendus : MUSIC_API_URL ne désigne aucun service musical (404 à une nouvelle chanson). Corrigez l'adresse et redémarrez.
        [admin] ⏸ Les envois sont suspendus par un admin. /resume les relance.
        [token] ⏸ Les nouvelles chansons attendent : Telegram refuse le jeton du bot (401). Indiquez un TELEGRAM_BOT_TOKEN valide et redémarrez ; rien de ce qui est en attente n'est perdu.
        [telegram] ⏸ Les nouvelles chansons attendent : Telegram ne répond pas. Elles démarrent d'elles-mêmes dès qu'il est de retour.
        [disk] ⏸ Les nouvelles chansons attendent : le disque de DATA_DIR n'a plus de place pour la prochaine piste. Libérez de l'espace ; elles démarrent d'elles-mêmes.
       *[none] ▶️ Les envois fonctionnent.
    }
quota-jobs-failing = ⚠️ Les générations échouent ou expirent sans cesse auprès du service.
quota-top-chats = <b>Top des discussions ce mois-ci</b>
quota-top-users = <b>Top des utilisateurs ce mois-ci</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>) : { $tracks ->
        [one] { $tracks } piste
        [many] { $tracks } de pistes
       *[other] { $tracks } pistes
    }, { $byn } BYN
quota-top-none = Aucune piste pour l'instant.

## /allow, /deny, /access

access-usage = Écrivez l'identifiant de la discussion après la commande, par ex. <code>/{ $command } 123456789</code> pour une personne ou <code>/{ $command } -1001234567890</code> pour un groupe. Dans un groupe, <code>/{ $command }</code> seul désigne ce groupe.
access-allowed = ✅ <code>{ $chat_id }</code> peut désormais demander des chansons.
access-denied = 🚫 <code>{ $chat_id }</code> ne peut plus demander de chansons.
access-denied-admin = 🚫 <code>{ $chat_id }</code> est refusé en tant que discussion, mais c'est l'un des admins du bot (ADMIN_USER_IDS), qui peuvent demander partout.
access-header = 🔐 <b>Qui peut demander des chansons</b> (ACCESS={ $mode ->
        [open] open : tout le monde ; les listes ci-dessous s'appliquent une fois ACCESS en private
       *[private] private : les admins et les discussions ci-dessous
    })
access-denied-ended = { $count ->
        [one] { $count } chanson qui attendait dans la file là-bas a été annulée ; rien n'a été dépensé pour elle.
        [many] { $count } de chansons qui attendaient dans la file là-bas ont été annulées ; rien n'a été dépensé pour elles.
       *[other] { $count } chansons qui attendaient dans la file là-bas ont été annulées ; rien n'a été dépensé pour elles.
    }
access-open-note = Remarque : ACCESS=open permet à tout le monde de demander, donc ceci ne prendra effet qu'une fois ACCESS en private.
access-admins = Admins : { $ids }
access-configured = Depuis ALLOWED_CHAT_IDS : { $ids }
access-list-allowed = <b>Autorisées avec /allow :</b>
access-list-denied = <b>Refusées avec /deny :</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …et { $count } autres.

## /pause and /resume

pause-done = ⏸ Les envois sont suspendus. Les nouvelles demandes sont acceptées et attendent dans la file ; les chansons déjà au service arrivent quand même. /resume les relance.
pause-already = Les envois sont déjà suspendus par un admin. /resume les relance.
resume-done = { $reason ->
        [admin] ▶️ Les envois ont repris.
        [lifted] ▶️ La pause des admins est levée.
       *[none] Les envois n'étaient pas suspendus par un admin.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ Les nouvelles chansons attendent toujours le service musical : le solde est vide (402). Je réessaie maintenant ; elles démarrent d'elles-mêmes dès qu'il accepte une chanson.
       *[key] ⏸ Les nouvelles chansons attendent toujours le service musical : il refuse la clé d'API (401). Je réessaie maintenant ; elles démarrent d'elles-mêmes dès qu'il accepte une chanson.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ { $count } générations d'affilée n'ont pas abouti : { $failed } ont échoué auprès du service musical, { $expired } ont pris plus de { $minutes } min. Leurs utilisateurs ont été prévenus (une génération échouée n'est pas facturée). Vérifiez l'état du service.
alert-jobs-over = ✅ Les générations aboutissent de nouveau : l'une vient de se terminer.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = Aucune piste lancée et rien de dépensé ces { $days } derniers jours : il n'y a pas encore de graphique à tracer. /quota affiche les chiffres du jour.
report-caption = 📈 Les { $days } derniers jours : { $tracks ->
        [one] { $tracks } piste lancée
        [many] { $tracks } de pistes lancées
       *[other] { $tracks } pistes lancées
    }, { $byn } BYN dépensés. /quota affiche les chiffres du jour.
report-title = Les { $days } derniers jours
report-tracks-axis = Par jour
report-limit = Limite quotidienne ({ $limit })
report-money-axis = BYN dépensés par jour
report-top-title = Top des utilisateurs des { $days } derniers jours
report-top-line = { $name } ({ $id }) : { $tracks ->
        [one] { $tracks } piste
        [many] { $tracks } de pistes
       *[other] { $tracks } pistes
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = Indiquez à qui s'applique le quota et combien de pistes par jour : <code>/limit 123456789 3</code> pour une personne (ses chansons dans toutes les discussions), <code>/limit -1001234567890 5</code> pour un groupe (ses membres le partagent), <code>0</code> pour aucune piste, <code>off</code> pour supprimer le quota. Dans un groupe, <code>/limit 5</code> seul désigne ce groupe. Ajoutez <code>lyrics</code> pour un quota quotidien de paroles écrites par le modèle de texte : <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = « { $value } » n'est pas un identifiant de discussion : celui d'une personne est un nombre comme <code>123456789</code>, celui d'un groupe commence par un moins, comme <code>-1001234567890</code>.
limit-bad-number = « { $value } » n'est pas un nombre de pistes : écrivez un nombre entier de 0 à { $max }, ou <code>off</code> pour supprimer le quota.
limit-negative = Un quota ne peut pas être négatif ({ $value }) : écrivez <code>0</code> pour aucune piste, ou <code>off</code> pour supprimer le quota.
limit-set = ✅ { $whose ->
        [group] Le groupe <code>{ $id }</code> peut lancer { $tracks } { $tracks ->
            [one] piste
            [many] de pistes
           *[other] pistes
        } par jour, à partager entre ses membres.
       *[user] <code>{ $id }</code> peut lancer { $tracks } { $tracks ->
            [one] piste
            [many] de pistes
           *[other] pistes
        } par jour, dans toutes les discussions.
    } Utilisées aujourd'hui : { $used }.
limit-set-none = ⛔ { $whose ->
        [group] Plus personne dans le groupe <code>{ $id }</code> ne peut y lancer de piste.
       *[user] <code>{ $id }</code> ne peut plus lancer de piste.
    } Ses chansons attendent dans la file ; <code>/limit { $id } off</code> supprime le quota.
limit-off = ✅ Le quota de <code>{ $id }</code> est supprimé. { $fallback ->
        [default] USER_DAILY_LIMIT s'applique de nouveau : { $default } par jour.
        [chat] Ce que la discussion demande en son propre nom retombe sous USER_DAILY_LIMIT : { $default } par jour ; ses membres n'ont plus de quota commun.
       *[none] Seule la limite de l'organisation s'applique.
    }
limit-off-none = <code>{ $id }</code> n'avait pas de quota propre ; rien n'a changé.
limits-header = 🎟 <b>Quotas quotidiens des pistes de l'organisation</b>
limits-default = { $fallback ->
        [default] Tous les autres, y compris les chaînes et les discussions qui demandent en leur propre nom : { $default } par jour chacun (USER_DAILY_LIMIT). Les membres d'un groupe n'ont de quota commun que s'il est défini ici.
       *[none] Tous les autres : pas de quota propre (USER_DAILY_LIMIT=0), seulement la limite de l'organisation.
    }
limits-none = Aucun quota défini pour l'instant : <code>/limit 123456789 3</code> en définit un.
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(groupe)
       *[user] {""}
    } : { $used } sur { $tracks } utilisées aujourd'hui
quota-shares = <b>Quotas quotidiens</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = Paroles aujourd'hui (appels au modèle de texte) : { $used } { $limited ->
        [yes] sur { $limit } (reste { $left }, ORG_TEXT_DAILY_LIMIT)
       *[no] (pas de limite quotidienne : ORG_TEXT_DAILY_LIMIT=0)
    } ; { $own_limited ->
        [yes] { $own } par jour pour chaque personne ou discussion qui demande en son propre nom (USER_TEXT_DAILY_LIMIT)
       *[no] pas de limite par personne (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>Qui a demandé le plus de paroles aujourd'hui</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>) : { $calls }
quota-askers-none = Pas de paroles écrites aujourd'hui.
limit-lyrics-set = ✅ <code>{ $id }</code> peut faire { $calls } { $calls ->
        [one] appel
        [many] d'appels
       *[other] appels
    } au modèle de texte par jour (paroles écrites ou réécrites), dans toutes les discussions. Utilisés aujourd'hui : { $used }.
limit-lyrics-off = ✅ Le quota de paroles de <code>{ $id }</code> est supprimé. { $fallback ->
        [default] USER_TEXT_DAILY_LIMIT s'applique de nouveau : { $default } par jour.
       *[none] Seule la limite de l'organisation s'applique (USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code> n'avait pas de quota de paroles propre ; rien n'a changé.
report-tracks-bars = Pistes lancées
report-lyrics-bars = Paroles écrites (appels au modèle de texte)
