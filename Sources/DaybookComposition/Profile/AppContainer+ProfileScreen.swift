import DaybookDomain
import DaybookPresentation

/// The profile screen's module: the registration with the view model as its view.
extension AppContainer {
    /// The profile screen of the person at this machine.
    @MainActor
    public func makeProfileViewModel(language: Language? = nil) -> ProfileViewModelImpl {
        ProfileViewModelImpl(
            makeController: { view in makeProfileController(view: view, language: language) },
            changes: observeChanges, localizer: localizer(for: language))
    }
}
