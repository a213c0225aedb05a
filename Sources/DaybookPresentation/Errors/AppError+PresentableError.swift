import DaybookDomain
import Foundation

extension AppError: PresentableError {
    /// The error in every feature's words (``ErrorVocabulary/everyFeature``).
    public func present(_ localizer: Localizer) -> ErrorViewState {
        ErrorPresenter(localizer: localizer).present(self)
    }
}
