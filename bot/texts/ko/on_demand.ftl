## Files made on demand (🎬 a video, 💿 a lossless file): the line they wait in, and the disk

files-line-full = ⏳ 지금 만들고 있는 파일이 많아요. 몇 분 후 버튼을 다시 눌러 주세요.
files-line-full-after-stop = ⏳ 파일이 준비되기 전에 봇이 다시 시작됐고, 지금은 만들고 있는 파일이 많아요. 몇 분 후 버튼을 다시 눌러 주세요.
files-no-room = 죄송해요, 지금은 봇 디스크에 이 파일을 저장할 공간이 없어요. 새 노래가 우선이에요. 나중에 버튼을 다시 눌러 주세요.
