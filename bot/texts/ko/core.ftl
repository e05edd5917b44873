## Greeting and help

start =
    안녕하세요{ $has_name ->
        [yes] , { $name }님
       *[no] {""}
    }! 가사를 노래로 불러 드려요. 🎤

    섹션 태그를 붙인 가사를 보내 주세요. 태그는 한 줄에 하나씩 써요:
    <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>.
    또는 <code>/lyrics</code>를 쓰고 다음 줄부터 가사를 적어 주세요.
    아직 가사가 없나요? <code>/song</code>과 주제를 쓰면 제가 가사를 써서 먼저 보여 드릴게요.

    /style로 사운드(악기, 분위기, 목소리)를, /duration으로 길이를 정할 수 있고,
    /status로 노래 진행 상황을 볼 수 있어요. 자세한 내용은 /help에 있어요.

help =
    <b>노래 받는 방법</b>
    섹션 태그를 각각 한 줄에 두고 가사를 보내 주세요. 예:
    <code>[verse]
    창가에 비친 아침 햇살
    {"["}chorus]
    크게 불러, 지금 불러</code>
    또는 <code>/lyrics</code>를 쓰고 다음 줄부터 가사를 적어 주세요.

    <b>명령어</b>
    /lyrics — 명령어 아래에 적은 가사로 노래 만들기
    /song — 주제에 맞춰 가사를 써 드려요(<code>/song 비 오는 일요일</code>). 트랙을 사용하기 전에 먼저 보여 드려요
    /style — 스타일 보기 또는 설정(<code>/style 몽환적인 신스팝, 여성 보컬</code>; <code>/style reset</code>), 또는 버튼으로 장르와 분위기 고르기
    /duration — 최대 트랙 길이 보기 또는 설정, 10–300초
    /status — 이 채팅의 요청과 각각의 진행 상황
    /cancel — 대기열에서 기다리는 요청 취소
    /lang — 답변 언어 선택

    노래는 한두 곡씩 만들어지고 몇 분 걸려요. 진행 상황은 계속 알려 드릴게요.
    📤 만든 노래를 아무 채팅에나 공유하려면, 그 채팅의 메시지 입력란에 <code>@{ $bot }</code>을 입력하고 노래를 고르세요. 새 트랙은 사용되지 않아요.

help-group =
    <b>이 그룹에서 노래 만들기</b>
    <code>/lyrics</code>를 쓰고 다음 줄부터 가사를 적거나, 제 메시지에 태그를 붙인 가사로 답장하세요.
    <code>/song</code>과 주제를 쓰면 제가 가사를 써서, 트랙을 사용하기 전에 보여 드려요.
    /style과 /duration은 그룹 전체에 적용되고, /status는 그룹의 요청을 보여 줘요.
    📤 만든 노래를 공유하려면, 아무 채팅의 메시지 입력란에 <code>@{ $bot }</code>을 입력하고 노래를 고르세요.

    저는 명령어와 제 메시지에 단 답장만 볼 수 있어서(Telegram의 프라이버시 모드), 다른 대화는 보이지 않아요.

## Asking for songs

lyrics-usage =
    <code>/lyrics</code> 다음 줄부터 가사를 적어 주세요. 예:
    <code>/lyrics
    {"["}verse]
    창가에 비친 아침 햇살
    {"["}chorus]
    크게 불러, 지금 불러</code>
lyrics-empty = 가사가 비어 있어요: 부를 단어가 없어요. <code>[verse]</code>나 <code>[chorus]</code> 줄과 함께 가사를 보내 주세요.
lyrics-no_words = 섹션 태그는 있는데 부를 가사가 없어요. 태그 아래에 가사를 적어 주세요.
lyrics-trimmed = 가사가 { $length }자였는데 서비스는 최대 { $limit }자까지만 받아서, 들어가는 섹션만 남겼어요.
access-refused =
    죄송해요, 이 봇은 관리자가 허용한 사람에게만 노래를 만들어 드려요.
    사용 권한을 요청하려면 이 ID를 봇 관리자에게 보내 주세요: <code>{ $user_id }</code>
untagged-hint =
    노래를 만들려면 섹션 태그(<code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code>)를 각각 한 줄에 둔 가사를 보내거나, <code>/lyrics</code>를 쓰고 그 아래에 가사를 적어 주세요. 예시는 /help에 있어요.
not-text = 텍스트만 다룰 수 있어요. 가사를 보내거나 /help에서 방법을 확인하세요.
unknown-command = 모르는 명령어예요. 할 수 있는 일은 /help에서 볼 수 있어요.
error-generic = 제 쪽에 문제가 생겼어요. 보내신 내용은 사라지지 않았어요. 잠시 후 다시 시도해 주세요.
error-storage = 지금은 아무것도 저장할 수 없어요(저장 공간이 가득 찼거나 오류가 있어요). 전에 보내신 내용은 사라지지 않았어요. 몇 분 후 다시 시도해 주세요.
error-service = 지금 음악 서비스가 제대로 응답하지 않아요. 요금은 완성된 노래에만 부과돼요. 몇 분 후 다시 시도해 주세요.

