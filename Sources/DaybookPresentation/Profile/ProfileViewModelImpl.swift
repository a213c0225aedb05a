import DaybookDomain
import Foundation
import Observation

/// The profile screen's view model (see ``ProfileViewModel``).
///
/// The guides' registration reports through an output port: the interactor calls the
/// ``ProfilePresenter``, which calls its ``ProfileView``. Here the view model is that view (through
/// ``ProfileViewRelay``, which holds it weakly, so the controller it owns does not keep it alive).
@MainActor
@Observable
public final class ProfileViewModelImpl: ProfileViewModel {
    public private(set) var state = ProfileScreenState()

    @ObservationIgnored private var controller: ProfileController?
    @ObservationIgnored private let changes: any ChangeFeed
    @ObservationIgnored private let following = ChangeFollower()
    @ObservationIgnored private var loading: Task<Void, Never>?

    /// `makeController` builds the registration with the view its presenter drives.
    public init(
        makeController: (any ProfileView) -> ProfileController, changes: any ChangeFeed,
        localizer: Localizer
    ) {
        self.changes = changes
        state.genders = GenderOption.all(localizer: localizer)
        controller = makeController(ProfileViewRelay(self))
    }

    public func onAppear() {
        load()
        following.follow(.profile, through: changes) { [weak self] in
            self?.load()
            await self?.loading?.value
        }
    }

    public func onDisappear() {
        following.stop()
        loading?.cancel()
    }

    public func nameChanged(_ name: String) {
        state.name = name
    }

    public func genderSelected(code: String) {
        state.genderCode = code == GenderOption.notSelectedCode ? nil : code
    }

    public func register() async {
        guard let controller, !state.isSaving else { return }
        state.isSaving = true
        await controller.register(name: state.name, genderCode: state.genderCode)
        state.isSaving = false
    }

    /// OK on the name's alert clears the name for another try, as guide 001's does (`name = ""`);
    /// every other alert leaves the form as it was.
    public func dismissAlert() {
        if state.alert?.outcome == .invalidName { state.name = "" }
        state.alert = nil
    }

    private func load() {
        guard let controller else { return }
        loading?.cancel()
        loading = Task { await controller.load() }
    }

    // MARK: - What the presenter shows

    func display(_ alert: ProfileAlertViewState) {
        state.alert = alert
    }

    func display(_ status: ProfileStatusViewState) {
        state.status = status
        // The form starts from the saved profile, once: what the user typed is never replaced.
        if case .registered(let summary) = status, state.name.isEmpty, state.genderCode == nil {
            state.name = summary.name
            state.genderCode = summary.genderCode
        }
    }
}
