import DaybookDomain
import Foundation

/// A gender as forms and the command line offer it: a stable code and a localized label.
public struct GenderOption: Hashable, Sendable {
    /// `male`, `female` or `unspecified`: what a form posts and `--gender` takes; empty for "not
    /// selected", which registration refuses as no choice.
    public let code: String
    public let label: String

    /// The code of "not selected": no gender, as a form posts it.
    public static let notSelectedCode = ""

    /// Every gender's code, in the order a form lists them: what `--gender` takes.
    public static let codes = Gender.allCases.map(\.code)

    /// Every choice, as guide 001's picker lists them: 未選択 (not selected), then each gender
    /// (男 / 女 / 選ばない).
    public static func all(localizer: Localizer) -> [GenderOption] {
        [GenderOption(code: notSelectedCode, label: localizer(ProfileText.genderNotSelected))]
            + Gender.allCases.map { GenderOption(code: $0.code, label: $0.label(localizer)) }
    }
}
