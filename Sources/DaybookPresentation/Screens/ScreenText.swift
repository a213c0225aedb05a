import Foundation

/// What the stateful screens say beyond each feature's own texts: the title of an error's alert,
/// and what a screen says when what it showed is gone.
public enum ScreenText: LocalizedText, CaseIterable {
    /// Guide 004 titles every error alert `エラー`.
    case errorTitle
    case todoDeletedElsewhere

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.errorTitle, .english): "Error"
        case (.errorTitle, .japanese): "エラー"
        case (.todoDeletedElsewhere, .english): "This todo was deleted, here or elsewhere. Go back to the list."
        case (.todoDeletedElsewhere, .japanese): "このタスクはここか別の場所で削除されました。一覧に戻ってください。"
        }
    }
}
