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

extension Gender {
    /// The gender a form or `--gender` named; `nil` for none or an unknown code, which
    /// registration treats as "not selected".
    public init?(code: String?) {
        guard let code, let gender = Gender(rawValue: code) else { return nil }
        self = gender
    }

    /// The code for this gender in forms, on the command line and in JSON.
    public var code: String { rawValue }

    func label(_ localize: Localizer) -> String {
        switch self {
        case .male: localize(ProfileText.genderMale)
        case .female: localize(ProfileText.genderFemale)
        case .unspecified: localize(ProfileText.genderUnspecified)
        }
    }
}
