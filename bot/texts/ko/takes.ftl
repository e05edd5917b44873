## Another take: the same lyrics and style sung again, asked first (bot/ui/takes.py)

button-take = 🔁 다른 테이크
take-title = { $title } (테이크 { $number })
take-question = 🔁 “{ $title }”의 다른 테이크: 같은 가사와 스타일로 다시 부르는 테이크 { $number }. 트랙 1개가 사용돼요.
    { $mine ->
        [0] 오늘 남은 트랙이 없어서, 이 테이크는 트랙이 다시 생길 때까지 대기열에서 기다려요
       *[other] 오늘 남은 트랙은 { $mine }개예요
    }. 전체 남은 트랙은 { $everyone ->
       *[other] { $everyone }개
    }예요.
button-take-go = ✅ 테이크 { $number } 만들기
button-take-no = ✖️ 괜찮아요
take-footer-declined = 🗑 새 테이크는 만들지 않아요. 트랙은 사용되지 않았어요.
take-footer-expired = ⌛ 하루 동안 답이 없어서 이 질문은 만료됐어요. 트랙은 사용되지 않았어요. 다시 물어보려면 노래 아래의 🔁 다른 테이크를 누르세요.
take-answer-asked = 노래 아래의 질문에 답해 주세요.
take-answer-already = 이 노래의 다른 테이크에 대해 이미 물어봤어요. 그 질문에 답해 주세요.
take-answer-no-words = 이 노래의 가사가 더 이상 저장돼 있지 않아서 다시 부를 수 없어요.
take-answer-not-shown = 질문을 표시하지 못해서 아무것도 부르지 않고, 트랙도 사용되지 않았어요. 다시 시도해 주세요.
take-answer-declined = 새 테이크는 만들지 않아요. 트랙은 사용되지 않았어요.
take-answer-expired = 이 질문은 만료됐어요. 노래 아래의 🔁 다른 테이크를 다시 누르세요.

## Likes that teach the admins: 👍 / 👎 under a song (bot/ui/votes.py), and /report's styles

button-like = { $count ->
        [0] 👍
       *[other] 👍 { $count }
    }
button-dislike = { $count ->
        [0] 👎
       *[other] 👎 { $count }
    }
vote-answer-new = { $vote ->
        [up] 👍 반영했어요. 감사해요!
       *[down] 👎 반영했어요. 알려 주셔서 감사해요!
    }
vote-answer-changed = { $vote ->
        [up] 👍로 바꿨어요.
       *[down] 👎로 바꿨어요.
    }
vote-answer-same = { $vote ->
        [up] 이미 👍를 눌렀어요.
       *[down] 이미 👎를 눌렀어요.
    }
styles-report-header = 🎚 최근 { $days }일 동안 만든 노래의 스타일: 노래 수, 👎보다 👍가 많은 노래 수, 그 반대인 노래 수예요.
styles-report-line = { $name }: { $made ->
       *[other] { $made }곡
    } · 👍 { $liked } · 👎 { $disliked }
styles-report-preset = 🎛 { $name }
styles-report-typed = ✍️ “{ $style }”
styles-report-none = ∅ 스타일 없음(서비스가 선택)
styles-report-more = …그 밖에 { $count ->
       *[other] 스타일 { $count }개
    }
