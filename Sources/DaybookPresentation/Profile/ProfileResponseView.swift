import Foundation

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
