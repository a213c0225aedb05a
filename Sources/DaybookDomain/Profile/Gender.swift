import Foundation

/// The gender a user chose when registering. "Not selected" is not a gender: it is the absence
/// of a choice (`nil` in ``RegisterProfileInput``), which registration refuses.
///
/// The raw value is the gender's one code, the same in forms, on the command line, in JSON and
/// in storage. Written out, so renaming a case can never change what is saved.
public enum Gender: String, CaseIterable, Hashable, Sendable {
    case male = "male"
    case female = "female"
    /// The user chose not to say.
    case unspecified = "unspecified"
}
