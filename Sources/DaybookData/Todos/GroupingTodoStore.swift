import DaybookDomain

/// A ``TodoStore`` that sends the todos added at the same moment to the store it wraps together,
/// as one ``TodoStore/insert(contentsOf:within:)``; every other call goes straight through.
///
/// A decorator for a database where each write costs more than its rows: in PostgreSQL a
/// statement, a commit and a flush of the log, once per write. Composed at the root over the
/// PostgreSQL store (see `Storage`); the repository, the interactor and every front end are the
/// same with or without it, and each add is answered as the wrapped store would answer it alone.
///
/// The first add is sent at once. Adds that arrive while ``maximumInFlight`` groups are on their
/// way wait for one of them to end and then go together, at most ``groupLimit`` in one, one
/// owner's in each. Nothing waits for a timer: alone, an add is sent at once.
///
/// Each add is answered with its own todo as stored once its group was written; when the write
/// fails, every add in it fails alike, with nothing stored (ids are the domain's random UUIDs, so
/// one todo cannot make the others fail). Bounds:
/// - the wait for a turn counts as the wait for the database: a group is sent `within` what is
///   left of ``patience`` for its oldest add, and adds that waited all of it are sent with nothing
///   left, which the store answers as a wait that ran out, without writing them;
/// - an add whose caller gives up (cancelled) while it waits is answered at once and not made;
///   once sent, its group's answer is its answer;
/// - waiting adds are bounded by the requests a server takes at once.
public struct GroupingTodoStore: TodoStore {
    /// How many todos one group holds at most.
    public static let groupLimit = 64
    /// How many groups are on their way at once.
    public static let maximumInFlight = 2

    private let base: any TodoStore
    private let queue: Queue

    /// Groups the adds to `base`, each waiting at most `patience` for its turn and the database
    /// together (the database's own bound for one operation).
    public init(_ base: any TodoStore, patience: Duration) {
        self.base = base
        queue = Queue(patience: patience)
    }

    private init(base: any TodoStore, queue: Queue) {
        self.base = base
        self.queue = queue
    }

    public var owner: DataOwner { base.owner }

    /// Shares the groups with every other owner's copy: one group holds one owner's todos.
    public func owned(by owner: DataOwner) -> GroupingTodoStore {
        GroupingTodoStore(base: base.owned(by: owner), queue: queue)
    }

    /// How many groups are on their way, and how many adds wait for their turn (for tests).
    public var load: (inFlight: Int, waiting: Int) { queue.load }

    public func insert(_ record: TodoRecord, placeLast: Bool) async throws(AppError) -> TodoRecord {
        try await queue.add(TodoInsertion(record: record, placeLast: placeLast), to: base)
    }

    // MARK: - Straight through

    public func fetchAll() async throws(AppError) -> [TodoRecord] { try await base.fetchAll() }

    public func fetch(id: String) async throws(AppError) -> TodoRecord? { try await base.fetch(id: id) }

    public func revision() async throws(AppError) -> Int64 { try await base.revision() }

    public func fetch(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoRecord] {
        try await base.fetch(idPrefix: prefix, limit: limit)
    }

    public func fetchSlice(
        completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?, offset: Int, limit: Int
    ) async throws(AppError) -> TodoRecordSlice {
        try await base.fetchSlice(completed: completed, titleMatching: titleMatching, offset: offset, limit: limit)
    }

    public func rank(of id: String, completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?)
        async throws(AppError)
        -> Int?
    {
        try await base.rank(of: id, completed: completed, titleMatching: titleMatching)
    }

    public func insert(contentsOf insertions: [TodoInsertion], within: Duration?) async throws(AppError)
        -> [TodoRecord]
    {
        try await base.insert(contentsOf: insertions, within: within)
    }

    public func modify(
        id: String, _ transform: @escaping @Sendable (TodoRecord) throws(AppError) -> TodoRecord
    ) async throws(AppError) -> (record: TodoRecord, changed: Bool)? {
        try await base.modify(id: id, transform)
    }

    public func delete(id: String) async throws(AppError) -> Bool { try await base.delete(id: id) }

    public func deleteCompleted() async throws(AppError) -> [TodoRecord] { try await base.deleteCompleted() }

    public func restore(_ records: [TodoRecord]) async throws(AppError) -> Int { try await base.restore(records) }

    public func deleteAll() async throws(AppError) -> Int { try await base.deleteAll() }
}
