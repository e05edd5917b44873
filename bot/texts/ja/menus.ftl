## The command menu (setMyCommands): one short line per command

menu-start = あいさつと使い方
menu-help = 曲の作り方
menu-lyrics = コマンドの下に書いた歌詞から曲を作る
menu-song = テーマから歌詞を書いて、曲にする
menu-gift = 曲をプレゼント：いくつかの質問の後に歌詞を作成
menu-style = このチャットの曲のスタイルを表示・設定
menu-duration = トラックの最大の長さを表示・設定
menu-status = このチャットでリクエストされた曲と、その状況
menu-mytracks = このチャットでの最近の曲をもう一度受け取る
menu-cancel = まだ待機列にある曲をキャンセル
menu-lang = 返答する言語を選択
menu-quota = 管理者用：トラック、スロット、待機列、支出
menu-report = 管理者用：過去30日間をグラフで表示
menu-limit = 管理者用：個人やグループに1日のトラック枠を設定
menu-limits = 管理者用：1日の利用枠と本日の使用状況
menu-allow = 管理者用：チャットに曲のリクエストを許可
menu-deny = 管理者用：チャットの曲のリクエストを停止
menu-access = 管理者用：曲をリクエストできる人
menu-pause = 管理者用：サービスへの送信を一時停止
menu-resume = 管理者用：送信を再開

## The bot's profile (setMyDescription, setMyShortDescription): the description is shown in an
## empty chat before /start (up to 512 characters), the short one on its profile (up to 120)

bot-description = 歌詞やテーマを、歌入りの曲にします。[verse] や [chorus] などのセクションタグを付けた歌詞、または /song とテーマを送ると、ここに音声で曲が届きます。グループに追加すれば、みんなで曲を作れます。
bot-short-description = 歌詞やテーマから、歌入りの曲を作ります。
