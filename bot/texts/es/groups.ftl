## Groups and supergroups

groups-hint =
    Para crear una canción aquí, escribe <code>/lyrics@{ $bot }</code> con la letra en las líneas siguientes, o responde a uno de mis mensajes con una letra con las etiquetas <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.{ $topics ->
        [yes] {" "}Con <code>/song@{ $bot } un tema</code>, primero escribo yo la letra.
       *[no] {""}
    }
groups-settings-refused = En un grupo, solo sus administradores pueden cambiar el estilo y la duración de sus canciones.
groups-welcome =
    ¡Hola! Convierto letras en canciones cantadas. Escribe <code>/lyrics@{ $bot }</code> con la letra en las líneas siguientes, y la canción llegará aquí como respuesta.
    Con el modo de privacidad de Telegram solo veo los comandos y las respuestas a mis mensajes; en /help@{ $bot } están los detalles.
groups-welcome-closed = Las canciones le cuestan dinero a la organización, así que este grupo necesita primero el permiso de un administrador: pide a un administrador del bot que autorice el id de grupo <code>{ $chat_id }</code>.
access-refused-group =
    Lo siento, este grupo aún no puede pedir canciones: los administradores del bot no lo han autorizado.
    El id del grupo es <code>{ $chat_id }</code> y el tuyo es <code>{ $user_id }</code>: envíaselos a un administrador de este bot para pedir acceso.
