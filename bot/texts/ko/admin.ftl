## For the bot's admins only (ADMIN_USER_IDS)

admin-only = 이 명령어는 봇 관리자만 쓸 수 있어요.

## /quota

quota-header = 📊 <b>오늘의 조직 현황</b>
quota-tracks = 오늘 트랙: { $limit }개 중 { $used }개 ({ $left }개 남음)
quota-active = 지금 생성 중: { $limit }개 중 { $active }개
quota-waiting = 봇 대기열에서 기다리는 중: { $waiting }
quota-spent = 지출: 오늘 { $today } BYN, 이번 달 { $month } BYN
quota-submissions = { $reason ->
        [wallet] ⏸ 서비스가 제출을 멈췄어요: 지갑 잔액이 없어요(402). 충전 후 서비스가 노래를 받으면 자동으로 다시 시작돼요. /resume을 쓰면 바로 시도해요.
        [key] ⏸ 제출이 멈췄어요: 서비스가 API 키를 거부해요(401). API_KEY를 확인하세요.
        [address] ⏸ 제출이 멈췄어요: MUSIC_API_URL에 음악 서비스가 없어요(새 노래에 404). 주소를 고치고 봇을 다시 시작하세요.
        [admin] ⏸ 관리자가 제출을 멈췄어요. /resume으로 다시 시작할 수 있어요.
        [token] ⏸ 새 노래가 대기 중이에요: Telegram이 봇 토큰을 거부해요(401). 올바른 TELEGRAM_BOT_TOKEN을 설정하고 봇을 다시 시작하세요. 대기 중인 건 사라지지 않아요.
        [telegram] ⏸ 새 노래가 대기 중이에요: Telegram이 응답하지 않아요. 다시 연결되면 자동으로 시작돼요.
        [disk] ⏸ 새 노래가 대기 중이에요: DATA_DIR 디스크에 다음 트랙을 저장할 공간이 없어요. 공간을 확보하면 자동으로 시작돼요.
       *[none] ▶️ 제출이 진행 중이에요.
    }
quota-jobs-failing = ⚠️ 서비스에서 생성이 계속 실패하거나 시간이 초과되고 있어요.
quota-top-chats = <b>이번 달 상위 채팅</b>
quota-top-users = <b>이번 달 상위 사용자</b>
quota-top-line = { $rank }. { $name } (<code>{ $id }</code>): 트랙 { $tracks ->
       *[other] { $tracks }개
    }, { $byn } BYN
quota-top-none = 아직 트랙이 없어요.

## /allow, /deny, /access

access-usage = 명령어 뒤에 채팅 ID를 쓰세요. 예: 사람은 <code>/{ $command } 123456789</code>, 그룹은 <code>/{ $command } -1001234567890</code>. 그룹에서 <code>/{ $command }</code>만 쓰면 이 그룹을 뜻해요.
access-allowed = ✅ 이제 <code>{ $chat_id }</code>에서 노래를 요청할 수 있어요.
access-denied = 🚫 이제 <code>{ $chat_id }</code>에서 노래를 요청할 수 없어요.
access-denied-admin = 🚫 <code>{ $chat_id }</code>: 채팅으로는 차단됐지만, 어디서든 요청할 수 있는 봇 관리자(ADMIN_USER_IDS)이기도 해요.
access-header = 🔐 <b>노래를 요청할 수 있는 사람</b> (ACCESS={ $mode ->
        [open] open: 모두. 아래 목록은 ACCESS가 private일 때 적용돼요
       *[private] private: 관리자와 아래 채팅
    })
access-denied-ended = { $count ->
       *[other] 그곳 대기열에서 기다리던 노래 { $count }곡이 취소됐어요. 비용은 들지 않았어요.
    }
access-open-note = 참고: ACCESS=open이면 누구나 요청할 수 있어서, 이 설정은 ACCESS가 private일 때만 적용돼요.
access-admins = 관리자: { $ids }
access-configured = ALLOWED_CHAT_IDS 설정: { $ids }
access-list-allowed = <b>/allow로 허용됨:</b>
access-list-denied = <b>/deny로 차단됨:</b>
access-entry = • <code>{ $chat_id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }
access-more = …그 밖에 { $count }개 더 있어요.

