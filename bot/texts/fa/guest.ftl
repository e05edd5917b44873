## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 یک آهنگ
guest-start-bot =
    🎵 برای ساخت آهنگ در اینجا، اول به یک گفتگوی خصوصی با شما نیاز دارم: <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a> را باز کنید، «شروع» را بزنید و بعد دوباره اینجا مرا منشن کنید. چیزی مصرف نشد.
guest-access-refused =
    متأسفم، این ربات فقط برای کسانی آهنگ می‌سازد که مدیرانش اجازه داده‌اند. چیزی مصرف نشد.
guest-usage =
    🎵 بعد از نام من بنویسید آهنگ دربارهٔ چه باشد، مثلاً <code>@{ $bot } یک آهنگ تولد برای مکس</code>، یا متنی با خط‌های <code>[verse]</code> و <code>[chorus]</code>.
guest-lyrics-taken = 🎵 در حال گرفتن متن شما…
guest-if-stuck = <i>اگر این پیام تا یک دقیقه همین‌طور ماند، در مسیر مشکلی پیش آمده است: دوباره مرا منشن کنید.</i>
guest-elsewhere = 🎵 آهنگ شما از گفتگویی دیگر: پیامش آنجا دیگر قابل تغییر نبود، پس اینجا می‌فرستمش.
