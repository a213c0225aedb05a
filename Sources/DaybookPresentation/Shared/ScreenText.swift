import Foundation

/// What the stateful screens say beyond each feature's own texts: alert titles and what a
/// screen says when what it showed is gone.
public enum ScreenText: LocalizedText, CaseIterable {
    case errorTitle
    case todoDeletedElsewhere

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.errorTitle, .english): "Something went wrong"
        case (.errorTitle, .japanese): "エラー"
        case (.todoDeletedElsewhere, .english): "This todo was deleted."
        case (.todoDeletedElsewhere, .japanese): "このTODOは削除されました。"
        }
    }
}
