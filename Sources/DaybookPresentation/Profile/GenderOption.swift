import DaybookDomain
import Foundation

/// A gender as forms and the command line offer it: a stable code and a localized label.
public struct GenderOption: Hashable, Sendable {
    /// `male`, `female` or `unspecified`: what a form posts and `--gender` takes.
    public let code: String
    public let label: String

    /// Every code, in the order a form lists them.
    public static let codes = Gender.allCases.map(\.code)

    /// Every choice, in the order a form lists them.
    public static func all(localizer: Localizer) -> [GenderOption] {
        Gender.allCases.map { GenderOption(code: $0.code, label: $0.label(localizer)) }
    }
}
