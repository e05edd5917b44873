## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = أو اختر نوعًا موسيقيًا ومزاجًا أدناه: يُدمجان معًا، والأسلوب الذي تكتبه بالأمر <code>/style كلماتك</code> يحلّ محلهما.
style-genre-pop = بوب
style-genre-rock = روك
style-genre-ballad = بالاد
style-genre-hiphop = هيب هوب
style-genre-folk = فولك
style-genre-electronic = إلكتروني
style-mood-upbeat = مبهج
style-mood-calm = هادئ
style-mood-sad = حزين
style-mood-epic = ملحمي
button-style-reset = ✖️ بلا أسلوب
button-style-open = 🎨 الأسلوب
button-style-back = ↩️ رجوع
style-answer-set = 🎨 اختير الأسلوب
style-answer-reset = أُزيل الأسلوب: الخدمة تختار
preview-style-chosen = 🎨 الأسلوب المختار: { $style }
preview-hint-styles = اختر نوعًا موسيقيًا ومزاجًا لهذه الأغنية (يبقى أسلوب المحادثة كما هو). زر «🎵 اصنع الأغنية» يصرف مقطعًا واحدًا (المقاطع المتبقية اليوم: { $left }).
