import Foundation

/// What the stateful screens say beyond each feature's own texts: what a screen says when what
/// it showed is gone.
public enum ScreenText: LocalizedText, CaseIterable {
    case todoGone
    case todoDeletedElsewhere

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.todoGone, .english): "Todo deleted"
        case (.todoGone, .japanese): "TODOが削除されました"
        case (.todoDeletedElsewhere, .english): "It was deleted, here or elsewhere. Go back to the list."
        case (.todoDeletedElsewhere, .japanese): "ここか別の場所で削除されました。一覧に戻ってください。"
        }
    }
}
