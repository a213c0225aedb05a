import DaybookDomain
import Foundation

/// The registration's output port: turns each outcome into the alert and status its view shows.
///
/// Pure and nonisolated like every presenter; it holds no state, only the view it drives.
public struct ProfilePresenter: RegisterProfileOutputPort {
    private let view: any ProfileView
    private let localize: Localizer
    private let errorPresenter: ErrorPresenter
    private let statusPresenter: ProfileStatusPresenter

    public init(view: any ProfileView, localizer: Localizer, timeZone: TimeZone = .current) {
        self.view = view
        localize = localizer
        errorPresenter = ErrorPresenter(localizer: localizer, vocabulary: ProfileText.vocabulary)
        statusPresenter = ProfileStatusPresenter(localizer: localizer, timeZone: timeZone)
    }

    // MARK: - RegisterProfileOutputPort

    public func nameWasInvalid(_ error: ValidationError) async {
        let message: String
        switch error.rule {
        case .empty, .tooShort, .tooLong:
            // One message for every length rule, as the guides have it: it states the whole rule.
            message = localize(
                ProfileText.nameRule,
                ["minimum": "\(ProfileName.minimumLength)", "maximum": "\(ProfileName.maximumLength)"])
        default:
            // A name of the right length with a character no name may hold says which.
            message = errorPresenter.message(for: error)
        }
        await view.display(
            ProfileAlertViewState(
                outcome: .invalidName, title: localize(ProfileText.registrationFailed), message: message))
    }

    public func genderWasNotSelected() async {
        await view.display(
            ProfileAlertViewState(
                outcome: .genderNotSelected, title: localize(ProfileText.registrationFailed),
                message: localize(ProfileText.chooseGender)))
    }

    public func profileWasSaved(_ profile: UserProfile) async {
        await view.display(status(for: .registered(profile)))
        await view.display(
            ProfileAlertViewState(
                outcome: .saved, title: localize(ProfileText.registered), message: localize(ProfileText.saved)))
    }

    public func profileSaveFailed(_ error: AppError) async {
        let reason = errorPresenter.present(error)
        await view.display(
            ProfileAlertViewState(
                outcome: .saveFailed(reason.kind), title: localize(ProfileText.registrationFailed),
                message: localize(ProfileText.saveFailed), detail: reason.message))
    }

    // MARK: - Registration state

    /// Shows whether a profile is saved; the controller calls it with the state use case's answer.
    func registrationStateLoaded(_ result: Result<ProfileRegistrationState, AppError>) async {
        switch result {
        case .success(let state): await view.display(status(for: state))
        case .failure(let error): await view.display(.failed(errorPresenter.present(error)))
        }
    }

    public func status(for state: ProfileRegistrationState) -> ProfileStatusViewState {
        statusPresenter.status(for: state)
    }
}
