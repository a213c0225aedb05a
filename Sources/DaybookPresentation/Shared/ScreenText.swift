import Foundation

/// What the stateful screens say beyond each feature's own texts: alert titles, the names of
/// the tabs, what a screen shows while it loads.
public enum ScreenText: LocalizedText, CaseIterable {
    case errorTitle
    case loading
    case todoDeletedElsewhere

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.errorTitle, .english): "Something went wrong"
        case (.errorTitle, .japanese): "エラー"
        case (.loading, .english): "Loading…"
        case (.loading, .japanese): "読み込み中…"
        case (.todoDeletedElsewhere, .english): "This todo was deleted."
        case (.todoDeletedElsewhere, .japanese): "このTODOは削除されました。"
        }
    }
}
