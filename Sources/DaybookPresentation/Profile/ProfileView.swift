import Foundation

/// What the ``ProfilePresenter`` drives: the guides' view protocol.
///
/// The presenter decides *what* to show and calls these; the view only shows it. Request/response
/// drivers (the CLI, the web app) implement it with ``ProfileResponseView``, which keeps what was
/// shown for them to render; a stateful screen (SwiftUI) would implement it with its own view
/// model.
public protocol ProfileView: Sendable {
    func display(_ alert: ProfileAlertViewState) async
    func display(_ status: ProfileStatusViewState) async
}
