## Style presets: genres and moods as buttons (under /style and under a song's preview)

style-pick = または、下のボタンでジャンルとムードを選んでください（両方を組み合わせます）。<code>/style 好きな言葉</code> で入力したスタイルは、これらを置き換えます。
style-genre-pop = ポップ
style-genre-rock = ロック
style-genre-ballad = バラード
style-genre-hiphop = ヒップホップ
style-genre-folk = フォーク
style-genre-electronic = エレクトロ
style-mood-upbeat = 明るい
style-mood-calm = 穏やか
style-mood-sad = 切ない
style-mood-epic = 壮大
button-style-reset = ✖️ 指定なし
button-style-open = 🎨 スタイル
button-style-back = ↩️ 戻る
style-answer-set = 🎨 スタイルを選びました
style-answer-reset = スタイルをクリアしました（サービスにおまかせ）
preview-style-chosen = 🎨 スタイル（選択）：{ $style }
preview-hint-styles = この曲のジャンルとムードを選んでください（チャットのスタイルは変わりません）。「🎵 曲を作る」でトラックを1つ使います（本日の残り：{ $left }）。
