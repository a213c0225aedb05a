import Foundation

/// The guides' error titles, one per category of ``DaybookDomain/AppError/Category``, in their
/// Japanese wording and in English beside it.
public enum ErrorCategoryText: LocalizedText, CaseIterable {
    case offline
    case timeout
    case networkUnknown
    case sessionExpired
    case authenticationFailed
    case input
    case unexpected

    public func text(in language: Language) -> String {
        switch (self, language) {
        case (.offline, .english): "No internet connection"
        case (.offline, .japanese): "インターネット接続がありません"
        case (.timeout, .english): "The request timed out"
        case (.timeout, .japanese): "リクエストがタイムアウトしました"
        case (.networkUnknown, .english): "An unknown error occurred"
        case (.networkUnknown, .japanese): "不明なエラーが発生しました"
        case (.sessionExpired, .english): "Your session has expired. Please sign in again."
        case (.sessionExpired, .japanese): "セッションが期限切れです。再度サインインしてください。"
        case (.authenticationFailed, .english): "Authentication failed"
        case (.authenticationFailed, .japanese): "認証に失敗しました"
        case (.input, .english): "Check what you entered"
        case (.input, .japanese): "入力内容を確認してください"
        case (.unexpected, .english): "An unexpected error occurred"
        case (.unexpected, .japanese): "予期せぬエラーが発生しました"
        }
    }
}
