import Foundation

/// The gateway through which use cases read and change todos.
///
/// Implementations live in the Data ring, over a `TodoStore` in SQLite, in PostgreSQL or in
/// memory; all of them pass the same contract test suite. Every method throws only ``AppError``.
public protocol TodoRepository: Sendable {
    /// All todos in list order: by `order`, then oldest first, then by id, so the order is total.
    func todos() async throws(AppError) -> [TodoItem]

    /// At most `limit` todos in list order, skipping the first `offset` of those selected, with
    /// the counts of the whole list and how many are selected. `completed` keeps only the done
    /// (`true`) or open (`false`) todos, `nil` all; `search`, when not empty, only the titles it
    /// matches. Holds the window only in memory, however long the list is: without a search it
    /// reads only the window; a search reads every title, one at a time. The slice's revision is
    /// read in the same snapshot as its todos.
    func slice(completed: Bool?, search: TodoSearch?, offset: Int, limit: Int) async throws(AppError) -> TodoSlice

    /// How many todos come before the todo `id` in list order (by `order`, then oldest first, then
    /// by id) among those `completed` and `search` select, as ``slice(completed:search:offset:limit:)``
    /// selects them: its position in that list, from 0. `nil` when there is no such todo, or the
    /// selection leaves it out. Counted by storage, in one snapshot, without holding the todos
    /// before it (a search reads their titles, one at a time); the page of `size` that holds it is
    /// ``TodoPage/number(holdingRank:size:)``.
    func rank(of id: TodoID, completed: Bool?, search: TodoSearch?) async throws(AppError) -> Int?

    /// The list's current revision, which every write moves forward (see ``TodoRevision``).
    func revision() async throws(AppError) -> TodoRevision

    /// The todo with this id, or ``AppError/notFound(_:)``.
    func todo(id: TodoID) async throws(AppError) -> TodoItem

    /// At most `limit` todos whose id starts with `prefix` (lower-case hex digits and dashes), in
    /// id order. Found through the id's index, not by reading the list.
    func todos(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoItem]

    /// Stores a new todo. A draft without an order is placed after every todo stored when it is
    /// written (``TodoOrder/after(_:)`` the last position its statement reads). Two drafts stored
    /// at the same moment by different connections may get the same order; ties are broken by
    /// creation time, then id, as everywhere.
    func insert(_ draft: TodoDraft) async throws(AppError) -> TodoItem

    /// Stores every draft in one transaction, all or none, and returns how many were stored.
    /// Drafts without an order are placed after every existing todo, each ``TodoOrder/after(_:)``
    /// the one before, in the order given.
    func insert(contentsOf drafts: [TodoDraft]) async throws(AppError) -> Int

    /// Applies `change` to the stored todo atomically (no other change can interleave) and
    /// returns the result, or throws ``AppError/notFound(_:)``. A change that leaves the todo as it
    /// was writes nothing: the revision stays, nothing is announced, and the result says so.
    func update(id: TodoID, _ change: @escaping @Sendable (inout TodoItem) -> Void) async throws(AppError)
        -> TodoUpdate

    /// Deletes the todo, or throws ``AppError/notFound(_:)`` if there is none.
    func delete(id: TodoID) async throws(AppError)

    /// Deletes every completed todo and returns them as they were, so they can be put back.
    func deleteCompleted() async throws(AppError) -> [TodoItem]

    /// Puts back todos that were deleted, exactly as they were (id, title, completion, order,
    /// times), in one transaction; one whose id is stored already is left as it is. Returns how
    /// many were put back.
    func restore(_ items: [TodoItem]) async throws(AppError) -> Int

    /// Deletes every todo and returns how many there were.
    func deleteAll() async throws(AppError) -> Int
}