## /pause and /resume

pause-done = ⏸ 제출을 멈췄어요. 새 요청은 받아서 대기열에 두고, 이미 서비스에 간 노래는 그대로 도착해요. /resume으로 다시 시작할 수 있어요.
pause-already = 이미 관리자가 제출을 멈춘 상태예요. /resume으로 다시 시작할 수 있어요.
resume-done = { $reason ->
        [admin] ▶️ 제출이 다시 시작됐어요.
        [lifted] ▶️ 관리자의 일시 중지가 해제됐어요.
       *[none] 관리자가 제출을 멈춘 상태가 아니었어요.
    }
resume-service-waits = { $reason ->
        [wallet] ⏸ 새 노래는 아직 음악 서비스를 기다리고 있어요: 지갑 잔액이 없어요(402). 지금 다시 시도하고 있어요. 서비스가 노래를 받으면 자동으로 시작돼요.
       *[key] ⏸ 새 노래는 아직 음악 서비스를 기다리고 있어요: 서비스가 API 키를 거부해요(401). 지금 다시 시도하고 있어요. 서비스가 노래를 받으면 자동으로 시작돼요.
    }

## Alerts (once per incident, and once when it is over)

alert-jobs = ⚠️ 생성 { $count }건이 연달아 끝나지 않았어요: 음악 서비스에서 { $failed }건 실패, { $expired }건은 { $minutes }분 넘게 걸렸어요. 해당 사용자에게 알렸어요(실패한 생성은 과금되지 않아요). 서비스 상태를 확인하세요.
alert-jobs-over = ✅ 생성이 다시 완료되고 있어요: 방금 한 건이 끝났어요.

## /report: the last 30 days as a chart (the chart's words are drawn as plain text)

report-empty = 최근 { $days }일 동안 시작된 트랙도 지출도 없어서 아직 그릴 차트가 없어요. 오늘 수치는 /quota에서 볼 수 있어요.
report-caption = 📈 최근 { $days }일: 트랙 { $tracks ->
       *[other] { $tracks }개
    } 시작, { $byn } BYN 지출. 오늘 수치는 /quota에서 볼 수 있어요.
report-title = 최근 { $days }일
report-tracks-axis = 일별
report-limit = 일일 한도({ $limit })
report-money-axis = 일별 지출(BYN)
report-top-title = 최근 { $days }일 상위 사용자
report-top-line = { $name } ({ $id }): 트랙 { $tracks ->
       *[other] { $tracks }개
    }, { $byn } BYN

## /limit and /limits: a daily share of the organization's tracks for a person or a group

limit-usage = 누구의 할당량인지와 하루 트랙 수를 쓰세요: 사람은 <code>/limit 123456789 3</code>(모든 채팅의 노래 합산), 그룹은 <code>/limit -1001234567890 5</code>(멤버들이 나눠 써요), 트랙을 아예 주지 않으려면 <code>0</code>, 할당량을 없애려면 <code>off</code>. 그룹에서 <code>/limit 5</code>만 쓰면 이 그룹을 뜻해요. 트랙 대신 텍스트 모델이 쓰는 가사의 일일 할당량을 정하려면 <code>lyrics</code>를 붙이세요: <code>/limit 123456789 5 lyrics</code>.
limit-bad-id = 채팅 ID가 아니에요: “{ $value }”. 사람의 ID는 <code>123456789</code> 같은 숫자이고, 그룹의 ID는 <code>-1001234567890</code>처럼 마이너스로 시작해요.
limit-bad-number = 트랙 수가 아니에요: “{ $value }”. 0부터 { $max }까지의 정수를 쓰거나, 할당량을 없애려면 <code>off</code>를 쓰세요.
limit-negative = 할당량은 음수일 수 없어요({ $value }). 트랙을 아예 주지 않으려면 <code>0</code>, 할당량을 없애려면 <code>off</code>를 쓰세요.
limit-set = ✅ { $whose ->
        [group] <code>{ $id }</code> 그룹은 멤버들이 합쳐서 하루에 트랙 { $tracks ->
           *[other] { $tracks }개
        }를 시작할 수 있어요.
       *[user] <code>{ $id }</code> 사용자는 모든 채팅을 합쳐 하루에 트랙 { $tracks ->
           *[other] { $tracks }개
        }를 시작할 수 있어요.
    } 오늘 사용: { $used }
