import DaybookDomain
import Foundation

/// Turns the one app-wide error into the alert a stateful screen shows: the guides' view models
/// catch `AppError` and set an alert (title + message) the view binds to. The title is the
/// guides' wording for the error's category (インターネット接続がありません…); the message says
/// what exactly happened, in the feature's terms.
struct AlertPresenter: Sendable {
    private let localize: Localizer
    private let errors: ErrorPresenter

    init(localizer: Localizer, vocabulary: ErrorVocabulary) {
        localize = localizer
        errors = ErrorPresenter(localizer: localizer, vocabulary: vocabulary)
    }

    func alert(for error: AppError) -> AlertViewState {
        AlertViewState(title: localize(Self.title(error.category)), message: errors.present(error).message)
    }

    static func title(_ category: AppError.Category) -> ErrorCategoryText {
        switch category {
        case .network(.offline): .offline
        case .network(.timeout): .timeout
        case .network(.unknown): .networkUnknown
        case .authentication(.sessionExpired): .sessionExpired
        case .authentication(.failed): .authenticationFailed
        case .input: .input
        case .unexpected: .unexpected
        }
    }
}
