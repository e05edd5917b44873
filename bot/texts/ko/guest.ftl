## Guest mode: a song asked by mentioning the bot in a chat it is not in

guest-title = 🎵 노래
guest-start-bot =
    🎵 여기서 노래를 만들려면 먼저 저와 개인 채팅을 시작해야 해요. <a href="https://t.me/{ $bot }?start=guest">@{ $bot }</a>을 열고 ‘시작’을 누른 다음, 여기서 저를 다시 멘션해 주세요. 아무것도 사용되지 않았어요.
guest-access-refused =
    죄송해요, 이 봇은 관리자가 허용한 사람에게만 노래를 만들어 드려요. 아무것도 사용되지 않았어요.
guest-usage =
    🎵 제 이름 뒤에 노래 주제를 쓰세요. 예: <code>@{ $bot } 민준이 생일 축하 노래</code>. 또는 <code>[verse]</code>와 <code>[chorus]</code> 줄이 있는 가사를 보내세요.
guest-lyrics-taken = 🎵 가사를 받는 중…
guest-if-stuck = <i>1분이 지나도 이 메시지가 그대로라면 중간에 문제가 생긴 거예요. 저를 다시 멘션해 주세요.</i>
guest-elsewhere = 🎵 다른 채팅에서 요청하신 노래예요. 그곳의 메시지를 더 이상 바꿀 수 없어서 여기로 보내 드려요.
