import Foundation

/// What a committed change was to, as the ``ChangeFeed`` announces it: enough for a screen to
/// know whether what it shows may be out of date, and nothing more (it reads again to find out
/// what changed).
public enum ChangeTopic: String, CaseIterable, Hashable, Sendable {
    /// Any todo: added, changed, moved, deleted, restored, imported.
    case todos
    /// A profile was saved.
    case profile
    /// An account was added or removed, or its password or tokens changed: whatever a process
    /// remembers of who may sign in is to be read again.
    case accounts
}
