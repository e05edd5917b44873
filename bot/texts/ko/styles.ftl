## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = 또는 아래에서 장르와 분위기를 고르세요. 둘은 함께 적용되고, <code>/style 원하는 스타일</code>로 직접 입력하면 그 스타일로 바뀌어요.
style-genre-pop = 팝
style-genre-rock = 록
style-genre-ballad = 발라드
style-genre-hiphop = 힙합
style-genre-folk = 포크
style-genre-electronic = 일렉트로닉
style-mood-upbeat = 신나는
style-mood-calm = 잔잔한
style-mood-sad = 슬픈
style-mood-epic = 웅장한
button-style-reset = ✖️ 스타일 없음
button-style-open = 🎨 스타일
button-style-back = ↩️ 뒤로
style-answer-set = 🎨 스타일을 골랐어요
style-answer-reset = 스타일을 지웠어요: 서비스가 골라요
preview-style-chosen = 🎨 스타일(선택): { $style }
preview-hint-styles = 이 노래의 장르와 분위기를 고르세요(채팅 스타일은 그대로예요). ‘🎵 노래 만들기’를 누르면 트랙 1개가 사용돼요(오늘 남은 트랙: { $left }개).
