import DaybookData
import DaybookDomain
import Foundation
import Synchronization

/// A `SignInAttemptStore` in memory, for tests of the throttle's policy.
public final class InMemorySignInAttemptStore: SignInAttemptStore {
    private let records = Mutex<[String: SignInAttempts]>([:])

    public init() {}

    public func update<T: Sendable>(
        client: String, forgetBefore: Int64,
        _ decide: @escaping @Sendable (SignInAttempts?) -> (SignInAttempts?, T)
    ) async throws(AppError) -> T {
        records.withLock { records in
            records = records.filter { $0.value.lastAt >= forgetBefore }
            let (record, outcome) = decide(records[client])
            records[client] = record
            return outcome
        }
    }
}
