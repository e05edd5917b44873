## The command menu (setMyCommands): one short line per command

menu-start = الترحيب وطريقة العمل
menu-help = كيف تحصل على أغنية
menu-lyrics = أغنية من الكلمات المكتوبة تحت الأمر
menu-song = كتابة كلمات عن موضوع، ثم صنع الأغنية
menu-gift = أغنية هدية: بضعة أسئلة، ثم الكلمات
menu-style = عرض أسلوب الأغاني هنا أو ضبطه
menu-duration = عرض أقصى مدة للمقطع أو ضبطها
menu-status = الأغاني المطلوبة هنا وحال كل منها
menu-mytracks = أغانيك الأخيرة هنا، لتحصل على إحداها مجددًا
menu-cancel = إلغاء أغانيك التي لا تزال في قائمة الانتظار
menu-lang = اختيار اللغة التي أجيب بها
menu-quota = للمشرفين: المقاطع والتوليد الجاري والانتظار والمصروف
menu-report = للمشرفين: آخر 30 يومًا في رسم بياني
menu-limit = للمشرفين: حصة يومية من المقاطع لشخص أو مجموعة
menu-limits = للمشرفين: الحصص اليومية واستهلاكها اليوم
menu-allow = للمشرفين: السماح لمحادثة بطلب الأغاني
menu-deny = للمشرفين: منع محادثة من طلب الأغاني
menu-access = للمشرفين: من يمكنه طلب الأغاني
menu-pause = للمشرفين: إيقاف الإرسال إلى الخدمة مؤقتًا
menu-resume = للمشرفين: استئناف الإرسال

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = أحوّل كلماتك، أو موضوعًا تختاره، إلى أغنية مغنّاة. أرسل الكلمات مع وسوم الأقسام مثل [verse] و[chorus]، أو /song وموضوعًا، وستصلك الأغنية هنا ملفًا صوتيًا. أضفني إلى مجموعة لتصنعوا الأغاني معًا.
bot-short-description = يحوّل الكلمات أو أي موضوع إلى أغنية مغنّاة.
