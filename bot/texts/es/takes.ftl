## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 Otra toma
take-title = { $title } (toma { $number })
take-question = 🔁 Otra toma de «{ $title }»: la misma letra y el mismo estilo, cantados de nuevo como toma { $number }. Usa una pista.
    { $mine ->
        [0] Hoy no te quedan pistas, así que esperaría en la cola hasta que vuelvas a tener una
        [one] Hoy te queda { $mine } pista
        [many] Hoy te quedan { $mine } de pistas
       *[other] Hoy te quedan { $mine } pistas
    }; para todos, { $everyone ->
        [one] queda { $everyone } pista
        [many] quedan { $everyone } de pistas
       *[other] quedan { $everyone } pistas
    }.
button-take-go = ✅ Grabar toma { $number }
button-take-no = ✖️ No, gracias
take-footer-declined = 🗑 Sin toma nueva. No se gastó ninguna pista.
take-footer-expired = ⌛ Esta pregunta caducó tras un día sin respuesta. No se gastó ninguna pista; toca 🔁 Otra toma debajo de la canción para volver a preguntar.
take-answer-asked = Responde a la pregunta que está debajo de la canción.
take-answer-already = Ya pregunté por otra toma de esta canción: responde a esa pregunta.
take-answer-no-words = La letra de esta canción ya no se conserva, así que no se puede volver a cantar.
take-answer-not-shown = No pude mostrar la pregunta, así que no se cantará nada y no se gastó ninguna pista. Inténtalo de nuevo, por favor.
take-answer-declined = Sin toma nueva; no se gastó ninguna pista.
take-answer-expired = Esta pregunta caducó; vuelve a tocar 🔁 Otra toma debajo de la canción.

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
        [up] 👍 Anotado. ¡Gracias!
       *[down] 👎 Anotado. ¡Gracias por decírnoslo!
    }
vote-answer-changed = { $vote ->
        [up] Cambiado a 👍.
       *[down] Cambiado a 👎.
    }
vote-answer-same = { $vote ->
        [up] Ya le diste 👍.
       *[down] Ya le diste 👎.
    }
styles-report-header = 🎚 Estilos de las canciones hechas en los últimos { $days } días: cuántas canciones, cuántas recibieron más 👍 que 👎 y cuántas al revés.
styles-report-line = { $name }: { $made } { $made ->
        [one] canción
        [many] de canciones
       *[other] canciones
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ «{ $style }»
styles-report-none = ∅ Sin estilo (eligió el servicio)
styles-report-more = …y { $count } { $count ->
        [one] estilo más
        [many] de estilos más
       *[other] estilos más
    }
