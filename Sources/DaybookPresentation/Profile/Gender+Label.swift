import DaybookDomain
import Foundation

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