limit-set-none = ⛔ { $whose ->
        [group] 이제 <code>{ $id }</code> 그룹에서는 아무도 트랙을 시작할 수 없어요.
       *[user] 이제 <code>{ $id }</code> 사용자는 트랙을 시작할 수 없어요.
    } 해당 노래는 대기열에서 기다려요. <code>/limit { $id } off</code>로 할당량을 없앨 수 있어요.
limit-off = ✅ <code>{ $id }</code>의 할당량을 없앴어요. { $fallback ->
        [default] 다시 USER_DAILY_LIMIT 설정이 적용돼요: 하루 { $default }개.
        [chat] 이 채팅이 자기 이름으로 하는 요청에는 다시 USER_DAILY_LIMIT 설정이 적용돼요: 하루 { $default }개. 멤버들이 함께 쓰는 할당량은 없어요.
       *[none] 조직 한도만 적용돼요.
    }
limit-off-none = <code>{ $id }</code>에는 따로 정한 할당량이 없었어요. 바뀐 건 없어요.
limits-header = 🎟 <b>조직 트랙의 일일 할당량</b>
limits-default = { $fallback ->
        [default] 그 밖의 모두(자기 이름으로 요청하는 채널과 채팅 포함): 각각 하루 { $default }개(USER_DAILY_LIMIT). 그룹 멤버들이 함께 쓰는 할당량은 여기서 정한 것만 있어요.
       *[none] 그 밖의 모두: 개별 할당량 없음(USER_DAILY_LIMIT=0), 조직 한도만 적용.
    }
limits-none = 아직 정한 할당량이 없어요. 예: <code>/limit 123456789 3</code>
limits-entry = • <code>{ $id }</code>{ $has_name ->
        [yes] {" "}{ $name }
       *[no] {""}
    }{ $whose ->
        [group] {" "}(그룹)
       *[user] {""}
    }: 오늘 { $tracks }개 중 { $used }개 사용
quota-shares = <b>일일 할당량</b>

## The text model today (/quota) and a person's share of it (/limit <id> <n> lyrics)

quota-lyrics = 오늘 가사(텍스트 모델 호출): { $limited ->
        [yes] { $limit }회 중 { $used }회 ({ $left }회 남음, ORG_TEXT_DAILY_LIMIT)
       *[no] { $used }회 (일일 한도 없음: ORG_TEXT_DAILY_LIMIT=0)
    }; { $own_limited ->
        [yes] 사람이나 자기 이름으로 요청하는 채팅마다 하루 { $own }회(USER_TEXT_DAILY_LIMIT)
       *[no] 사람별 한도 없음(USER_TEXT_DAILY_LIMIT=0)
    }
quota-top-askers = <b>오늘 가사를 가장 많이 요청한 사람</b>
quota-asker-line = { $rank }. { $name } (<code>{ $id }</code>): { $calls }
quota-askers-none = 오늘 쓴 가사가 없어요.
limit-lyrics-set = ✅ <code>{ $id }</code> 사용자는 모든 채팅을 합쳐 하루에 텍스트 모델을 { $calls ->
       *[other] { $calls }번
    } 호출할 수 있어요(가사 쓰기 또는 다시 쓰기). 오늘 사용: { $used }
limit-lyrics-off = ✅ <code>{ $id }</code>의 가사 할당량을 없앴어요. { $fallback ->
        [default] 다시 USER_TEXT_DAILY_LIMIT 설정이 적용돼요: 하루 { $default }회.
       *[none] 조직 한도만 적용돼요(USER_TEXT_DAILY_LIMIT=0).
    }
limit-lyrics-off-none = <code>{ $id }</code>에는 따로 정한 가사 할당량이 없었어요. 바뀐 건 없어요.
report-tracks-bars = 시작된 트랙
report-lyrics-bars = 쓴 가사(텍스트 모델 호출)
