import DaybookDomain
import Foundation

/// Where repositories keep the last answer of a remote service, by key. Knows no entity: the
/// key's prefix says which feature and provider an entry belongs to.
///
/// A store is bounded (every city a visitor asks about would otherwise add an entry for good):
/// past its capacity, saving evicts the entries fetched longest ago.
public protocol CacheStore: Sendable {
    func entry(for key: String) async throws(AppError) -> CacheEntry?
    /// Keeps `entry` under `key`, unless the entry kept there was fetched later (several
    /// processes share the store, and a slower fetch must not replace a newer answer).
    func save(_ entry: CacheEntry, for key: String) async throws(AppError)
}
