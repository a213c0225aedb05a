import Foundation

/// Which account: a random UUID's text, made when the account is added and never reused, so an
/// account removed and added again under the same name is another account.
public struct AccountID: Hashable, Sendable, CustomStringConvertible {
    public let value: String

    public init(_ value: String) {
        self.value = value
    }

    public var description: String { value }
}
