import DaybookData
import DaybookDomain
import DaybookInfrastructure
import DaybookPresentation

/// The Profile module: SQLite store → repository → interactors → presenter → the given view.
///
/// Registration reports through an output port, so each controller is wired to the view its
/// presenter drives. Drivers make one per request (or per action); it is cheap: no I/O.
extension AppContainer {
    public func makeProfileController(for user: UserID = .local, view: any ProfileView) -> ProfileController {
        let repository = DefaultProfileRepository(store: SQLiteProfileStore(database: database))
        let presenter = ProfilePresenter(view: view, localizer: localizer)
        return ProfileController(
            user: user,
            register: RegisterProfileInteractor(repository: repository, dates: dates, output: presenter),
            registrationState: ProfileRegistrationStateInteractor(repository: repository),
            presenter: presenter
        )
    }

    @MainActor
    public func makeProfileViewModel(for user: UserID = .local) -> ProfileViewModel {
        ProfileViewModel(localizer: localizer) { view in self.makeProfileController(for: user, view: view) }
    }
}
