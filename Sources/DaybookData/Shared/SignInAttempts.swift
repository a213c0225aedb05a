import Foundation

/// One client's recent wrong passwords, as the throttle keeps them.
public struct SignInAttempts: Hashable, Sendable {
    /// Attempts counted since the last success (each is counted as it is admitted).
    public var failures: Int
    /// When the last one was admitted, in milliseconds since 1970.
    public var lastAt: Int64

    public init(failures: Int, lastAt: Int64) {
        self.failures = failures
        self.lastAt = lastAt
    }
}
