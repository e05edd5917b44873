## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 A song as a gift
gift-ask-recipient =
    🎁 <b>A song as a gift.</b> Who is it for? Send their name.
    { $in_group ->
        [yes] Answer by replying to this message.{" "}
       *[no] {""}
    }/cancel stops at any step; nothing is spent before you press “🎵 Make the song”.
gift-ask-occasion =
    What is the occasion for { $name }? For example: happy birthday, happy wedding day, good luck in the new job.
gift-ask-details =
    Tell me a few things about { $name }: what they love, a shared memory, a joke only you two know. One message is enough.
gift-answer-words = Please answer with a few words of text.
gift-answer-too-long = That is a bit long: { $limit } characters at most, please.
gift-cancelled = The gift is cancelled. Nothing was spent.
# What the text model is asked for (as the topic of a /song).
gift-topic = a song for { $name } for this occasion: { $occasion }. About { $name }: { $details }. Use the name { $name } in the lyrics and address them.
gift-caption = 🎁 For <b>{ $name }</b>, { $occasion }!
gift-share-button = 🎁 Send it to { $name }
gift-busy = I'm still writing your lyrics in this chat. Send this last answer again once their preview is here: the gift's other answers are kept.
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 Sung as: { $names }
preview-sung-typed = 🎤 Names are sung as typed.
button-sung-fix = 🎤 Fix how a name sounds
sung-ask = 🎤 How should <b>{ $name }</b> be sung? Reply to this message with the name written as it sounds, for example <i>Shi-vawn</i>. For another name, write <i>Name = spelling</i>.
sung-asked = Reply to my question with the spelling.
sung-set = 🎤 Done: the preview above now shows how the name is sung. Only the singer gets this spelling; the caption keeps the name as you typed it.
sung-words = Please reply with the name written as it sounds, in a few letters (at most { $limit }).
sung-too-long = With that spelling the lyrics would be over the music service's { $limit } characters. Please send a shorter one.
sung-too-many = A song can carry its own spelling for at most { $most } names, so I kept the names as the preview shows them. To change one of those, reply with <i>Name = spelling</i>; a name written as typed is sung as typed again.
sung-not-shown = I couldn't show the new spelling in the preview, so the names stay as it shows them. Please try again.
