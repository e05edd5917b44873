## A song as a gift (/gift): one short question at a time, then the usual preview

gift-start-button = 🎁 노래 선물하기
gift-ask-recipient =
    🎁 <b>노래 선물하기.</b> 누구에게 줄 노래인가요? 이름을 보내 주세요.
    { $in_group ->
        [yes] 이 메시지에 답장으로 보내 주세요.{" "}
       *[no] {""}
    }/cancel로 언제든 멈출 수 있어요. ‘🎵 노래 만들기’를 누르기 전에는 아무것도 사용되지 않아요.
gift-ask-occasion =
    { $name }님께 드리는 노래는 어떤 날을 위한 건가요? 예: 생일 축하, 결혼 축하, 새 직장 응원.
gift-ask-details =
    { $name }님에 대해 몇 가지 알려 주세요: 좋아하는 것, 함께한 추억, 두 사람만 아는 농담 같은 거요. 메시지 하나면 충분해요.
gift-answer-words = 몇 단어라도 텍스트로 답해 주세요.
gift-answer-too-long = 조금 길어요. 최대 { $limit }자까지 써 주세요.
gift-cancelled = 선물을 취소했어요. 아무것도 사용되지 않았어요.
# What the text model is asked for (as the topic of a /song).
gift-topic = { $name }님에게 선물할 노래. 어떤 날인지: { $occasion }. { $name }님에 대해: { $details }. 가사에 { $name }님의 이름을 넣고, 그분에게 직접 말을 건네듯 써 주세요.
gift-caption = 🎁 <b>{ $name }</b>님께, { $occasion }!
gift-share-button = 🎁 { $name }님께 보내기
gift-busy = 이 채팅에서 아직 가사를 쓰는 중이에요. 미리보기가 여기 오면 이 마지막 답을 다시 보내 주세요. 선물의 다른 답은 저장돼 있어요.
# How a gift's names are sung: the preview's line, its button, and the question it asks.
preview-sung = 🎤 부를 때 발음: { $names }
preview-sung-typed = 🎤 이름은 입력한 그대로 불러요.
button-sung-fix = 🎤 이름 발음 고치기
sung-ask = 🎤 <b>{ $name }</b> 이름을 어떻게 부를까요? 이 메시지에 답장으로 소리 나는 대로 이름을 적어 주세요. 예: <i>시-본</i>. 다른 이름은 <i>이름 = 발음</i>처럼 적어 주세요.
sung-asked = 제 질문에 답장으로 발음을 보내 주세요.
sung-set = 🎤 완료: 이제 위 미리보기에 이름을 어떻게 부르는지 표시돼요. 이 발음은 가수에게만 전달되고, 캡션에는 입력한 이름이 그대로 남아요.
sung-words = 소리 나는 대로 몇 글자로 이름을 적어 답장해 주세요(최대 { $limit }자).
sung-too-long = 그 발음으로는 가사가 음악 서비스 한도인 { $limit }자를 넘어요. 더 짧게 보내 주세요.
sung-too-many = 노래 하나에 따로 발음을 정할 수 있는 이름은 최대 { $most }개라서, 이름은 미리보기에 보이는 대로 두었어요. 그중 하나를 바꾸려면 <i>이름 = 발음</i>으로 답장하세요. 입력한 그대로 적은 이름은 다시 입력한 그대로 불러요.
sung-not-shown = 새 발음을 미리보기에 표시하지 못해서, 이름은 보이는 그대로 두었어요. 다시 시도해 주세요.
