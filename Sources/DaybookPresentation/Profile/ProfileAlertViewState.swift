import Foundation

/// The alert a registration ends with, as the guides show it: "登録完了: プロフィールを登録しました";
/// every failure is titled "登録失敗".
public struct ProfileAlertViewState: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
        case saved
        case invalidName
        case genderNotSelected
        /// Saving failed; the kind says why (storage, cancelled…).
        case saveFailed(ErrorViewState.Kind)
    }

    public let outcome: Outcome
    /// "登録完了" on success, "登録失敗" on every failure; `nil` when the message stands alone.
    public let title: String?
    public let message: String
    /// Why saving failed, when it did.
    public let detail: String?

    public init(outcome: Outcome, title: String?, message: String, detail: String? = nil) {
        self.outcome = outcome
        self.title = title
        self.message = message
        self.detail = detail
    }

    /// The alert on one line: "title: message detail".
    public var text: String {
        let head = title.map { "\($0): \(message)" } ?? message
        return detail.map { "\(head) \($0)" } ?? head
    }

    /// The alert as an error for drivers that exit or answer with a status; `nil` when saved.
    public var failure: ErrorViewState? {
        switch outcome {
        case .saved: nil
        case .invalidName, .genderNotSelected: ErrorViewState(message: text, kind: .invalidInput)
        case .saveFailed(let kind): ErrorViewState(message: text, kind: kind)
        }
    }
}
