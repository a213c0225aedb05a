import DaybookData
import DaybookDomain
import DaybookInfrastructure
import DaybookPresentation

/// The Profile module: SQLite store → repository → interactors → presenter → the given view.
///
/// Registration reports through an output port, so each controller is wired to the view its
/// presenter drives. Drivers make one per request (or per action); it is cheap: no I/O.
extension AppContainer {
    /// A controller for a visitor whose presenter drives `view` in `language` (the configured one
    /// when `nil`). Drivers name visitors by plain ids (the web app's anonymous cookie); `nil` is
    /// the local user, the command line's only one.
    public func makeProfileController(
        visitor: String? = nil, view: any ProfileView, language: Language? = nil
    ) -> ProfileController {
        let user = visitor.map(UserID.init) ?? .local
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
