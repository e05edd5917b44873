## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 送一首歌
gift-ask-recipient =
    🎁 <b>送一首歌作为礼物。</b>送给谁？请发送对方的名字。
    { $in_group ->
        [yes] 请回复这条消息来回答。{"\u000A"}
       *[no] {""}
    }/cancel 可随时退出；在你点击“🎵 生成歌曲”之前，不会消耗任何次数。
gift-ask-occasion =
    这首歌是为 { $name } 的什么场合准备的？例如：生日快乐、新婚快乐、新工作顺利。
gift-ask-details =
    告诉我一些关于 { $name } 的事：对方喜欢什么、你们共同的回忆、只有你们俩懂的笑话。一条消息就够了。
gift-answer-words = 请用简短的文字回答。
gift-answer-too-long = 有点长了：请不要超过 { $limit } 个字符。
gift-cancelled = 礼物已取消。未消耗任何次数。
# What the text model is asked for (as the topic of a /song).
gift-topic = 一首送给 { $name } 的歌，场合：{ $occasion }。关于 { $name }：{ $details }。在歌词中用上 { $name } 这个名字，以对其说话的口吻来写。
gift-caption = 🎁 献给 <b>{ $name }</b>：{ $occasion }！
gift-share-button = 🎁 发送给 { $name }
gift-busy = 我还在此聊天中为你写词。等预览出来后，请再次发送这条最后的回答：礼物的其他回答都已保留。
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 演唱读法：{ $names }
preview-sung-typed = 🎤 名字按输入的原样演唱。
button-sung-fix = 🎤 修正名字的读音
sung-ask = 🎤 <b>{ $name }</b> 应该怎么唱？请回复这条消息，按读音写出这个名字，可以用同音字，例如把“单”（shàn）写成 <i>善</i>。如果是另一个名字，请写 <i>名字 = 读法</i>。
sung-asked = 请回复我的问题，写出读法。
sung-set = 🎤 完成：上方预览已显示这个名字的唱法。这个写法只用于演唱；说明文字中仍保留你输入的名字。
sung-words = 请回复按读音写出的名字，几个字即可（最多 { $limit } 个字符）。
sung-too-long = 用这个写法，歌词会超过音乐服务 { $limit } 个字符的上限。请发送短一点的写法。
sung-too-many = 一首歌最多只能为 { $most } 个名字单独设置读法，所以名字保持预览中显示的样子。要修改其中某个，请回复 <i>名字 = 读法</i>；把读法写成和输入时一样，就会重新按原样演唱。
sung-not-shown = 无法在预览中显示新的读法，所以名字保持原样。请再试一次。
