## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = یا از پایین یک ژانر و یک حال‌وهوا انتخاب کنید: با هم ترکیب می‌شوند، و سبکی که با <code>/style کلمات شما</code> بنویسید جای آنها را می‌گیرد.
style-genre-pop = پاپ
style-genre-rock = راک
style-genre-ballad = بالاد
style-genre-hiphop = هیپ‌هاپ
style-genre-folk = فولک
style-genre-electronic = الکترونیک
style-mood-upbeat = شاد
style-mood-calm = آرام
style-mood-sad = غمگین
style-mood-epic = حماسی
button-style-reset = ✖️ بدون سبک
button-style-open = 🎨 سبک
button-style-back = ↩️ بازگشت
style-answer-set = 🎨 سبک انتخاب شد
style-answer-reset = سبک پاک شد: سرویس انتخاب می‌کند
preview-style-chosen = 🎨 سبک انتخابی: { $style }
preview-hint-styles = برای این آهنگ یک ژانر و یک حال‌وهوا انتخاب کنید (سبک گفتگو تغییری نمی‌کند). «🎵 ساخت آهنگ» یک قطعه مصرف می‌کند (قطعه‌های باقی‌ماندهٔ امروز: { $left }).
