import DaybookData
import DaybookDomain
import DaybookInfrastructure
import DaybookPresentation

/// The Profile module: SQLite store → repository → interactors → presenter → the given view.
///
/// Registration reports through an output port, so each controller is wired to the view its
/// presenter drives. Drivers make one per request (or per action); it is cheap: no I/O.
extension AppContainer {
    /// A controller for `person`'s profile whose presenter drives `view` in `language` (the
    /// configured one when `nil`). A person has one profile on every front end: an account's
    /// wherever it signs in, the household's wherever it is used.
    public func makeProfileController(
        person: Person, view: any ProfileView, language: Language? = nil
    ) -> ProfileController {
        let user = person.profileUser
        let repository = DefaultProfileRepository(store: storage.profiles)
        let presenter = ProfilePresenter(view: view, localizer: localizer(for: language))
        return ProfileController(
            user: user,
            register: RegisterProfileInteractor(repository: repository, dates: dates, output: presenter),
            registrationState: ProfileRegistrationStateInteractor(repository: repository),
            presenter: presenter
        )
    }
}
