import Foundation
import Synchronization

/// One shared request: the cache key and whether it goes past a fresh cached answer.
struct FlightKey: Hashable, Sendable {
    let key: String
    let refresh: Bool
}
