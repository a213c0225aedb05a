import DaybookDomain
import Foundation

/// The registration's output port: turns each outcome into the alert and status its view shows.
///
/// Pure and nonisolated like every presenter; it holds no state, only the view it drives.
public struct ProfilePresenter: RegisterProfileOutputPort {
    private let view: any ProfileView
    private let localize: Localizer
    private let errorPresenter: ErrorPresenter
    private let timeZone: TimeZone

    public init(view: any ProfileView, localizer: Localizer, timeZone: TimeZone = .current) {
        self.view = view
        localize = localizer
        errorPresenter = ErrorPresenter(localizer: localizer, vocabulary: ProfileText.vocabulary)
        self.timeZone = timeZone
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
        guard let profile = state.profile else { return .notRegistered(message: localize(ProfileText.notRegistered)) }
        let gender = profile.gender.label(localize)
        let registeredAt = format(profile.createdAt)
        return .registered(
            ProfileSummaryViewState(
                name: profile.name.value,
                genderCode: profile.gender.code,
                createdAt: profile.createdAt,
                lines: [
                    ProfileLineViewState(label: localize(ProfileText.labelName), value: profile.name.value),
                    ProfileLineViewState(label: localize(ProfileText.labelGender), value: gender),
                    ProfileLineViewState(label: localize(ProfileText.labelRegisteredAt), value: registeredAt),
                ]
            ))
    }

    /// "2026-11-22 09:30": the same in both languages, and in the presenter's time zone.
    private func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
    }
}
