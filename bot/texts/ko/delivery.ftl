## Delivery: a song that was made and charged but could not be brought, and /mytracks

delivery-failed = ❌ “{ $title }” 노래는 만들어졌고 요금도 부과됐지만({ $price } BYN), 여러 번 시도해도 이 채팅으로 보내지 못했어요. 봇 관리자에게 알려 주세요.
delivery-file-gone = ❌ “{ $title }” 노래는 만들어졌고 요금도 부과됐지만({ $price } BYN), 음악 서비스에 더 이상 파일이 없어요. 파일이 없다는 응답만 계속 와서 가져올 수 없었어요. 봇 관리자에게 알려 주세요.
delivery-file-incomplete = ❌ “{ $title }” 노래는 만들어졌고 요금도 부과됐지만({ $price } BYN), 음악 서비스가 주는 파일이 불완전해요: { $length } 중 { $got }만 들어 있어요. { $tries }번 받아 봤지만 한 번도 온전하지 않아서, 깨진 노래는 보내지 않았어요. 봇 관리자에게 알려 주세요.
delivery-file-unreadable = ❌ “{ $title }” 노래는 만들어졌고 요금도 부과됐지만({ $price } BYN), 음악 서비스가 주는 파일이 손상됐어요: { $tries }번 받아 봤지만 읽을 수 없었어요. 봇 관리자에게 알려 주세요.
mytracks-header = { $count ->
        [1] 🎵 이 채팅에서 받은 노래예요. 눌러서 다시 받으세요:
       *[other] 🎵 이 채팅에서 받은 최근 노래 { $count }곡이에요. 하나를 눌러서 다시 받으세요:
    }
mytracks-empty = 이 채팅에서 받은 노래가 아직 없어요. 가사를 보내서 만들어 보세요.
mytracks-button = { $title } · { $length }
track-sending = 다시 보내는 중…

## The "📝 Lyrics" button under a song: its words as text

button-lyrics = 📝 가사
lyrics-header = 📝 “{ $title }” 가사:
song-words-none = 이 노래에는 보여 드릴 가사가 없어요.

## A forum topic closed or deleted before its words came: they come in General, naming the asker

topic-gone-user = <a href="tg://user?id={ $id }">{ $name }</a>님, 토픽이 닫히거나 삭제돼서 여기로 보내요:
topic-gone-chat = { $name } — 토픽이 닫히거나 삭제돼서 여기로 보내요:
topic-closed-private = ℹ️ 요청하신 그룹이 저에게 닫혀 있고 General 토픽도 닫혀 있어서, 여기로 보내요:
topic-closed-admins = ℹ️ <a href="tg://user?id={ $id }">{ $name }</a>님에게 보낼 메시지를 채팅 { $chat }에 보내지 못했어요: 해당 토픽과 General 토픽이 닫혀 있고, 개인 메시지도 보낼 수 없어요. 메시지는 다음과 같아요:
song-waits-admins = ℹ️ 채팅 <code>{ $chat }</code>에서 <a href="tg://user?id={ $id }">{ $name }</a>님이 요청한 “{ $title }” 노래가 기다리고 있어요: 그곳의 해당 토픽과 General 토픽이 닫혀 있고, 그분이 아직 저와 대화를 시작하지 않아서 개인 메시지로 보낼 수 없어요. 그분이 저에게 메시지를 보내면 바로 전달돼요.
song-waits-admins-chat = ℹ️ 채팅 <code>{ $chat }</code>에서 { $name } 이름으로 요청된 “{ $title }” 노래가 기다리고 있어요: 그곳의 해당 토픽과 General 토픽이 닫혀 있어요. 둘 중 하나가 열리면 바로 보내요.
topic-closed-admins-chat = ℹ️ { $name }에 보낼 메시지를 채팅 { $chat }에 보내지 못했어요: 해당 토픽과 General 토픽이 닫혀 있어요. 메시지는 다음과 같아요:
