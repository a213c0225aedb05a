import DaybookDomain
import Foundation

/// Whether a profile is saved, and what it says, as a screen shows it: the registration's
/// presenter, the dashboard and the profile screen's view model all word it this way.
public struct ProfileStatusPresenter: Sendable {
    private let localize: Localizer
    private let timeZone: TimeZone

    public init(localizer: Localizer, timeZone: TimeZone = .current) {
        localize = localizer
        self.timeZone = timeZone
    }

    public func status(for state: ProfileRegistrationState) -> ProfileStatusViewState {
        guard let profile = state.profile else { return .notRegistered(message: localize(ProfileText.notRegistered)) }
        let gender = profile.gender.label(localize)
        let registeredAt = LocalTime.text(profile.createdAt, in: timeZone)
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
}
