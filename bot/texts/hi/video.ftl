## The "🎬 Video" button under a song: the song as a video to share (no track is spent)

button-video = 🎬 वीडियो
video-making = 🎬 वीडियो बनाया जा रहा है: इसमें थोड़ा समय लगता है…
video-busy = 🎬 वीडियो अभी बन रहा है: तैयार होते ही यहाँ आ जाएगा।
video-sending = 🎬 वीडियो फिर से भेजा जा रहा है…
video-caption = 🎬 “{ $title }”
video-failed = माफ़ करें, मैं अभी वीडियो नहीं बना या भेज पाया। कृपया बाद में बटन फिर दबाएँ।
video-too-large = वीडियो { $limit } MB से बड़ा है, जो बॉट के लिए अपलोड की सीमा है, इसलिए इसे यहाँ नहीं भेजा जा सकता।
