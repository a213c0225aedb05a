import Foundation

/// The input data of a registration, as the user entered it: nothing is validated yet.
public struct RegisterProfileInput: Hashable, Sendable {
    public let user: UserID
    /// The name as typed, untrimmed.
    public let name: String
    /// The chosen gender; `nil` when none was selected.
    public let gender: Gender?

    public init(user: UserID, name: String, gender: Gender?) {
        self.user = user
        self.name = name
        self.gender = gender
    }
}
