## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Песня
guest-start-bot =
    🎵 Чтобы делать песни здесь, мне сначала нужен личный чат с вами: откройте <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>, нажмите «Старт» и снова упомяните меня здесь. Ничего не потрачено.
guest-access-refused =
    Извините, этот бот делает песни только для тех, кому разрешили его админы. Ничего не потрачено.
guest-usage =
    🎵 Напишите после моего имени, о чём песня, например <code>@{ $bot } песня на день рождения Макса</code>, или слова со строками <code>[verse]</code> и <code>[chorus]</code>.
guest-lyrics-taken = 🎵 Беру ваши слова…
guest-elsewhere = 🎵 Ваша песня из другого чата: её сообщение там уже нельзя изменить, поэтому она здесь.