## Where a request stands (one message, edited as it moves)

waiting =
    ⏳ 접수했어요! 노래가 대기열에 있어요. 대기 순번 { $place }, 약 { $minutes }분 후 완성돼요.
    오늘 조직에 남은 트랙: { $left }개
place-exact = { $place }
place-far = { $step }+
waiting-far =
    ⏳ 접수했어요! 노래가 대기열에 있어요. 대기 순번: { $place }
    앞의 노래가 만들어질수록 순번이 올라가요. 앞에서 { $exact }번째 안에 들면 정확한 순번과 시간이 여기에 표시돼요.
waiting-busy = ⏳ 지금 음악 서비스가 바빠요. 노래는 순번({ $place })을 그대로 유지하고, 서비스에 여유가 생기면 자동으로 시작돼요.
waiting-unavailable = ⏳ 음악 서비스를 잠시 이용할 수 없어요. 노래는 순번({ $place })을 그대로 유지하고, 서비스가 돌아오면 자동으로 시작돼요.
waiting-wallet = ⏳ 노래에 쓸 조직 잔액이 바닥나서 노래 생성이 멈춰 있어요. 노래는 순번({ $place })을 그대로 유지하고, 잔액이 충전되는 대로 시작돼요. 관리자에게 알렸어요.
waiting-key = ⏳ 지금은 봇을 이용할 수 없어요(음악 서비스 접근이 거부됐어요). 노래는 순번({ $place })을 그대로 유지해요. 관리자에게 알렸어요.
waiting-address = ⏳ 봇에 음악 서비스 주소가 잘못 설정돼 있어서 새 노래가 멈춰 있어요. 노래는 순번({ $place })을 그대로 유지해요. 관리자에게 알렸어요.
waiting-user-limit = ⏳ 오늘 요청할 수 있는 노래를 모두 사용했어요. 이 노래는 순번({ $place })을 그대로 유지하고, 다음 집계일이 시작되는 { $starts }에 시작돼요.
waiting-chat-limit = ⏳ 이 그룹은 오늘 요청할 수 있는 노래를 모두 사용했어요. 노래는 순번({ $place })을 그대로 유지하고, 다음 집계일이 시작되는 { $starts }에 시작돼요.
share-left = { $whose ->
        [group] 👥 이 그룹의 할당량
       *[own] 🎟 내 할당량
    }: 오늘 { $tracks }개 중 { $left }개 남음
waiting-admin = ⏳ 관리자가 잠시 새 노래를 멈췄어요. 노래는 순번({ $place })을 그대로 유지하고, 관리자가 재개하면 시작돼요.
waiting-token = ⏳ 지금 봇이 Telegram에 제대로 연결되지 않아서 새 노래가 멈춰 있어요. 노래는 순번({ $place })을 그대로 유지해요. 관리자에게 알렸어요.
waiting-telegram = ⏳ 지금 Telegram이 봇에 응답하지 않아서 새 노래가 멈춰 있어요(보낼 수가 없었어요). 노래는 순번({ $place })을 그대로 유지하고, Telegram이 돌아오면 자동으로 시작돼요.
waiting-disk = ⏳ 봇에 새 노래를 저장할 공간이 없어서 멈춰 있어요. 노래는 순번({ $place })을 그대로 유지하고, 공간이 생기면 자동으로 시작돼요. 관리자에게 알렸어요.
waiting-tomorrow = ⏳ 오늘 트랙을 모두 사용했어요. 노래는 순번({ $place })을 그대로 유지하고, 다음 집계일이 시작되는 { $starts }에 시작돼요.
progress-submitting = 📤 노래를 음악 서비스에 보내는 중…
progress-queued = 🎼 음악 서비스에서 노래 차례를 기다리고 있어요. ({ $elapsed })
progress-running = 🎙 노래를 만드는 중이에요. 몇 분 걸려요. ({ $elapsed })
progress-sending = 📦 노래가 완성됐어요. 파일을 준비하는 중…
progress-not-known = ❔ 음악 서비스가 “{ $title }” 노래를 모른다고 해요. 아직 만드는 중일 수도 있어서, 보낸 뒤 { $hours }시간 동안 계속 확인할게요. 노래가 나타나면 여기로 보내 드려요. 요금은 완성된 노래에만 부과돼요.

## How a request ended without a song

