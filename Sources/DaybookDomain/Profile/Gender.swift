import Foundation

/// The gender a user chose when registering. "Not selected" is not a gender: it is the absence
/// of a choice (`nil` in ``RegisterProfileInput``), which registration refuses.
public enum Gender: CaseIterable, Hashable, Sendable {
    case male
    case female
    case preferNotToSay
}
