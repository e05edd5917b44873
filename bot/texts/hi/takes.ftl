## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 एक और टेक
take-title = { $title } (टेक { $number })
take-question = 🔁 “{ $title }” का एक और टेक: वही बोल और स्टाइल, टेक { $number } के रूप में फिर से गाया जाएगा। इसमें एक ट्रैक लगेगा।
    { $mine ->
        [0] आज आपके पास कोई ट्रैक नहीं बचा, इसलिए यह कतार में तब तक इंतज़ार करेगा जब तक आपके पास फिर से ट्रैक न हो
        [one] आज आपके पास { $mine } ट्रैक बचा है
       *[other] आज आपके पास { $mine } ट्रैक बचे हैं
    }; सबके लिए { $everyone ->
        [0] कोई ट्रैक नहीं बचा
        [one] { $everyone } ट्रैक बचा है
       *[other] { $everyone } ट्रैक बचे हैं
    }।
button-take-go = ✅ टेक { $number } बनाएँ
button-take-no = ✖️ नहीं, धन्यवाद
take-footer-declined = 🗑 कोई नया टेक नहीं। कोई ट्रैक खर्च नहीं हुआ।
take-footer-expired = ⌛ एक दिन तक जवाब न मिलने से यह सवाल खत्म हो गया। कोई ट्रैक खर्च नहीं हुआ; फिर से पूछने के लिए गाने के नीचे 🔁 एक और टेक दबाएँ।
take-answer-asked = गाने के नीचे वाले सवाल का जवाब दें।
take-answer-already = मैं इस गाने के एक और टेक के बारे में पहले ही पूछ चुका हूँ: उस सवाल का जवाब दें।
take-answer-no-words = इस गाने के बोल अब सेव नहीं हैं, इसलिए इसे फिर से नहीं गाया जा सकता।
take-answer-not-shown = मैं सवाल नहीं दिखा पाया, इसलिए कुछ नहीं गाया जाएगा और कोई ट्रैक खर्च नहीं हुआ। कृपया फिर कोशिश करें।
take-answer-declined = कोई नया टेक नहीं; कोई ट्रैक खर्च नहीं हुआ।
take-answer-expired = यह सवाल खत्म हो गया; गाने के नीचे 🔁 एक और टेक फिर से दबाएँ।

## Likes that teach the admins: 👍 / 👎 under a song (bot/ui/votes.py), and /report's styles

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 गिन लिया। धन्यवाद!
       *[down] 👎 गिन लिया। बताने के लिए धन्यवाद!
    }
vote-answer-changed = { $vote ->
        [up] 👍 में बदल दिया।
       *[down] 👎 में बदल दिया।
    }
vote-answer-same = { $vote ->
        [up] आपने इसे पहले ही 👍 दिया है।
       *[down] आपने इसे पहले ही 👎 दिया है।
    }
styles-report-header = 🎚 पिछले { $days } दिनों में बने गानों के स्टाइल: कितने गाने बने, कितनों को 👎 से ज़्यादा 👍 मिले, और कितनों को इसका उल्टा।
styles-report-line = { $name }: { $made } { $made ->
        [0] गाने
        [one] गाना
       *[other] गाने
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ “{ $style }”
styles-report-none = ∅ कोई स्टाइल नहीं (सर्विस ने चुना)
styles-report-more = …और { $count } { $count ->
        [one] अन्य स्टाइल
       *[other] अन्य स्टाइल
    }
