import DaybookDomain
import Foundation

/// The Profile feature's controller: turns what the user typed and picked into the use case's
/// input, and returns nothing. Outcomes reach the view through the ``ProfilePresenter``, which
/// the controller gives each registration as its output port.
public struct ProfileController: Sendable {
    private let user: UserID
    private let profile: any ProfileUseCase
    private let presenter: ProfilePresenter

    public init(user: UserID, profile: any ProfileUseCase, presenter: ProfilePresenter) {
        self.user = user
        self.profile = profile
        self.presenter = presenter
    }

    /// Registers the name as typed and the gender code picked (`male`, `female`, `unspecified`;
    /// `nil`, empty or unknown means none was selected).
    public func register(name: String, genderCode: String?) async {
        await profile.register(
            RegisterProfileInput(user: user, name: name, gender: Gender(code: genderCode)), reportingTo: presenter)
    }

    /// Shows whether a profile is saved, and which.
    public func load() async {
        let result: Result<ProfileRegistrationState, AppError>
        do {
            result = .success(try await profile.registrationState(user: user))
        } catch {
            result = .failure(error)
        }
        await presenter.registrationStateLoaded(result)
    }
}
