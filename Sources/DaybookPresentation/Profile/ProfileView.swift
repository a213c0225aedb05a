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

/// A ``ProfileView`` for one request: it keeps the last alert and status it was shown, which the
/// driver then writes out (terminal text, an HTML page, JSON).
public actor ProfileResponseView: ProfileView {
    public private(set) var alert: ProfileAlertViewState?
    public private(set) var status: ProfileStatusViewState?

    public init() {}

    public func display(_ alert: ProfileAlertViewState) {
        self.alert = alert
    }

    public func display(_ status: ProfileStatusViewState) {
        self.status = status
    }
}
