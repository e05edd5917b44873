## /song: lyrics written by the text model on a topic

song-usage =
    어떤 노래를 원하는지 알려 주세요. 예:
    <code>/song 서울의 비 오는 일요일</code>
    가사를 써서, 트랙을 사용하기 전에 먼저 보여 드릴게요.
song-disabled = 이 봇에는 주제로 가사를 쓰는 기능이 설정돼 있지 않아요. 대신 직접 쓴 가사를 보내 주세요. 방법은 /help에 있어요.
song-busy = 이 채팅에서 아직 가사를 쓰는 중이에요. 그 미리보기가 먼저 여기로 와요. 미리보기가 온 다음 이 주제를 다시 보내 주세요.
song-busy-here = ✋ 이 가사는 쓰지 않았어요: 같은 시간에 여기서 다른 가사를 쓰고 있었어요. 주제를 다시 보내 주세요.
song-topic-too-long = 주제가 { $length }자예요. 최대 { $limit }자까지 쓸 수 있어요. 더 짧게 쓰거나, 섹션 태그를 붙인 완성된 가사를 보내 주세요.
song-writing = ✍️ “{ $topic }” 주제로 가사를 쓰는 중…

## When the text model gives no lyrics (no track is spent)

song-error-key = ❌ 텍스트 모델이 봇의 키를 거부해서 지금은 가사를 쓸 수 없어요. 트랙은 사용되지 않았어요. 봇 관리자에게 알려 주세요. 그동안 직접 쓴 가사를 보낼 수 있어요.
song-error-budget = ❌ 텍스트 모델에 쓸 봇 예산이 바닥나서 지금은 가사를 쓸 수 없어요. 트랙은 사용되지 않았어요. 섹션 태그를 붙인 가사는 계속 직접 보낼 수 있어요.
song-error-timeout = ⌛ 텍스트 모델의 응답이 너무 늦었어요. 트랙은 사용되지 않았어요. 1분 후 다시 시도해 주세요.
song-error-unavailable = ❌ 지금은 텍스트 모델을 이용할 수 없어요. 트랙은 사용되지 않았어요. 나중에 다시 시도해 주세요.
song-error-no-lyrics = 🤔 텍스트 모델이 쓸 만한 가사를 주지 않았어요. 트랙은 사용되지 않았어요. 주제를 다르게 표현해 보세요.

## The preview of a draft

untagged-offer = 섹션 태그가 없는 가사 같아요. 이렇게 부를게요:
preview-title = 📝 <b>{ $title }</b>
preview-topic = 주제: { $topic }
preview-shortened = … 여기 표시되지 않은 { $more ->
       *[other] { $more }자
    }가 더 있고, 모두 노래에 들어가요. 가사의 끝부분:
preview-style-chat = 🎨 스타일(이 채팅): { $style }
preview-style-model = 🎨 스타일(추천): { $style }
preview-style-none = 🎨 스타일: 음악 서비스가 선택
preview-duration = ⏱ 최대 { $seconds }초
preview-hint = ‘🎵 노래 만들기’를 누르면 트랙 1개가 사용돼요(오늘 남은 트랙: { $left }개). 가사를 바꾸려면 이 메시지에 수정한 가사로 답장하세요.
draft-footer-sent = ✅ 승인됨: 노래를 만들러 보냈어요.
draft-footer-cancelled = 🗑 취소됐어요. 트랙은 사용되지 않았어요.
draft-footer-writing = ✍️ 새 가사를 쓰는 중…

## The preview's buttons and their answers

button-draft-go = 🎵 노래 만들기
button-draft-again = 🔄 다시 쓰기
button-draft-drop = ✖️ 취소
button-untagged-lyrics = 🎵 가사로 쓰기
button-untagged-topic = ✍️ 이 주제로 가사 쓰기
draft-answer-sent = 보냈어요!
draft-answer-writing = 새 가사를 쓰는 중…
draft-answer-cancelled = 취소했어요. 트랙은 사용되지 않았어요.
draft-answer-busy = 아직 가사를 쓰는 중이에요. 잠시만요.

## A reply to the preview

draft-replaced = ✅ 가사를 바꿨어요: 위 미리보기에 새 가사가 표시돼요. 마음에 들면 거기서 ‘🎵 노래 만들기’를 누르세요.
draft-reply-gone = 이 미리보기는 더 이상 열려 있지 않아요. /song으로 다시 시작하세요.
draft-reply-not-yours = 이 노래를 요청한 사람만 가사를 바꿀 수 있어요.
draft-reply-busy = 이 미리보기의 새 가사를 아직 쓰는 중이에요. 새 가사가 표시된 다음 수정한 가사를 보내 주세요.
draft-reply-hint = 가사를 바꾸려면 미리보기에 새 가사 전체를 여러 줄로 답장하세요.

