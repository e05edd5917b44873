## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Песня
guest-start-bot =
    🎵 Каб рабіць песні тут, мне спачатку патрэбны асабісты чат з вамі: адкрыйце <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>, націсніце «Пачаць» і зноў згадайце мяне тут. Нічога не выдаткавана.
guest-access-refused =
    Прабачце, гэты бот робіць песні толькі для тых, каму дазволілі яго адміны. Нічога не выдаткавана.
guest-usage =
    🎵 Напішыце пасля майго імя, пра што песня, напрыклад <code>@{ $bot } песня на дзень нараджэння Макса</code>, або словы з радкамі <code>[verse]</code> і <code>[chorus]</code>.
guest-lyrics-taken = 🎵 Бяру вашы словы…
guest-elsewhere = 🎵 Ваша песня з іншага чата: яе паведамленне там ужо нельга змяніць, таму яна тут.
