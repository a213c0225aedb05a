import Foundation

/// The guides' words for two of their error categories, which Daybook says as the guides do:
/// a session that expired (the sign-in page, when a sign-in is no longer good) and the
/// unexpected (an error that is not an `AppError`). Every other error is said in its own words
/// (``ErrorPresenter``), under the title guide 004 gives every error alert
/// (``ScreenText/errorTitle``).
public enum ErrorCategoryText: LocalizedText, CaseIterable {
    case sessionExpired
    case unexpected

    public func text(in language: Language) -> String {
        switch (self, language) {
        // Guide 004's words exactly, without a closing 。, and an English that says the same.
        case (.sessionExpired, .english): "Your session has expired. Please log in again"
        case (.sessionExpired, .japanese): "セッションが期限切れです。再ログインしてください"
        case (.unexpected, .english): "An unexpected error occurred"
        case (.unexpected, .japanese): "予期せぬエラーが発生しました"
        }
    }
}