outcome-failed = ❌ 음악 서비스에서 “{ $title }” 노래 생성에 실패했어요. 실패한 생성은 과금되지 않아요. 다시 시도하려면 가사를 다시 보내 주세요.
outcome-lost = ❌ 보낸 지 하루가 지났는데도 음악 서비스가 “{ $title }” 노래를 모른다고 해서 기다리기를 그만뒀어요. 서비스가 완성됐다고 알린 적이 없고, 요금은 완성된 노래에만 부과돼요. 다시 시도하려면 가사를 다시 보내 주세요.
outcome-expired = ⌛ “{ $title }” 노래가 { $minutes }분 넘게 걸리고 있어요. 계속 기다릴게요: 음악 서비스가 완성하면 아무리 늦어도 여기로 보내 드리고, 완성하지 못하면 알려 드릴게요. 요금은 완성된 노래에만 부과돼요.
outcome-never-finished = ⌛ 보낸 지 { $hours }시간이 지나도 음악 서비스가 “{ $title }” 노래를 완성하지 못해서 기다리기를 그만뒀어요. 서비스가 완성됐다고 알린 적이 없고, 요금은 완성된 노래에만 부과돼요. 다시 시도하려면 가사를 다시 보내 주세요.
outcome-rejected = 🚫 음악 서비스가 “{ $title }” 노래를 거부했어요: { $reason }. 가사나 설정을 바꿔서 다시 보내 주세요.
outcome-unknown = ❓ “{ $title }” 노래를 음악 서비스에 보냈지만 응답이 없어서, 접수됐는지 알 수 없어요. 두 번 과금되는 일이 없도록 제가 알아서 다시 보내지는 않아요. 한 번 더 보내려면 ‘다시 시도’를 누르세요.
outcome-cancelled = 🗑 “{ $title }” 노래가 취소됐어요.
outcome-chat-gone = 🚫 “{ $title }” 노래가 취소됐어요: 저와의 개인 채팅으로 노래를 보낼 수 없어요(저를 차단했거나, 아직 저와 대화를 시작하지 않았어요). 요금은 부과되지 않았어요. 저와 대화를 시작한 다음 다시 요청해 주세요.
outcome-denied = 🚫 “{ $title }” 노래가 취소됐어요: 이 채팅은 이제 노래를 요청할 수 없어요. 요금은 부과되지 않았어요.

## Buttons and their answers

button-retry = 🔁 다시 시도
button-lossless = 💿 무손실 원본
button-stale = 더 이상 사용할 수 없는 버튼이에요.
button-not-yours = 이 버튼은 노래를 요청한 사람만 누를 수 있어요.
retry-queued = 대기열에 다시 넣었어요.
lossless-preparing = 무손실 파일을 준비하는 중…
lossless-failed = 죄송해요, 지금은 무손실 파일을 보낼 수 없어요. 잠시 후 버튼을 다시 눌러 주세요.
lossless-too-large = 무손실 파일이 FLAC으로도 봇이 올릴 수 있는 { $limit }MB보다 커서 여기로 보낼 수 없어요.

## The song

audio-caption =
    🎵 <b>{ $title }</b>
    { $has_style ->
        [yes] 스타일: { $style }
       *[no] 스타일: 기본
    }
    길이: { $length } · 가격: { $price } BYN{ $in_group ->
        [yes] {"\u000A"}요청: { $requester }
       *[no] {""}
    }

## /status and /cancel

status-empty = 이 채팅에서 요청한 노래가 아직 없어요. 가사를 보내서 시작해 보세요.
status-header = <b>이 채팅의 노래</b>
status-line = #{ $id } “{ $title }” — { $state ->
        [draft] 📝 가사 표시됨, 승인 대기 중
        [waiting] ⏳ 대기열에서 기다리는 중, 순번 { $place }
        [submitting] 📤 서비스에 보내는 중
        [queued] 🎼 서비스에서 차례 대기 중
        [running] 🎙 생성 중
        [completed] 📦 전달 중
        [delivered] ✅ 전달 완료
        [failed] ❌ 실패(과금 없음)
        [expired] ⌛ 오래 걸리는 중, 계속 기다림
        [rejected] 🚫 서비스에서 거부됨
        [unknown] ❓ 서비스 응답 없음
        [cancelled] 🗑 취소됨
       *[other] { $state }
    }
cancel-done = { $count ->
       *[other] 기다리던 노래 { $count }곡을 취소했어요.
    }
cancel-nothing = 여기 대기열에서 기다리는 노래가 없어요. 이미 음악 서비스로 간 노래는 취소할 수 없어요.

## /style and /duration

