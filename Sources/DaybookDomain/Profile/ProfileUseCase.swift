import Foundation

/// What the Profile feature does: registering a person's profile, and telling whether they have
/// one. Implemented by ``ProfileInteractor``.
///
/// The ring boundary Presentation calls (`ProfileController`, the dashboard); its double is
/// `FailingProfile` (Tests/DaybookPresentationTests), a profile that cannot be read.
public protocol ProfileUseCase: Sendable {
    /// The input port of registration: validates the input, saves the profile, and reports the
    /// outcome to `output` rather than returning it: exactly one of the port's methods is called.
    func register(_ input: RegisterProfileInput, reportingTo output: any RegisterProfileOutputPort) async

    /// Answers whether `user` has saved a profile. A query, so it returns its answer.
    func registrationState(user: UserID) async throws(AppError) -> ProfileRegistrationState
}

/// The profiles' business rules over one ``ProfileRepository``.
///
/// A struct, not an actor: it holds no state of its own (the repository is the state, and the
/// clock is injected). The output port comes with each registration, so one interactor serves
/// the registration of every view and the dashboard's query alike.
public struct ProfileInteractor: ProfileUseCase {
    private let repository: any ProfileRepository
    private let dates: any DateSource

    public init(repository: any ProfileRepository, dates: any DateSource) {
        self.repository = repository
        self.dates = dates
    }

    public func register(_ input: RegisterProfileInput, reportingTo output: any RegisterProfileOutputPort) async {
        // The name is checked first, so a form with both fields wrong asks for the name first.
        let name: ProfileName
        do {
            name = try ProfileName(input.name)
        } catch {
            guard case .validation(let failure) = error else { return await output.profileSaveFailed(error) }
            return await output.nameWasInvalid(failure)
        }
        guard let gender = input.gender else { return await output.genderWasNotSelected() }

        let profile = UserProfile(name: name, gender: gender, createdAt: dates.now())
        do {
            try AppError.checkCancellation()
            try await repository.save(profile, for: input.user)
        } catch {
            return await output.profileSaveFailed(error)
        }
        await output.profileWasSaved(profile)
    }

    public func registrationState(user: UserID) async throws(AppError) -> ProfileRegistrationState {
        try AppError.checkCancellation()
        return try await repository.profile(for: user).map(ProfileRegistrationState.registered) ?? .notRegistered
    }
}
