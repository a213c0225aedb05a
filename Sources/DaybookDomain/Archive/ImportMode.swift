import Foundation

/// What an import does with a destination that already holds data.
public enum ImportMode: String, CaseIterable, Hashable, Sendable {
    /// Only into an empty database: anything there is refused, nothing is written.
    case intoEmpty
    /// Everything there is deleted first, in the same transaction.
    case replace
    /// Ids are kept. A todo whose id is there already: the one updated later wins (the one
    /// there on a tie). A profile whose user id is there already: the one created later wins
    /// (the one there on a tie).
    case merge
}