style-current = 이 채팅의 스타일: <i>{ $style }</i>
style-none = 이 채팅에는 정해진 스타일이 없어서 서비스가 골라요. <code>/style 몽환적인 신스팝, 여성 보컬</code>처럼 정할 수 있어요.
style-set = 스타일을 정했어요: <i>{ $style }</i>
style-reset = 스타일을 지웠어요. 이제부터 서비스가 골라요.
style-too-long = 스타일이 { $length }자예요. 최대 { $limit }자까지 쓸 수 있어요. 이전 스타일을 그대로 둘게요.
duration-current = 여기서는 노래 길이가 최대 { $seconds }초예요. 바꾸려면 <code>/duration 90</code>처럼 쓰세요(10–300).
duration-set = 이제 여기서 노래 길이는 최대 { $seconds }초예요.
duration-invalid = 길이는 { $low }–{ $high }초 사이의 정수여야 해요. 예: <code>/duration 90</code>

## Alerts to the bot's admins

alert-wallet = ⚠️ 음악 서비스에 따르면 조직 지갑 잔액이 없어요(402). 새 노래는 멈춘 채 대기열에서 기다려요. 콘솔에서 충전하세요. 서비스가 노래를 받으면 자동으로 다시 시작하고, 충전 후 /resume을 쓰면 바로 시도해요.
alert-wallet-over = ✅ 지갑이 다시 작동해요. 노래를 다시 만들고 있어요.
alert-key = ⚠️ 음악 서비스가 봇의 API 키를 거부했어요(401). 새 노래가 멈춰 있어요. 봇 설정의 API_KEY를 확인하세요.
alert-key-over = ✅ API 키가 다시 승인됐어요. 노래를 다시 만들고 있어요.
alert-address = ⚠️ 음악 서비스 주소가 새 노래에 404 오류로 응답했어요: MUSIC_API_URL에는 음악 서비스가 없어요(주소는 /api/v1/music 경로로 끝나야 해요). 새 노래는 멈춰 있고 요금은 부과되지 않았어요. MUSIC_API_URL 값을 고치고 봇을 다시 시작하세요.
alert-address-over = ✅ 음악 서비스가 설정된 주소에서 다시 노래를 받아요. 노래를 다시 만들고 있어요.
alert-token = ⚠️ Telegram이 봇 토큰을 거부했어요(401). 그동안 새 노래는 시작되지 않았고, 이미 요금이 부과된 노래는 보관했어요.
alert-token-over = ✅ Telegram이 다시 봇 토큰을 받아들여요. 새 노래가 다시 시작되고, 그사이 만들어진 노래를 지금 보내고 있어요.
alert-disk = ⚠️ DATA_DIR 디스크가 가득 찼어요: 남은 공간 { $free }MB, 다음 트랙에 필요한 공간 { $needed }MB. 새 노래는 대기열에서 기다리고 트랙은 사용되지 않아요. 이미 요금이 부과된 노래는 보관했다가 공간이 생기면 보내요. 공간을 확보하면 모든 게 자동으로 다시 시작돼요.
alert-disk-over = ✅ 디스크에 다시 공간이 생겼어요. 새 노래가 다시 시작되고, 기다리던 노래를 보내고 있어요.
alert-text-key = ⚠️ 텍스트 모델이 봇의 API 키를 거부해서(401) /song으로 가사를 쓸 수 없어요. 사용자에게는 직접 쓴 가사를 보내 달라고 안내하고 있어요. 봇 설정의 API_KEY와 TEXT_MODEL을 확인하세요.
alert-text-key-over = ✅ 텍스트 모델이 다시 키를 받아들여요. /song이 다시 가사를 써요.
alert-text-budget = ⚠️ 텍스트 모델 예산이 바닥나서 /song으로 가사를 쓸 수 없어요. 사용자에게는 직접 쓴 가사를 보내 달라고 안내하고 있어요. 콘솔에서 충전하세요.
alert-text-budget-over = ✅ 텍스트 모델이 다시 응답해요. /song이 다시 가사를 써요.

## A press that would spend a track in a chat that may not ask for songs (now)

access-press-refused = 이 채팅은 지금 노래를 요청할 수 없어서 아무것도 보내지 않았고, 트랙도 사용되지 않았어요. 봇 관리자에게 권한을 요청하세요.
draft-footer-denied = 🚫 만들지 않았어요: 이 채팅은 지금 노래를 요청할 수 없고, 트랙은 사용되지 않았어요. 봇 관리자가 허용하면 첫 번째 버튼을 다시 누르세요.

## Inline mode: sharing delivered songs from any chat (@TheBot in the message field)

inline-none-yet = 아직 노래가 없어요. 여기를 눌러 만들어 보세요
inline-none-found = 제목에 “{ $words }” 들어간 노래가 없어요
inline-share-hint = 📤 노래를 아무 채팅에나 공유하려면, 그 채팅의 메시지 입력란에 <code>@{ $bot }</code>을 입력하고 노래를 고르세요. 노래를 다시 보내는 것이라 새 트랙은 만들지 않아요.
inline-off-admin = ℹ️ 이 봇은 인라인 모드가 꺼져 있어서, 사용자가 다른 채팅에 노래를 공유할 수 없어요. @BotFather에서 켜세요: /setinline
