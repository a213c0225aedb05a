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
