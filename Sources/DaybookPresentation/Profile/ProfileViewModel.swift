import DaybookDomain
import Foundation
import Observation

/// The registration screen for stateful UIs (SwiftUI): the form's fields, and the ``ProfileView``
/// its presenter drives.
///
/// The fields keep what the user typed after a failure, so nothing is lost. A controller is made
/// for each action with this model as its view, so the model never owns a presenter that points
/// back at it.
@Observable
@MainActor
public final class ProfileViewModel: ProfileView {
    public var name = ""
    /// The picked ``GenderOption/code``; `nil` until the user picks one.
    public var genderCode: String?
    public let genderOptions: [GenderOption]

    /// The alert to show, until it is dismissed or the next registration starts.
    public private(set) var alert: ProfileAlertViewState?
    public private(set) var status: ProfileStatusViewState?
    public private(set) var isSaving = false

    @ObservationIgnored private let makeController: @Sendable (any ProfileView) -> ProfileController

    public init(localizer: Localizer, makeController: @escaping @Sendable (any ProfileView) -> ProfileController) {
        genderOptions = GenderOption.all(localizer: localizer)
        self.makeController = makeController
    }

    public func load() async {
        await makeController(self).load()
    }

    public func register() async {
        alert = nil
        isSaving = true
        defer { isSaving = false }
        await makeController(self).register(name: name, genderCode: genderCode)
    }

    public func dismissAlert() {
        alert = nil
    }

    // MARK: - ProfileView

    public func display(_ alert: ProfileAlertViewState) {
        self.alert = alert
    }

    public func display(_ status: ProfileStatusViewState) {
        self.status = status
    }
}
