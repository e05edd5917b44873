## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 Canción de regalo
gift-ask-recipient =
    🎁 <b>Una canción de regalo.</b> ¿Para quién es? Envía su nombre.
    { $in_group ->
        [yes] Responde a este mensaje.{"\u000A"}
       *[no] {""}
    }/cancel lo detiene en cualquier paso; no se gasta nada hasta que toques «🎵 Crear la canción».
gift-ask-occasion =
    ¿Cuál es la ocasión para { $name }? Por ejemplo: feliz cumpleaños, felicidades por la boda, suerte en el nuevo trabajo.
gift-ask-details =
    Cuéntame algunas cosas sobre { $name }: lo que le encanta, un recuerdo compartido, una broma privada entre los dos. Basta con un mensaje.
gift-answer-words = Responde con unas pocas palabras de texto, por favor.
gift-answer-too-long = Es un poco largo: { $limit } caracteres como máximo, por favor.
gift-cancelled = Regalo cancelado. No se gastó nada.
# What the text model is asked for (as the topic of a /song).
gift-topic = una canción para { $name }, ocasión: { $occasion }. Sobre { $name }: { $details }. Usa el nombre { $name } en la letra y háblale.
gift-caption = 🎁 ¡Para <b>{ $name }</b>, { $occasion }!
gift-share-button = 🎁 Enviar a { $name }
gift-busy = Aún estoy escribiendo tu letra en este chat. Vuelve a enviar esta última respuesta cuando llegue su vista previa: las demás respuestas del regalo se conservan.
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 Se canta así: { $names }
preview-sung-typed = 🎤 Los nombres se cantan tal como se escribieron.
button-sung-fix = 🎤 Ajustar pronunciación
sung-ask = 🎤 ¿Cómo se debe cantar <b>{ $name }</b>? Responde a este mensaje con el nombre escrito como suena, por ejemplo <i>Yénifer</i>. Para otro nombre, escribe <i>Nombre = como suena</i>.
sung-asked = Responde a mi pregunta con el nombre escrito como suena.
sung-set = 🎤 Hecho: la vista previa de arriba ya muestra cómo se canta el nombre. Esa forma de escribirlo solo se usa para cantar; la dedicatoria conserva el nombre tal como lo escribiste.
sung-words = Responde con el nombre escrito como suena, en pocas letras (como máximo { $limit }).
sung-too-long = Escrito así, la letra superaría los { $limit } caracteres que admite el servicio de música. Escríbelo más corto, por favor.
sung-too-many = Una canción puede llevar una pronunciación propia para { $most } nombres como máximo, así que dejé los nombres como los muestra la vista previa. Para cambiar uno de ellos, responde con <i>Nombre = como suena</i>; si escribes un nombre tal como estaba, vuelve a cantarse así.
sung-not-shown = No pude mostrar la nueva pronunciación en la vista previa, así que los nombres se quedan como se muestran. Inténtalo de nuevo, por favor.
