import Foundation

/// The input port of registration: validates the input, saves the profile, and reports the
/// outcome to its ``RegisterProfileOutputPort`` rather than returning it.
public protocol RegisterProfileUseCase: Sendable {
    func execute(_ input: RegisterProfileInput) async
}

public struct RegisterProfileInteractor: RegisterProfileUseCase {
    private let repository: any ProfileRepository
    private let dates: any DateSource
    private let output: any RegisterProfileOutputPort

    public init(repository: any ProfileRepository, dates: any DateSource, output: any RegisterProfileOutputPort) {
        self.repository = repository
        self.dates = dates
        self.output = output
    }

    public func execute(_ input: RegisterProfileInput) async {
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
}
