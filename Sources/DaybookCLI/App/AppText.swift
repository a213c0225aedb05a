import DaybookPresentation

/// What the terminal app itself says, whichever tab is shown: a terminal too small, what a
/// screen shows while it reads, the app's own keys, the search field and the alerts every tab
/// has. Each tab's own texts are its feature's (`TodoTabText`…). Worded here, beside the driver
/// that shows it, as `WebText` is beside the pages.
enum AppText: LocalizedText, CaseIterable {
    case tooSmall
    case notATerminal
    case loading
    case keysGlobal
    case keysAlert
    case searchPrompt
    case keysSearching

    func text(in language: Language) -> String {
        switch (self, language) {
        case (.tooSmall, .english): "The terminal is too small.\nDaybook needs at least {size}."
        case (.tooSmall, .japanese): "端末が小さすぎます。\n{size} 以上にしてください。"
        case (.notATerminal, .english):
            "daybook app needs a terminal: standard input and output must not be redirected."
        case (.notATerminal, .japanese): "daybook app は端末で実行してください（標準入出力をリダイレクトしないでください）。"
        case (.loading, .english): "Loading…"
        case (.loading, .japanese): "読み込み中…"
        case (.keysGlobal, .english): "Tab/1-5 switch · r refresh · q quit"
        case (.keysGlobal, .japanese): "Tab/1-5 切替 · r 更新 · q 終了"
        case (.keysAlert, .english): "Enter/Esc close"
        case (.keysAlert, .japanese): "Enter/Esc 閉じる"
        case (.searchPrompt, .english): "Search: "
        case (.searchPrompt, .japanese): "検索: "
        case (.keysSearching, .english): "type to search · Enter/Esc done"
        case (.keysSearching, .japanese): "入力して検索 · Enter/Esc 終了"
        }
    }
}
