import Foundation

/// An error a front end can show as it is: it words itself in the reader's language. Errors
/// travel out of the core unchanged (the app-wide `AppError`, a configuration's `SettingProblem`)
/// and are presented once, at the edge where they are shown: the command line prints the message
/// and exits with the status for its kind, the web app answers a page or JSON with the HTTP status
/// for it.
public protocol PresentableError: Error, Sendable {
    /// The error as the front end shows it, in `localizer`'s language.
    func present(_ localizer: Localizer) -> ErrorViewState
}
