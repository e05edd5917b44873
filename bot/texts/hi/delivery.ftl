## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ “{ $title }” बन गया और उसका पैसा लग गया ({ $price } BYN), लेकिन कई कोशिशों के बाद भी मैं उसे इस चैट तक नहीं पहुँचा पाया। कृपया बॉट के एडमिन को बताएँ।
delivery-file-gone = ❌ “{ $title }” बन गया और उसका पैसा लग गया ({ $price } BYN), लेकिन म्यूज़िक सर्विस के पास अब उसकी फ़ाइल नहीं है: सर्विस बार-बार कहती रही कि फ़ाइल मौजूद नहीं है, इसलिए मैं उसे नहीं ला पाया। कृपया बॉट के एडमिन को बताएँ।
delivery-file-incomplete = ❌ “{ $title }” बन गया और उसका पैसा लग गया ({ $price } BYN), लेकिन म्यूज़िक सर्विस जो फ़ाइल दे रही है, वह अधूरी है: उसमें { $length } में से सिर्फ़ { $got } है। मैंने उसे { $tries } बार डाउनलोड किया और एक बार भी पूरी नहीं मिली, इसलिए अधूरा गाना नहीं भेजा। कृपया बॉट के एडमिन को बताएँ।
delivery-file-unreadable = ❌ “{ $title }” बन गया और उसका पैसा लग गया ({ $price } BYN), लेकिन म्यूज़िक सर्विस जो फ़ाइल दे रही है, वह खराब है: मैंने उसे { $tries } बार डाउनलोड किया और पढ़ नहीं पाया। कृपया बॉट के एडमिन को बताएँ।
mytracks-header = { $count ->
        [1] 🎵 इस चैट में आपका गाना। दोबारा पाने के लिए उस पर टैप करें:
       *[other] 🎵 इस चैट में आपके पिछले { $count } गाने। किसी को दोबारा पाने के लिए उस पर टैप करें:
    }
mytracks-empty = इस चैट में अभी तक आपको कोई गाना नहीं भेजा गया। एक बनाने के लिए बोल भेजें।
mytracks-button = { $title } · { $length }
track-sending = दोबारा भेजा जा रहा है…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 बोल
lyrics-header = 📝 “{ $title }” के बोल:
song-words-none = इस गाने में दिखाने के लिए कोई बोल नहीं हैं।

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>, आपका टॉपिक बंद या डिलीट कर दिया गया, इसलिए यह यहाँ भेज रहा हूँ:
topic-gone-chat = { $name }, आपका टॉपिक बंद या डिलीट कर दिया गया, इसलिए यह यहाँ भेज रहा हूँ:
topic-closed-private = ℹ️ जिस ग्रुप में आपने माँगा था, वह मेरे लिए बंद है, उसका General टॉपिक भी, इसलिए यह यहाँ भेज रहा हूँ:
topic-closed-admins = ℹ️ <a href="tg://user?id={ $id }">{ $name }</a> के लिए एक मैसेज चैट { $chat } में नहीं भेजा जा सका: उसका टॉपिक और General टॉपिक बंद हैं, और मैं उन्हें निजी तौर पर मैसेज नहीं कर सकता। यह रहा वह मैसेज:
song-waits-admins = ℹ️ <a href="tg://user?id={ $id }">{ $name }</a> के लिए गाना “{ $title }”, जो चैट <code>{ $chat }</code> में माँगा गया था, इंतज़ार कर रहा है: वहाँ उसका टॉपिक और General टॉपिक बंद हैं, और उन्होंने मुझे अभी तक Start नहीं किया है, इसलिए मैं उन्हें निजी तौर पर नहीं भेज सकता। जैसे ही वे मुझे मैसेज करेंगे, गाना उन्हें भेज दिया जाएगा।
song-waits-admins-chat = ℹ️ { $name } के लिए गाना “{ $title }”, जो चैट <code>{ $chat }</code> में माँगा गया था, इंतज़ार कर रहा है: वहाँ उसका टॉपिक और General टॉपिक बंद हैं। इनमें से कोई एक खुलते ही गाना भेज दिया जाएगा।
topic-closed-admins-chat = ℹ️ { $name } के लिए एक मैसेज चैट { $chat } में नहीं भेजा जा सका: उसका टॉपिक और General टॉपिक बंद हैं। यह रहा वह मैसेज:
