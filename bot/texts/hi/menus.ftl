## The command menu (setMyCommands): one short line per command

menu-start = स्वागत और यह कैसे काम करता है
menu-help = गाना कैसे पाएँ
menu-lyrics = कमांड के नीचे लिखे बोल से गाना बनाएँ
menu-song = किसी विषय पर बोल लिखवाएँ, फिर गाना बनाएँ
menu-gift = तोहफ़े में गाना: कुछ सवाल, फिर बोल
menu-style = यहाँ के गानों का स्टाइल देखें या तय करें
menu-duration = ट्रैक की अधिकतम लंबाई देखें या तय करें
menu-status = यहाँ माँगे गए गाने और हर एक की स्थिति
menu-mytracks = यहाँ आपके हाल के गाने, दोबारा पाने के लिए
menu-cancel = कतार में इंतज़ार कर रहे अपने गाने रद्द करें
menu-lang = वह भाषा चुनें जिसमें मैं जवाब दूँ
menu-quota = एडमिन: ट्रैक, स्लॉट, कतार और खर्च
menu-report = एडमिन: पिछले 30 दिन चार्ट में
menu-limit = एडमिन: व्यक्ति या ग्रुप के लिए ट्रैक का दैनिक कोटा
menu-limits = एडमिन: दैनिक कोटा और आज का इस्तेमाल
menu-allow = एडमिन: किसी चैट को गाने माँगने की अनुमति दें
menu-deny = एडमिन: किसी चैट को गाने माँगने से रोकें
menu-access = एडमिन: कौन गाने माँग सकता है
menu-pause = एडमिन: सर्विस को भेजना रोकें
menu-resume = एडमिन: सर्विस को भेजना फिर शुरू करें

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = मैं आपके बोल, या किसी विषय, को गाए हुए गाने में बदलता हूँ। [verse] और [chorus] जैसे सेक्शन टैग वाले बोल भेजें, या /song और कोई विषय, और गाना ऑडियो के रूप में यहीं आ जाएगा। मिलकर गाने बनाने के लिए मुझे किसी ग्रुप में जोड़ें।
bot-short-description = आपके बोल या किसी विषय से गाया हुआ गाना बनाता है।
