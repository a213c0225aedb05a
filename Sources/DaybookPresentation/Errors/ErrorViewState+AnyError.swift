import DaybookDomain
import Foundation

extension ErrorViewState {
    /// `error` as a front end shows it, in `localizer`'s language: a ``PresentableError`` (the
    /// app-wide `AppError`, a setting that cannot be used) words itself; anything else was not
    /// expected to reach a person, and says so in the guides' words (予期せぬエラーが発生しました).
    public init(_ error: any Error, localizer: Localizer) {
        self.init(error, localizer: localizer, vocabulary: .everyFeature)
    }

    /// `error` as above, an `AppError` in one feature's words (which service failed, say).
    public init(_ error: any Error, localizer: Localizer, vocabulary: ErrorVocabulary) {
        if let error = error as? AppError {
            self = ErrorPresenter(localizer: localizer, vocabulary: vocabulary).present(error)
        } else if let presentable = error as? any PresentableError {
            self = presentable.present(localizer)
        } else {
            self.init(message: localizer(ErrorCategoryText.unexpected), kind: .storage)
        }
    }

    /// The same, naming `input`, what the user typed, where the error is about it (a city or a
    /// todo not found): see ``ErrorPresenter/present(_:about:)``.
    public init(
        _ error: any Error, about input: String, localizer: Localizer, vocabulary: ErrorVocabulary = .everyFeature
    ) {
        if let error = error as? AppError {
            self = ErrorPresenter(localizer: localizer, vocabulary: vocabulary).present(error, about: input)
        } else {
            self.init(error, localizer: localizer, vocabulary: vocabulary)
        }
    }
}
