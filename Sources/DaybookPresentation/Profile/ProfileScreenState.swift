import DaybookDomain
import Foundation

/// Everything the profile screen shows, as one value: the form as filled in, the profile as
/// saved, and the guides' alert for the last registration.
public struct ProfileScreenState: Hashable, Sendable {
    /// The name field as typed.
    public var name = ""
    /// The gender chosen, by code; `nil` until one is, and when "not selected" is chosen again.
    public var genderCode: String?
    /// The choices, in the order guide 001's picker lists them: 未選択 / 男 / 女 / 選ばない.
    public var genders: [GenderOption] = []
    /// The profile as saved, or that none is; `nil` until read.
    public var status: ProfileStatusViewState?
    public var isSaving = false
    /// The outcome of the last registration, as the guides show it: an alert for each.
    public var alert: ProfileAlertViewState?

    public init() {}

    // MARK: - Derived

    /// Characters typed, as the name's rule counts them, for "3/10" beside the field.
    public var nameLength: Int { name.trimmingCharacters(in: .whitespacesAndNewlines).count }
    public var nameLimit: Int { ProfileName.maximumLength }
    /// The name is longer than a name may be: the view can say so before the user submits.
    public var isNameTooLong: Bool { nameLength > ProfileName.maximumLength }
    public var isRegistered: Bool {
        if case .registered = status { return true }
        return false
    }

    /// Whether `option` is the one chosen: "not selected" while no gender is.
    public func isChosen(_ option: GenderOption) -> Bool {
        option.code == (genderCode ?? GenderOption.notSelectedCode)
    }
}
