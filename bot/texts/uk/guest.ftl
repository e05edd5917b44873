## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 Пісня
guest-start-bot =
    🎵 Щоб робити пісні тут, мені спершу потрібен особистий чат з вами: відкрийте <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>, натисніть «Почати» й знову згадайте мене тут. Нічого не витрачено.
guest-access-refused =
    Вибачте, цей бот робить пісні лише для тих, кому дозволили його адміни. Нічого не витрачено.
guest-usage =
    🎵 Напишіть після мого імені, про що пісня, наприклад <code>@{ $bot } пісня на день народження Макса</code>, або слова з рядками <code>[verse]</code> і <code>[chorus]</code>.
guest-lyrics-taken = 🎵 Беру ваші слова…
guest-elsewhere = 🎵 Ваша пісня з іншого чату: її повідомлення там уже не можна змінити, тому вона тут.
