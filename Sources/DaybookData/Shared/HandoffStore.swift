import DaybookDomain
import Foundation

/// Short-lived values one request leaves for a later one under a random key (a form's outcome
/// across its redirect), kept where every process serving the site can take them.
public protocol HandoffStore: Sendable {
    /// Keeps `payload` under `key` until `expiresAt` (milliseconds since 1970), and forgets
    /// whatever expired before `now`.
    func put(_ payload: Data, for key: String, expiresAt: Int64, now: Int64) async throws(AppError)

    /// The payload under `key`, removed as it is read, so it is taken once; `nil` if there is
    /// none or it expired before `now`.
    func take(for key: String, now: Int64) async throws(AppError) -> Data?
}
