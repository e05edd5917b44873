## Groups and supergroups

groups-hint =
    여기서 노래를 만들려면 <code>/lyrics@{ $bot }</code>을 쓰고 다음 줄부터 가사를 적거나, 제 메시지에 <code>[verse]</code>, <code>[chorus]</code>, <code>[bridge]</code> 태그를 붙인 가사로 답장하세요.{ $topics ->
        [yes] {" "}<code>/song@{ $bot } 주제</code>를 쓰면 제가 먼저 가사를 써 드려요.
       *[no] {""}
    }
groups-settings-refused = 그룹에서는 그룹 관리자만 노래 스타일과 길이를 바꿀 수 있어요.
groups-welcome =
    안녕하세요! 가사를 노래로 불러 드려요. <code>/lyrics@{ $bot }</code>을 쓰고 다음 줄부터 가사를 적으면, 노래가 여기에 답장으로 와요.
    Telegram의 프라이버시 모드 때문에 저는 명령어와 제 메시지에 단 답장만 볼 수 있어요. 자세한 내용은 /help@{ $bot }에 있어요.
groups-welcome-closed = 노래에는 조직의 비용이 들어서, 이 그룹은 먼저 관리자의 허가가 필요해요. 봇 관리자에게 이 그룹 ID를 허용해 달라고 요청하세요: <code>{ $chat_id }</code>
access-refused-group =
    죄송해요, 이 그룹은 아직 노래를 요청할 수 없어요. 봇 관리자가 허용하지 않았어요.
    그룹 ID: <code>{ $chat_id }</code>, 내 ID: <code>{ $user_id }</code>. 사용 권한을 요청하려면 이 ID들을 봇 관리자에게 보내 주세요.