## /lang

lang-name = 한국어
lang-current = 언어: { $name }. 바꾸려면 아래 버튼을 누르거나, Telegram 언어를 따르려면 <code>/lang auto</code>를 쓰세요.
lang-set = 완료: 이제 한국어로 말할게요.
lang-auto = 완료: Telegram 언어({ $name })를 따를게요.
lang-unknown = 모르는 언어예요. <code>/lang</code>을 쓰고 버튼을 눌러 고르거나, Telegram 언어를 따르려면 <code>/lang auto</code>를 쓰세요.

## Lyrics over the service's limit, an expired preview, a preview that can't be shown

lyrics-too-long = ✂️ 가사가 { $length }자인데, 음악 서비스는 최대 { $limit }자까지만 받아요. 아래는 한도 안에 들어가는 부분({ $kept }자)으로, 섹션 앞에서 잘랐어요. ‘🎵 줄여서 부르기’를 누르기 전에는 아무것도 보내지 않아요.
preview-hint-cut = ‘🎵 줄여서 부르기’를 누르면 트랙 1개가 사용돼요(오늘 남은 트랙: { $left }개). 다른 가사로 부르려면 이 메시지에 최대 { $limit }자의 가사로 답장하세요.
button-cut-go = 🎵 줄여서 부르기
draft-footer-expired = ⌛ 하루 동안 답이 없어서 이 미리보기는 만료됐어요. 트랙은 사용되지 않았어요. 가사나 /song을 다시 보내 주세요.
draft-answer-expired = 이 미리보기는 만료됐어요. 가사나 /song을 다시 보내 주세요.
preview-failed = ❌ 미리보기를 보여 드리지 못해서, 이 미리보기로는 아무것도 부르지 않아요. 트랙은 사용되지 않았어요. 다시 시도해 주세요.
draft-replaced-cut = ✂️ 가사가 { $length }자인데, 음악 서비스는 최대 { $limit }자까지만 받아요. 이제 위 미리보기에 한도 안에 들어가는 부분({ $kept }자)이 섹션 앞에서 잘려 표시돼요. 그 부분을 부르려면 거기서 ‘🎵 줄여서 부르기’를 누르세요.

## The text model's daily limits: a call not made (finished lyrics are still taken)

text-refused-own = ✋ 오늘 써 드릴 수 있는 가사({ $limit }개)를 모두 썼어요. { $until }부터 다시 쓸 수 있어요. 완성된 가사는 계속 받아요: 섹션 태그가 있든 없든 직접 쓴 가사를 보내거나 /lyrics를 쓰세요.
text-refused-org = ✋ 봇이 오늘 쓸 수 있는 가사(전체 { $limit }개)를 모두 썼어요. { $until }부터 다시 쓸 수 있어요. 완성된 가사는 계속 받아요: 섹션 태그가 있든 없든 직접 쓴 가사를 보내거나 /lyrics를 쓰세요.
text-refused-paused = ⏸ 지금은 노래 생성이 멈춰 있어서 가사를 쓸 수 없어요. 완성된 가사는 계속 받아요: 대기열에서 기다렸다가 노래 생성이 다시 시작되면 시작돼요.
text-refused-denied = 🚫 이 채팅은 지금 가사를 요청할 수 없어서 아무것도 쓰지 않았어요. 봇 관리자에게 권한을 요청하세요.
text-answer-own = 오늘 써 드릴 수 있는 가사 { $limit }개를 모두 썼어요. { $until }부터 다시 쓸 수 있어요. 직접 쓴 완성된 가사는 계속 받아요.
text-answer-org = 봇이 오늘 쓸 수 있는 가사 { $limit }개를 모두 썼어요. { $until }부터 다시 가능해요. 직접 쓴 완성된 가사는 계속 받아요.
text-answer-paused = 지금은 노래 생성이 멈춰 있어서 가사를 쓸 수 없어요. 직접 쓴 완성된 가사는 계속 받아요.
text-answer-denied = 이 채팅은 지금 가사를 요청할 수 없어요. 아무것도 쓰지 않았어요.
draft-footer-rewrite-stopped = ⚠️ 새 가사를 쓰는 중에 봇이 다시 시작돼서, 이전 가사가 그대로예요. 다시 시도하려면 🔄 다시 쓰기를 누르세요.
song-error-too-slow = ⌛ 텍스트 모델이 시간이 다 될 때까지 가사를 쓰고 있었고, 그때까지 쓴 내용이 노래가 아니어서 중단했어요. 트랙은 사용되지 않았어요. 바로 다시 요청할 수 있어요.
song-error-too-long = 📜 텍스트 모델의 답이 노래 길이를 훨씬 넘어서 읽기를 멈췄어요. 트랙은 사용되지 않았어요. 바로 다시 요청할 수 있어요.
