import DaybookPresentation

/// What the terminal app says beyond the features' own texts: its tabs, its key hints, its
/// prompts. Worded here, beside the driver that shows it, as `WebText` is beside the pages.
enum AppText: LocalizedText, CaseIterable {
    case tabDashboard
    case tabWeather
    case tabTodos
    case tabPosts
    case tabProfile
    case tooSmall
    case notATerminal
    case loading
    case keysGlobal
    case keysDashboard
    case keysWeather
    case keysWeatherEditing
    case keysTodos
    case keysTodoField
    case keysTodo
    case keysPosts
    case keysPost
    case keysProfile
    case keysProfileEditing
    case keysAlert
    case searchPrompt
    case addPrompt
    case renamePrompt
    case cityPrompt
    case cityNeeded
    case cityKeyHint
    case dashboardNoCity
    case keysSearching
    case undoHint
    case filterLabel
    case filterAll
    case filterOpen
    case filterDone
    case noTodosYet
    case noPosts
    case nameLabel
    case genderLabel
    case registerButton
    case nameCount

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.tabDashboard, .english): "Dashboard"
        case (.tabDashboard, .japanese): "ダッシュボード"
        case (.tabWeather, .english): "Weather"
        case (.tabWeather, .japanese): "天気"
        case (.tabTodos, .english): "Todos"
        case (.tabTodos, .japanese): "TODO"
        case (.tabPosts, .english): "Posts"
        case (.tabPosts, .japanese): "投稿"
        case (.tabProfile, .english): "Profile"
        case (.tabProfile, .japanese): "プロフィール"
        case (.tooSmall, .english): "The terminal is too small.\nDaybook needs at least {size}."
        case (.tooSmall, .japanese): "端末が小さすぎます。\n{size} 以上にしてください。"
        case (.notATerminal, .english):
            "daybook app needs a terminal: standard input and output must not be redirected."
        case (.notATerminal, .japanese): "daybook app は端末で実行してください（標準入出力をリダイレクトしないでください）。"
        case (.loading, .english): "Loading…"
        case (.loading, .japanese): "読み込み中…"
        case (.keysGlobal, .english): "Tab/1-5 switch · r refresh · q quit"
        case (.keysGlobal, .japanese): "Tab/1-5 切替 · r 更新 · q 終了"
        case (.keysDashboard, .english): "↑↓ move · Enter open"
        case (.keysDashboard, .japanese): "↑↓ 移動 · Enter 開く"
        case (.keysWeather, .english): "/ city"
        case (.keysWeather, .japanese): "/ 都市"
        case (.keysWeatherEditing, .english): "type a city · Enter search now · Esc done"
        case (.keysWeatherEditing, .japanese): "都市を入力 · Enter 今すぐ検索 · Esc 終了"
        case (.keysTodos, .english):
            "↑↓ move · Enter open · a add · Space done · e rename · d delete · u undo · / search · f filter"
        case (.keysTodos, .japanese): "↑↓ 移動 · Enter 開く · a 追加 · Space 完了 · e 名前変更 · d 削除 · u 元に戻す · / 検索 · f 絞り込み"
        case (.keysTodoField, .english): "Enter save · Esc cancel"
        case (.keysTodoField, .japanese): "Enter 保存 · Esc キャンセル"
        case (.keysTodo, .english): "e rename · Space done · Esc back"
        case (.keysTodo, .japanese): "e 名前変更 · Space 完了 · Esc 戻る"
        case (.keysPosts, .english): "↑↓ move · Enter open · ←→ page · / search"
        case (.keysPosts, .japanese): "↑↓ 移動 · Enter 開く · ←→ ページ · / 検索"
        case (.keysPost, .english): "Esc back"
        case (.keysPost, .japanese): "Esc 戻る"
        case (.keysProfile, .english): "↑↓ field · Enter edit/register · ←→ gender"
        case (.keysProfile, .japanese): "↑↓ 項目 · Enter 編集/登録 · ←→ 性別"
        case (.keysProfileEditing, .english): "type the name · Enter/Esc done"
        case (.keysProfileEditing, .japanese): "名前を入力 · Enter/Esc 終了"
        case (.keysAlert, .english): "Enter/Esc close"
        case (.keysAlert, .japanese): "Enter/Esc 閉じる"
        case (.searchPrompt, .english): "Search: "
        case (.searchPrompt, .japanese): "検索: "
        case (.addPrompt, .english): "New todo: "
        case (.addPrompt, .japanese): "新しいタスク: "
        case (.renamePrompt, .english): "Title: "
        case (.renamePrompt, .japanese): "タイトル: "
        case (.cityPrompt, .english): "City: "
        case (.cityPrompt, .japanese): "都市: "
        case (.cityNeeded, .english): "Type a city to see its weather."
        case (.cityNeeded, .japanese): "都市を入力すると天気を表示します。"
        case (.cityKeyHint, .english): "Press / to type one."
        case (.cityKeyHint, .japanese): "/ を押して入力してください。"
        case (.dashboardNoCity, .english): "No city yet: choose one on the Weather tab."
        case (.dashboardNoCity, .japanese): "都市が未設定です。天気タブで選んでください。"
        case (.keysSearching, .english): "type to search · Enter/Esc done"
        case (.keysSearching, .japanese): "入力して検索 · Enter/Esc 終了"
        case (.undoHint, .english): "Press u to undo."
        case (.undoHint, .japanese): "u で元に戻せます。"
        case (.filterLabel, .english): "Filter: {filter}"
        case (.filterLabel, .japanese): "絞り込み: {filter}"
        case (.filterAll, .english): "all"
        case (.filterAll, .japanese): "すべて"
        case (.filterOpen, .english): "open"
        case (.filterOpen, .japanese): "未完了"
        case (.filterDone, .english): "done"
        case (.filterDone, .japanese): "完了"
        case (.noTodosYet, .english): "No todos yet. Press a to add one."
        case (.noTodosYet, .japanese): "タスクがありません。a で追加できます。"
        case (.noPosts, .english): "No posts."
        case (.noPosts, .japanese): "投稿はありません。"
        case (.nameLabel, .english): "Name"
        case (.nameLabel, .japanese): "名前"
        case (.genderLabel, .english): "Gender"
        case (.genderLabel, .japanese): "性別"
        case (.registerButton, .english): "[ Register ]"
        case (.registerButton, .japanese): "[ 登録 ]"
        case (.nameCount, .english): "{count}/{limit}"
        case (.nameCount, .japanese): "{count}/{limit}"
        }
    }
}
