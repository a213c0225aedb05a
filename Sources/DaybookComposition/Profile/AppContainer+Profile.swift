import DaybookData
import DaybookDomain
import DaybookPresentation

/// The Profile module: the engine's store (SQLite or PostgreSQL) → repository → interactor →
/// presenter → the given view.
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
        let presenter = ProfilePresenter(view: view, localizer: localizer(for: language))
        return ProfileController(user: person.profileUser, profile: profileInteractor, presenter: presenter)
    }

    /// The profiles' interactor over this database.
    var profileInteractor: ProfileInteractor {
        ProfileInteractor(repository: DefaultProfileRepository(store: storage.profiles), dates: dates)
    }
}
