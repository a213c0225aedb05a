import DaybookDomain
import Foundation

/// One entry of an archive, as storage keeps it.
///
/// A person's archive (``ArchiveScope/person``) holds ``todo(_:)`` and ``profile(_:)`` entries;
/// everyone's (``ArchiveScope/everyone``) holds ``account(_:)`` entries first, then
/// ``ownedTodo(_:owner:)`` and ``profile(_:)`` entries, a profile's user id being an account's id
/// for an account's own.
public enum ArchiveRecord: Hashable, Sendable {
    case todo(TodoRecord)
    case profile(ProfileRecord)
    /// An account, with its tokens (their digests), in everyone's archive.
    case account(ArchivedAccount)
    /// A todo and whose it is (``DataOwner/key``: an account's id, or empty for the household's),
    /// in everyone's archive.
    case ownedTodo(TodoRecord, owner: String)
}
