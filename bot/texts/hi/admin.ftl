## For the bot's admins only (ADMIN_USER_IDS)

admin-only = यह कमांड सिर्फ़ बॉट के एडमिन के लिए है।

## /quota

quota-header = 📊 <b>आज संगठन का हाल</b>
quota-tracks = आज के ट्रैक: { $limit } में से { $used } ({ $left } बाकी)
quota-active = अभी बन रहे हैं: { $limit } में से { $active }
quota-waiting = बॉट की कतार में इंतज़ार में: { $waiting }
quota-spent = खर्च: आज { $today } BYN, इस महीने { $month } BYN
quota-submissions = { $reason ->
        [wallet] ⏸ सर्विस ने गाने लेना रोक दिया है: वॉलेट खाली है (402)। टॉप-अप के बाद सर्विस जैसे ही कोई गाना लेगी, भेजना अपने-आप फिर शुरू हो जाएगा; /resume से तुरंत दोबारा कोशिश होगी।
        [key] ⏸ सर्विस को भेजना रुका हुआ है: सर्विस API key नहीं मान रही (401)। API_KEY जाँचें।
        [address] ⏸ सर्विस को भेजना रुका हुआ है: MUSIC_API_URL पर कोई म्यूज़िक सर्विस नहीं है (नए गाने पर 404)। एड्रेस ठीक करें और बॉट रीस्टार्ट करें।
        [admin] ⏸ एक एडमिन ने सर्विस को भेजना रोक दिया है। /resume से यह फिर शुरू होगा।
        [token] ⏸ नए गाने रुके हुए हैं: Telegram बॉट का टोकन नहीं मान रहा (401)। सही TELEGRAM_BOT_TOKEN डालें और बॉट रीस्टार्ट करें; इंतज़ार कर रहा कुछ भी नहीं खोएगा।
        [telegram] ⏸ नए गाने रुके हुए हैं: Telegram जवाब नहीं दे रहा। उसके लौटते ही वे अपने-आप शुरू हो जाएँगे।
        [disk] ⏸ नए गाने रुके हुए हैं: DATA_DIR वाली डिस्क पर अगले ट्रैक के लिए जगह नहीं है। कुछ जगह खाली करें; गाने अपने-आप शुरू हो जाएँगे।
       *[none] ▶️ सर्विस को भेजना चालू है।
    }
quota-jobs-failing = ⚠️ सर्विस पर जनरेशन बार-बार फ़ेल हो रहे हैं या उनका समय खत्म हो रहा है।
quota-top-chats = <b>इस महीने की टॉप चैट</b>
quota-top-users = <b>इस महीने के टॉप यूज़र</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): { $tracks ->
        [one] { $tracks } ट्रैक
       *[other] { $tracks } ट्रैक
    }, { $byn } BYN
quota-top-none = अभी तक कोई ट्रैक नहीं।

## /allow, /deny, /access

access-usage = कमांड के बाद चैट id लिखें, जैसे किसी व्यक्ति के लिए <code>/{ $command } 123456789</code> या ग्रुप के लिए <code>/{ $command } -1001234567890</code>। ग्रुप में सिर्फ़ <code>/{ $command }</code> का मतलब है यही ग्रुप।
access-allowed = ✅ <code>{ $chat_id }</code> अब गाने माँग सकता है।
access-denied = 🚫 <code>{ $chat_id }</code> अब गाने नहीं माँग सकता।
access-denied-admin = 🚫 <code>{ $chat_id }</code> को चैट के तौर पर रोक दिया गया है, लेकिन यह बॉट के एडमिन (ADMIN_USER_IDS) में से है, जो कहीं से भी माँग सकते हैं।
access-header = 🔐 <b>कौन गाने माँग सकता है</b> (ACCESS={ $mode ->
        [open] open: सभी; नीचे की सूचियाँ तभी लागू होंगी जब ACCESS private होगा
       *[private] private: एडमिन और नीचे दी गई चैट
    })
access-denied-ended = { $count ->
        [0] वहाँ कतार में कोई गाना इंतज़ार नहीं कर रहा था, इसलिए कुछ रद्द नहीं हुआ।
        [one] वहाँ कतार में इंतज़ार कर रहा { $count } गाना रद्द कर दिया गया; उस पर कुछ खर्च नहीं हुआ।
       *[other] वहाँ कतार में इंतज़ार कर रहे { $count } गाने रद्द कर दिए गए; उन पर कुछ खर्च नहीं हुआ।
    }
