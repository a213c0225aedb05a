import DaybookDomain
import Foundation

/// The Profile feature's controller: turns what the user typed and picked into the use cases'
/// input, and returns nothing. Outcomes reach the view through the ``ProfilePresenter``.
public struct ProfileController: Sendable {
    private let user: UserID
    private let register: any RegisterProfileUseCase
    private let registrationState: any ProfileRegistrationStateUseCase
    private let presenter: ProfilePresenter

    public init(
        user: UserID,
        register: any RegisterProfileUseCase,
        registrationState: any ProfileRegistrationStateUseCase,
        presenter: ProfilePresenter
    ) {
        self.user = user
        self.register = register
        self.registrationState = registrationState
        self.presenter = presenter
    }

    /// Registers the name as typed and the gender code picked (`male`, `female`, `unspecified`;
    /// `nil`, empty or unknown means none was selected).
    public func register(name: String, genderCode: String?) async {
        await register.execute(RegisterProfileInput(user: user, name: name, gender: Gender(code: genderCode)))
    }

    /// Shows whether a profile is saved, and which.
    public func load() async {
        let result: Result<ProfileRegistrationState, AppError>
        do {
            result = .success(try await registrationState.execute(user: user))
        } catch {
            result = .failure(error)
        }
        await presenter.registrationStateLoaded(result)
    }
}
