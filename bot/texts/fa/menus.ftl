## The command menu (setMyCommands): one short line per command

menu-start = خوشامد و نحوهٔ کار
menu-help = چطور آهنگ بگیرید
menu-lyrics = ساخت آهنگ از متنِ زیر دستور
menu-song = نوشتن متن دربارهٔ یک موضوع، بعد ساخت آهنگ
menu-gift = آهنگ هدیه: چند سؤال، بعد متن
menu-style = نمایش یا تنظیم سبک آهنگ‌ها در اینجا
menu-duration = نمایش یا تنظیم بیشترین طول قطعه
menu-status = آهنگ‌های درخواستی اینجا و وضعیت هر کدام
menu-mytracks = آهنگ‌های اخیر شما در اینجا، برای دریافت دوباره
menu-cancel = لغو آهنگ‌هایتان که هنوز در صف‌اند
menu-lang = انتخاب زبان پاسخ‌های من
menu-quota = ویژهٔ مدیران: قطعه‌ها، ظرفیت، صف و هزینه‌ها
menu-report = ویژهٔ مدیران: 30 روز اخیر در یک نمودار
menu-limit = ویژهٔ مدیران: سهمیهٔ روزانهٔ قطعه برای شخص یا گروه
menu-limits = ویژهٔ مدیران: سهمیه‌های روزانه و مصرف امروزشان
menu-allow = ویژهٔ مدیران: اجازهٔ درخواست آهنگ به یک گفتگو
menu-deny = ویژهٔ مدیران: گرفتن اجازهٔ درخواست آهنگ از یک گفتگو
menu-access = ویژهٔ مدیران: چه کسانی می‌توانند آهنگ بخواهند
menu-pause = ویژهٔ مدیران: توقف ارسال به سرویس
menu-resume = ویژهٔ مدیران: ادامهٔ ارسال

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = متن آهنگ یا یک موضوع را به آهنگی با صدای خواننده تبدیل می‌کنم. متن را با برچسب‌های بخش مثل [verse] و [chorus] بفرستید، یا /song و یک موضوع، تا آهنگ به‌صورت فایل صوتی همین‌جا برگردد. مرا به گروه اضافه کنید تا با هم آهنگ بسازید.
bot-short-description = متن یا یک موضوع را به آهنگی با صدای خواننده تبدیل می‌کند.
