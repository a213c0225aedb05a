import Foundation

/// What an import does with a destination that already holds data.
///
/// Whatever the mode, every todo of the archive goes to the person it is imported for. A todo
/// whose id another person here already holds is kept under a new id, made from the receiver and
/// the archive's id: the same for every import of that archive into that person's data, so a
/// second ``merge`` finds the copy the first one made instead of adding another.
public enum ImportMode: String, CaseIterable, Hashable, Sendable {
    /// Only into empty data: anything there is refused, nothing is written.
    case intoEmpty
    /// Everything there is deleted first, in the same transaction; if any entry of the archive
    /// could not then be stored, nothing is changed.
    case replace
    /// Ids are kept. A todo whose id is there already: the one updated later wins (the one
    /// there on a tie). A profile whose user id is there already: the one created later wins
    /// (the one there on a tie).
    case merge
}
