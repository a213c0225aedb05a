import DaybookDomain
import Foundation

/// Turns the one app-wide error into the alert a stateful screen shows: the guides' view models
/// catch `AppError` and set an alert (title + message) the view binds to. Guide 004 titles every
/// error alert `エラー` and puts what happened below it; the message here is the error's own, in
/// the feature's terms (which rule, which status), which says what the guides' category would
/// and more.
struct AlertPresenter: Sendable {
    private let localize: Localizer
    private let errors: ErrorPresenter

    init(localizer: Localizer, vocabulary: ErrorVocabulary) {
        localize = localizer
        errors = ErrorPresenter(localizer: localizer, vocabulary: vocabulary)
    }

    func alert(for error: AppError) -> AlertViewState {
        AlertViewState(title: localize(ScreenText.errorTitle), message: errors.present(error).message)
    }
}
