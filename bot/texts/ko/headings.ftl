## Section headings people type in their lyrics in this language, so that "Chorus:" or
## "[Verse 2]" reaches the music service as [chorus] or [verse]. Never shown to people.
## Words are separated by "|", written in lower case. A word ending in * also matches every
## ending of it (verse* matches verses). A space or a hyphen inside a word matches a space, a
## hyphen or nothing (pre-chorus matches "Pre Chorus" and "Prechorus").

heading-chorus = 후렴 | 후렴구 | 코러스 | 훅
heading-pre-chorus = 프리 코러스 | 프리 후렴
heading-post-chorus = 포스트 코러스 | 포스트 후렴
heading-bridge = 브릿지 | 브리지
heading-verse = 절 | 벌스 | 랩 | 인트로 | 아웃트로 | 도입부
heading-instrumental = 간주 | 전주 | 후주 | 연주 | 기타 솔로 | 인스트루멘털 | 브레이크다운
# Words that may stand before a heading's name ("Second verse", "Final chorus").
heading-ordinals = 첫 | 첫 번째 | 두 번째 | 세 번째 | 네 번째 | 다섯 번째 | 마지막
# Words that say a section is sung again: after a number ("x2", "2 times") or alone ("twice").
heading-times = 번 | 회
heading-again = 반복 | 두 번
