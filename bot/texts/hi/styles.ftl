## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = या नीचे से जॉनर और मूड चुनें: दोनों मिला दिए जाते हैं, और <code>/style आपके शब्द</code> से लिखा गया स्टाइल इनकी जगह ले लेता है।
style-genre-pop = पॉप
style-genre-rock = रॉक
style-genre-ballad = बैलेड
style-genre-hiphop = हिप-हॉप
style-genre-folk = फ़ोक
style-genre-electronic = इलेक्ट्रॉनिक
style-mood-upbeat = जोशीला
style-mood-calm = शांत
style-mood-sad = उदास
style-mood-epic = भव्य
button-style-reset = ✖️ बिना स्टाइल
button-style-open = 🎨 स्टाइल
button-style-back = ↩️ वापस
style-answer-set = 🎨 स्टाइल चुना गया
style-answer-reset = स्टाइल हटाया गया: सर्विस खुद चुनेगी
preview-style-chosen = 🎨 स्टाइल (चुना हुआ): { $style }
preview-hint-styles = इस गाने के लिए जॉनर और मूड चुनें (चैट का स्टाइल वैसा ही रहेगा)। “🎵 गाना बनाएँ” से एक ट्रैक खर्च होगा (आज बचे ट्रैक: { $left })।
