## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 Une autre prise
take-title = { $title } (prise { $number })
take-question = 🔁 Une autre prise de « { $title } » : les mêmes paroles et le même style, chantés de nouveau en prise { $number }. Cela utilise une piste.
    { $mine ->
        [0] Il ne vous reste aucune piste aujourd'hui : elle attendrait donc dans la file jusqu'à ce que vous en ayez de nouveau une
        [one] Il vous reste { $mine } piste aujourd'hui
        [many] Il vous reste { $mine } de pistes aujourd'hui
       *[other] Il vous reste { $mine } pistes aujourd'hui
    } ; { $everyone ->
        [one] il reste { $everyone } piste
        [many] il reste { $everyone } de pistes
       *[other] il reste { $everyone } pistes
    } pour tout le monde.
button-take-go = ✅ Faire la prise { $number }
button-take-no = ✖️ Non, merci
take-footer-declined = 🗑 Pas de nouvelle prise. Aucune piste n'a été utilisée.
take-footer-expired = ⌛ Cette question a expiré après un jour sans réponse. Aucune piste n'a été utilisée ; appuyez sur 🔁 Une autre prise sous la chanson pour la reposer.
take-answer-asked = Répondez à la question sous la chanson.
take-answer-already = J'ai déjà posé la question d'une autre prise de cette chanson : répondez à cette question-là.
take-answer-no-words = Les paroles de cette chanson ne sont plus conservées : elle ne peut donc pas être chantée de nouveau.
take-answer-not-shown = Je n'ai pas pu afficher la question : rien ne sera chanté et aucune piste n'a été utilisée. Réessayez, s'il vous plaît.
take-answer-declined = Pas de nouvelle prise ; aucune piste n'a été utilisée.
take-answer-expired = Cette question a expiré ; appuyez de nouveau sur 🔁 Une autre prise sous la chanson.

## Likes that teach the admins: 👍 / 👎 under a song (bot/ui/votes.py), and /report's styles

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 C'est noté. Merci !
       *[down] 👎 C'est noté. Merci pour votre avis !
    }
vote-answer-changed = { $vote ->
        [up] Changé en 👍.
       *[down] Changé en 👎.
    }
vote-answer-same = { $vote ->
        [up] Vous avez déjà mis 👍.
       *[down] Vous avez déjà mis 👎.
    }
styles-report-header = 🎚 Styles des chansons créées ces { $days } derniers jours : combien de chansons, combien ont reçu plus de 👍 que de 👎, et combien l'inverse.
styles-report-line = { $name } : { $made } { $made ->
        [one] chanson
        [many] de chansons
       *[other] chansons
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ « { $style } »
styles-report-none = ∅ Sans style (le service a choisi)
styles-report-more = …et { $count } { $count ->
        [one] autre style
        [many] d'autres styles
       *[other] autres styles
    }
