## The command menu (setMyCommands): one short line per command

menu-start = 인사와 사용 방법
menu-help = 노래 받는 방법
menu-lyrics = 명령어 아래에 적은 가사로 노래 만들기
menu-song = 주제로 가사를 쓰고 노래 만들기
menu-gift = 노래 선물: 몇 가지 질문 후 가사 작성
menu-style = 이곳 노래의 스타일 보기 또는 설정
menu-duration = 최대 트랙 길이 보기 또는 설정
menu-status = 여기서 요청한 노래와 진행 상황
menu-mytracks = 여기서 받은 최근 노래 다시 받기
menu-cancel = 대기열에서 기다리는 내 노래 취소
menu-lang = 답변 언어 선택
menu-quota = 관리자: 트랙, 슬롯, 대기열, 지출
menu-report = 관리자: 최근 30일 차트
menu-limit = 관리자: 사람이나 그룹의 일일 트랙 할당량
menu-limits = 관리자: 일일 할당량과 오늘 사용량
menu-allow = 관리자: 채팅의 노래 요청 허용
menu-deny = 관리자: 채팅의 노래 요청 차단
menu-access = 관리자: 노래를 요청할 수 있는 사람
menu-pause = 관리자: 서비스 제출 일시 중지
menu-resume = 관리자: 서비스 제출 재개

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = 가사나 주제를 받아 노래로 불러 드려요. [verse], [chorus] 같은 섹션 태그를 붙인 가사를 보내거나 /song과 주제를 보내면, 노래가 오디오로 여기에 도착해요. 그룹에 추가해서 함께 노래를 만들어 보세요.
bot-short-description = 가사나 주제를 받아 노래로 불러 드려요.
