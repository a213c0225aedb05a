import DaybookDomain
import Foundation

extension ErrorViewState {
    /// `error` as a front end shows it, in `localizer`'s language: a ``PresentableError`` (the
    /// app-wide `AppError`, a setting that cannot be used) words itself; anything else was not
    /// expected to reach a person, and says so in the guides' words (予期せぬエラーが発生しました).
    public init(_ error: any Error, localizer: Localizer) {
        if let presentable = error as? any PresentableError {
            self = presentable.present(localizer)
        } else {
            self.init(message: localizer(ErrorCategoryText.unexpected), kind: .storage)
        }
    }

    /// The same, naming `input`, what the user typed, where the error is about it (a city or a
    /// todo not found): see ``ErrorPresenter/present(_:about:)``.
    public init(_ error: any Error, about input: String, localizer: Localizer) {
        if let error = error as? AppError {
            self = ErrorPresenter(localizer: localizer).present(error, about: input)
        } else {
            self.init(error, localizer: localizer)
        }
    }
}
