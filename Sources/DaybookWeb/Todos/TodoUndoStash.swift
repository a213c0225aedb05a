import DaybookComposition
import DaybookPresentation
import Foundation

/// The todos a delete or a clear removed, kept for a while so the visitor who removed them can
/// put them back with the flash's Undo button.
///
/// They are kept in the database's handoff store (as flashes are) under a random key that only
/// the page answering the delete shows, so whichever server process answers the Undo finds them.
/// Bounded three ways: a key is taken once; it lapses after ``lifetimeSeconds``; and what one key
/// holds is at most ``maximumBytes`` (a clear of thousands of todos offers no Undo). The store
/// itself keeps at most `HandoffCapacity.entries` keys, the oldest going first.
struct TodoUndoStash: Sendable {
    let container: AppContainer

    /// Long enough to notice a wrong tap and take it back; not a recycle bin.
    static let lifetimeSeconds = 600
    /// Room for one todo with the longest title (500 characters of up to 64 bytes each), escaped,
    /// several times over; a long clear is more than an undo should hold.
    static let maximumBytes = 256 << 10

    /// What is kept: the todos, and whose they are to put back: the browser's visitor and the
    /// person signed in on it (``Person/key``; absent in what was kept before there were accounts,
    /// which was the household's).
    private struct Kept: Codable {
        let visitor: String
        var person: String?
        let todos: RemovedTodos
    }

    /// Keeps `todos` for the visitor and returns the key their Undo button posts; `nil` when
    /// there is nothing to keep, too much, or the database could not keep it (then no Undo is
    /// offered: the removal itself has happened either way).
    func keep(_ todos: RemovedTodos, for session: WebSession) async -> String? {
        guard !todos.isEmpty,
            let payload = try? JSONEncoder().encode(
                Kept(visitor: session.user, person: session.person.key, todos: todos)),
            payload.count <= Self.maximumBytes
        else { return nil }
        let key = SessionMiddleware.makeToken()
        return await put(payload, key) ? key : nil
    }

    /// The todos kept under `key`, taken so they are put back once; `nil` when there are none
    /// (taken, lapsed, never kept), they were another visitor's, or what is kept is not todos
    /// (``RemovedTodos`` checks what it reads as any input).
    func take(_ key: String, for session: WebSession) async -> RemovedTodos? {
        guard key.count == 32, key.allSatisfy(\.isHexDigit),
            let payload = await container.takeHandoff(under: Self.prefix + key),
            let kept = try? JSONDecoder().decode(Kept.self, from: payload),
            // A key is shown to no one else; another visitor (or another person signed in on the
            // same browser since) holding one spends it for nothing.
            kept.visitor == session.user, (kept.person ?? "") == session.person.key
        else { return nil }
        return kept.todos
    }

    /// Keeps the todos under `key` again, for a new lifetime: putting them back failed (a busy
    /// database), so the same Undo button may be pressed again.
    func giveBack(_ todos: RemovedTodos, under key: String, for session: WebSession) async {
        guard
            let payload = try? JSONEncoder().encode(
                Kept(visitor: session.user, person: session.person.key, todos: todos))
        else { return }
        _ = await put(payload, key)
    }

    private static let prefix = "undo:"

    private func put(_ payload: Data, _ key: String) async -> Bool {
        await container.handOff(payload, under: Self.prefix + key, for: Self.lifetimeSeconds)
    }
}
