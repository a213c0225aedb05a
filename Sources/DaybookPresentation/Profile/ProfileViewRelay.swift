import Foundation

/// The ``ProfileView`` a ``ProfilePresenter`` drives on behalf of a ``ProfileViewModelImpl``: it
/// hands each display to the view model on the main actor, and holds it weakly, so the
/// presenter (which the view model owns, through its controller) does not keep it alive.
@MainActor
final class ProfileViewRelay: ProfileView {
    private weak var viewModel: ProfileViewModelImpl?

    init(_ viewModel: ProfileViewModelImpl) {
        self.viewModel = viewModel
    }

    func display(_ alert: ProfileAlertViewState) async {
        viewModel?.display(alert)
    }

    func display(_ status: ProfileStatusViewState) async {
        viewModel?.display(status)
    }
}
