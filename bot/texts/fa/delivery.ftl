## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ «{ $title }» ساخته و هزینه‌اش حساب شد ({ $price } BYN)، اما با وجود تلاش‌های زیاد نتوانستم آن را به این گفتگو برسانم. لطفاً به مدیران ربات خبر دهید.
delivery-file-gone = ❌ «{ $title }» ساخته و هزینه‌اش حساب شد ({ $price } BYN)، اما سرویس موسیقی دیگر فایلش را ندارد: مدام پاسخ می‌داد که فایل وجود ندارد، پس نتوانستم دریافتش کنم. لطفاً به مدیران ربات خبر دهید.
delivery-file-incomplete = ❌ «{ $title }» ساخته و هزینه‌اش حساب شد ({ $price } BYN)، اما فایلی که سرویس موسیقی می‌دهد ناقص است: { $got } از { $length } را دارد. { $tries } بار دریافتش کردم و هیچ‌وقت کامل نبود، پس آهنگ خراب را نفرستادم. لطفاً به مدیران ربات خبر دهید.
delivery-file-unreadable = ❌ «{ $title }» ساخته و هزینه‌اش حساب شد ({ $price } BYN)، اما فایلی که سرویس موسیقی می‌دهد خراب است: { $tries } بار دریافتش کردم و نتوانستم بخوانمش. لطفاً به مدیران ربات خبر دهید.
mytracks-header = { $count ->
        [1] 🎵 آهنگ شما در این گفتگو. برای دریافت دوباره، رویش بزنید:
       *[other] 🎵 { $count } آهنگ آخر شما در این گفتگو. برای دریافت دوباره، روی یکی بزنید:
    }
mytracks-empty = هنوز در این گفتگو آهنگ تحویل‌شده‌ای ندارید. برای ساختن یکی، متن بفرستید.
mytracks-button = { $title } · { $length }
track-sending = در حال فرستادن دوباره…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 متن
lyrics-header = 📝 متن «{ $title }»:
song-words-none = این آهنگ متنی برای نمایش ندارد.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>، تاپیک شما بسته یا حذف شد، پس این پیام اینجا می‌آید:
topic-gone-chat = { $name }، تاپیک شما بسته یا حذف شد، پس این پیام اینجا می‌آید:
topic-closed-private = ℹ️ گروهی که در آن درخواست دادید به روی من بسته است، تاپیک General آن هم، پس این پیام اینجا می‌آید:
topic-closed-admins = ℹ️ پیامی برای <a href="tg://user?id={ $id }">{ $name }</a> در گفتگوی { $chat } فرستاده نشد: تاپیک او و تاپیک General آنجا بسته‌اند و نمی‌توانم به او پیام خصوصی بدهم. این هم پیام:
song-waits-admins = ℹ️ آهنگ «{ $title }» که <a href="tg://user?id={ $id }">{ $name }</a> در گفتگوی <code>{ $chat }</code> درخواست کرده، منتظر مانده است: تاپیک آن و تاپیک General آنجا بسته‌اند و او هنوز گفتگویی با من شروع نکرده، پس نمی‌توانم آن را خصوصی برایش بفرستم. به محض اینکه به من پیام بدهد، برایش فرستاده می‌شود.
song-waits-admins-chat = ℹ️ آهنگ «{ $title }» که { $name } در گفتگوی <code>{ $chat }</code> درخواست کرده، منتظر مانده است: تاپیک آن و تاپیک General آنجا بسته‌اند. به محض باز شدن یکی از آنها فرستاده می‌شود.
topic-closed-admins-chat = ℹ️ پیامی برای { $name } در گفتگوی { $chat } فرستاده نشد: تاپیک آن و تاپیک General آنجا بسته‌اند. این هم پیام:
