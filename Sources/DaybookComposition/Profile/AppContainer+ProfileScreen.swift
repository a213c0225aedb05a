import DaybookDomain
import DaybookPresentation

/// The profile screen's module: the registration with the view model as its view.
extension AppContainer {
    /// The profile screen of `person` at this machine.
    @MainActor
    public func makeProfileViewModel(language: Language? = nil, for person: Person) -> ProfileViewModelImpl {
        ProfileViewModelImpl(
            makeController: { view in makeProfileController(person: person, view: view, language: language) },
            changes: changeFeed, localizer: localizer(for: language))
    }
}