access-open-note = ध्यान दें: ACCESS=open में सभी माँग सकते हैं, इसलिए यह तभी लागू होगा जब ACCESS private होगा।
access-admins = एडमिन: { $ids }
access-configured = ALLOWED_CHAT_IDS से: { $ids }
access-list-allowed = <b>/allow से अनुमति मिली:</b>
access-list-denied = <b>/deny से रोकी गई:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …और { $count } अन्य।

## /pause and /resume

pause-done = ⏸ सर्विस को भेजना रोक दिया गया है। नए अनुरोध लिए जाते हैं और कतार में इंतज़ार करते हैं; जो गाने सर्विस पर पहले से हैं, वे फिर भी आएँगे। /resume से यह फिर शुरू होगा।
pause-already = सर्विस को भेजना पहले से ही एक एडमिन ने रोका हुआ है। /resume से यह फिर शुरू होगा।
resume-done = { $reason ->
        [admin] ▶️ सर्विस को भेजना फिर से चालू है।
        [lifted] ▶️ एडमिन की रोक हटा दी गई है।
       *[none] सर्विस को भेजना किसी एडमिन ने नहीं रोका था।
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ नए गाने अब भी म्यूज़िक सर्विस का इंतज़ार कर रहे हैं: वॉलेट खाली है (402)। मैं अभी फिर कोशिश कर रहा हूँ; सर्विस जैसे ही कोई गाना लेगी, वे अपने-आप शुरू हो जाएँगे।
       *[key] ⏸ नए गाने अब भी म्यूज़िक सर्विस का इंतज़ार कर रहे हैं: सर्विस API key नहीं मान रही (401)। मैं अभी फिर कोशिश कर रहा हूँ; सर्विस जैसे ही कोई गाना लेगी, वे अपने-आप शुरू हो जाएँगे।
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ लगातार { $count } जनरेशन पूरे नहीं हुए: { $failed } म्यूज़िक सर्विस पर फ़ेल हुए, { $expired } में { $minutes } मिनट से ज़्यादा लगे। उनके यूज़र को बता दिया गया है (फ़ेल हुए जनरेशन का पैसा नहीं लगता)। सर्विस का स्टेटस जाँचें।
alert-jobs-over = ✅ जनरेशन फिर से पूरे हो रहे हैं: अभी-अभी एक पूरा हुआ।

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = पिछले { $days } दिनों में न कोई ट्रैक शुरू हुआ, न कुछ खर्च हुआ, इसलिए अभी चार्ट बनाने को कुछ नहीं है। आज के आँकड़े /quota में हैं।
report-caption = 📈 पिछले { $days } दिन: { $tracks ->
        [0] कोई ट्रैक शुरू नहीं हुआ
        [one] { $tracks } ट्रैक शुरू हुआ
       *[other] { $tracks } ट्रैक शुरू हुए
    }, { $byn } BYN खर्च हुए। आज के आँकड़े /quota में हैं।
report-title = पिछले { $days } दिन
report-tracks-axis = प्रति दिन
report-limit = दैनिक लिमिट ({ $limit })
report-money-axis = प्रति दिन खर्च BYN
report-top-title = पिछले { $days } दिनों के टॉप यूज़र
report-top-line = { $name } ({ $id }): { $tracks ->
        [one] { $tracks } ट्रैक
       *[other] { $tracks } ट्रैक
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = लिखें किसका कोटा है और दिन में कितने ट्रैक: किसी व्यक्ति के लिए <code>/limit 123456789 3</code> (हर चैट में उसके गाने), ग्रुप के लिए <code>/limit -1001234567890 5</code> (उसके सदस्य इसे आपस में बाँटते हैं), एक भी ट्रैक नहीं देने के लिए <code>0</code>, कोटा हटाने के लिए <code>off</code>। ग्रुप में सिर्फ़ <code>/limit 5</code> का मतलब है यही ग्रुप। इसकी जगह टेक्स्ट मॉडल से लिखवाए जाने वाले बोल का दैनिक कोटा तय करने के लिए <code>lyrics</code> जोड़ें: <code>/limit 123456789 5 lyrics</code>।
limit-bad-id = “{ $value }” चैट id नहीं है: व्यक्ति की id <code>123456789</code> जैसी संख्या होती है, ग्रुप की id माइनस से शुरू होती है, जैसे <code>-1001234567890</code>।
limit-bad-number = “{ $value }” ट्रैक की संख्या नहीं है: 0 से { $max } तक की पूरी संख्या लिखें, या कोटा हटाने के लिए <code>off</code>।
limit-negative = कोटा माइनस में नहीं हो सकता ({ $value }): एक भी ट्रैक नहीं देने के लिए <code>0</code> लिखें, या कोटा हटाने के लिए <code>off</code>।
limit-set = ✅ { $whose ->
        [group] ग्रुप <code>{ $id }</code> दिन में { $tracks } { $tracks ->
            [one] ट्रैक
           *[other] ट्रैक
        } शुरू कर सकता है, सभी सदस्यों के लिए मिलाकर।
       *[user] <code>{ $id }</code> दिन में { $tracks } { $tracks ->
            [one] ट्रैक
           *[other] ट्रैक
        } शुरू कर सकता है, सभी चैट में मिलाकर।
    } आज इस्तेमाल हुए: { $used }।
limit-set-none = ⛔ { $whose ->
        [group] ग्रुप <code>{ $id }</code> में अब कोई भी ट्रैक शुरू नहीं कर सकता।
       *[user] <code>{ $id }</code> अब कोई ट्रैक शुरू नहीं कर सकता।
    } उनके गाने कतार में इंतज़ार करेंगे; <code>/limit { $id } off</code> कोटा हटा देता है।
limit-off = ✅ <code>{ $id }</code> का कोटा हटा दिया गया। { $fallback ->
        [default] फिर से USER_DAILY_LIMIT लागू है: दिन में { $default }।
        [chat] यह चैट अपने नाम से जो माँगती है, उस पर फिर से USER_DAILY_LIMIT लागू है: दिन में { $default }; इसके सदस्यों का मिलाकर कोई कोटा नहीं है।
       *[none] सिर्फ़ संगठन की लिमिट लागू है।
    }
limit-off-none = <code>{ $id }</code> का अपना कोई कोटा नहीं था; कुछ नहीं बदला।
limits-header = 🎟 <b>संगठन के ट्रैक का दैनिक कोटा</b>
limits-default = { $fallback ->
        [default] बाकी सभी, अपने नाम से माँगने वाले चैनल और चैट भी: हर एक को दिन में { $default } (USER_DAILY_LIMIT)। ग्रुप के सदस्यों का मिलाकर कोटा सिर्फ़ वही है जो यहाँ तय किया गया हो।
       *[none] बाकी सभी: कोई अपना कोटा नहीं (USER_DAILY_LIMIT=0), सिर्फ़ संगठन की लिमिट।
    }
limits-none = अभी कोई कोटा तय नहीं है: <code>/limit 123456789 3</code> से एक तय करें।
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(ग्रुप)
       *[user] {""}
    }: आज { $tracks } में से { $used } इस्तेमाल हुए
quota-shares = <b>दैनिक कोटा</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = आज लिखे गए बोल (टेक्स्ट मॉडल कॉल): { $limited ->
        [yes] { $limit } में से { $used } ({ $left } बाकी, ORG_TEXT_DAILY_LIMIT)
       *[no] { $used } (कोई दैनिक लिमिट नहीं: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] हर व्यक्ति या अपने नाम से माँगने वाली चैट के लिए दिन में { $own } (USER_TEXT_DAILY_LIMIT)
       *[no] प्रति व्यक्ति कोई लिमिट नहीं (USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>आज सबसे ज़्यादा बोल किसने माँगे</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = आज कोई बोल नहीं लिखे गए।
limit-lyrics-set = ✅ <code>{ $id }</code> सभी चैट में मिलाकर दिन में टेक्स्ट मॉडल को { $calls } { $calls ->
        [one] कॉल
       *[other] कॉल
    } कर सकता है (बोल लिखना या दोबारा लिखना)। आज इस्तेमाल हुए: { $used }।
limit-lyrics-off = ✅ <code>{ $id }</code> का बोल वाला कोटा हटा दिया गया। { $fallback ->
        [default] फिर से USER_TEXT_DAILY_LIMIT लागू है: दिन में { $default }।
       *[none] सिर्फ़ संगठन की लिमिट लागू है (USER_TEXT_DAILY_LIMIT=0)।
    }
limit-lyrics-off-none = <code>{ $id }</code> का बोल के लिए अपना कोई कोटा नहीं था; कुछ नहीं बदला।
report-tracks-bars = शुरू हुए ट्रैक
report-lyrics-bars = लिखे गए बोल (टेक्स्ट मॉडल कॉल)
