import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Synchronization
import Testing

/// ``GroupingTodoStore`` changes how many writes the store it wraps receives, not what anyone is
/// answered (the contract suites run it as `grouped`, and PostgreSQL's through it).
@Suite("A store's adds, sent together")
struct GroupingTodoStoreTests {
    /// The in-memory store, with each group it is sent counted, and the writes held until
    /// ``open()`` while ``isHeld``.
    final class CountingStore: Sendable {
        struct Sent: Sendable, Equatable {
            var count: Int
            var within: Duration?
        }

        private struct State {
            var sent: [Sent] = []
            var held: [CheckedContinuation<Void, Never>] = []
            var isHeld = true
        }

        private let state = Mutex(State())
        let base = InMemoryTodoStore()

        var sent: [Sent] { state.withLock { $0.sent } }
        var waitingAtTheGate: Int { state.withLock { $0.held.count } }

        func open() {
            let held = state.withLock { state in
                state.isHeld = false
                defer { state.held = [] }
                return state.held
            }
            for continuation in held { continuation.resume() }
        }

        fileprivate func pass(_ count: Int, within: Duration?) async {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let goes = state.withLock { state in
                    state.sent.append(Sent(count: count, within: within))
                    if state.isHeld { state.held.append(continuation) }
                    return !state.isHeld
                }
                if goes { continuation.resume() }
            }
        }
    }

    private func record(_ title: String) -> TodoRecord {
        TodoRecord(
            id: UUID().uuidString.lowercased(), title: title, completed: false, position: 0, createdAt: 1, updatedAt: 1)
    }

    private func until(_ condition: @Sendable () -> Bool) async throws {
        while !condition() { try await Task.sleep(for: .milliseconds(1)) }
    }

    /// "first", then "second", each sent on its own and held at the gate.
    private func twoOnTheirWay(_ store: GroupingTodoStore, _ counting: CountingStore) async throws -> (
        Task<TodoRecord, any Error>, Task<TodoRecord, any Error>
    ) {
        let first = Task { try await store.insert(record("first"), placeLast: true) }
        try await until { counting.waitingAtTheGate == 1 }
        let second = Task { try await store.insert(record("second"), placeLast: true) }
        try await until { counting.waitingAtTheGate == 2 }
        return (first, second)
    }

    @Test func addsThatArriveWhileTwoGroupsAreOnTheirWayGoAsOneAndAreEachAnsweredWithTheirOwn() async throws {
        let counting = CountingStore()
        let store = GroupingTodoStore(GatedStore(counting: counting), patience: .seconds(600))
        let (first, second) = try await twoOnTheirWay(store, counting)
        let rest = (1...5).map { number in
            Task { try await store.insert(record("waiting \(number)"), placeLast: number != 3) }
        }
        try await until { store.load == (2, 5) }
        counting.open()
        var answers = [try await first.value, try await second.value]
        for task in rest { answers.append(try await task.value) }
        #expect(counting.sent.map(\.count) == [1, 1, 5], "seven adds, three writes")
        let stored = try await counting.base.fetchAll()
        #expect(Set(stored) == Set(answers), "each is answered with its todo as stored")
        #expect(answers.filter { $0.title != "waiting 3" }.map(\.position).sorted() == [1, 2, 3, 4, 5, 6])
        #expect(store.load == (0, 0))
    }

    @Test func theWaitForATurnCountsAndAnAddThatWaitedItAllIsSentWithNothingLeft() async throws {
        let counting = CountingStore()
        let store = GroupingTodoStore(GatedStore(counting: counting), patience: .milliseconds(50))
        let (first, second) = try await twoOnTheirWay(store, counting)
        let late = Task { try await store.insert(record("late"), placeLast: true) }
        try await until { store.load == (2, 1) }
        // At least the patience, however loaded the machine: the add has waited all of it.
        try await Task.sleep(for: .milliseconds(60))
        counting.open()
        _ = try await (first.value, second.value, late.value)
        let sent = counting.sent
        #expect(sent.count == 3)
        // What was left of the patience when each was sent (none, on a machine slow enough).
        #expect(sent[0...1].allSatisfy { $0.count == 1 && $0.within.map { $0 <= .milliseconds(50) } == true })
        #expect(sent[2] == .init(count: 1, within: .zero), "nothing left: a store that waits fails it")
    }

    @Test func anAddWhoseCallerGivesUpWhileItWaitsIsAnsweredAtOnceAndNeverSent() async throws {
        let counting = CountingStore()
        let store = GroupingTodoStore(GatedStore(counting: counting), patience: .seconds(600))
        let (first, second) = try await twoOnTheirWay(store, counting)
        let third = Task { try await store.insert(record("third"), placeLast: true) }
        try await until { store.load == (2, 1) }
        third.cancel()
        await #expect(throws: AppError.cancelled) { try await third.value }
        #expect(store.load == (2, 0))
        counting.open()
        _ = try await (first.value, second.value)
        #expect(counting.sent.map(\.count) == [1, 1])
        #expect(Set(try await counting.base.fetchAll().map(\.title)) == ["first", "second"])
    }

    @Test func eachOwnersAddsGoToTheirOwnListInGroupsOfTheirOwn() async throws {
        let counting = CountingStore()
        let household = GroupingTodoStore(GatedStore(counting: counting), patience: .seconds(600))
        let hers = household.owned(by: DataOwner(account: AccountID("hanako")))
        let (first, second) = try await twoOnTheirWay(household, counting)
        let waiting = [
            Task { try await hers.insert(self.record("hers 1"), placeLast: true) },
            Task { try await household.insert(self.record("ours"), placeLast: true) },
            Task { try await hers.insert(self.record("hers 2"), placeLast: true) },
        ]
        try await until { household.load == (2, 3) }
        counting.open()
        for task in waiting { _ = try await task.value }
        _ = try await (first.value, second.value)
        #expect(counting.sent.map(\.count).sorted() == [1, 1, 1, 2])
        #expect(try await hers.fetchAll().map(\.title) == ["hers 1", "hers 2"])
        #expect(try await household.fetchAll().map(\.title).sorted() == ["first", "ours", "second"])
    }
}

/// ``GroupingTodoStoreTests/CountingStore``'s store for one owner: counts and holds each group,
/// then writes it to the in-memory store.
private struct GatedStore: TodoStore {
    let counting: GroupingTodoStoreTests.CountingStore
    var owner: DataOwner = .household

    private var base: InMemoryTodoStore { counting.base.owned(by: owner) }

    func owned(by owner: DataOwner) -> GatedStore { GatedStore(counting: counting, owner: owner) }

    func insert(contentsOf insertions: [TodoInsertion], within: Duration?) async throws(AppError) -> [TodoRecord] {
        await counting.pass(insertions.count, within: within)
        return try await base.insert(contentsOf: insertions, within: within)
    }

    func insert(_ record: TodoRecord, placeLast: Bool) async throws(AppError) -> TodoRecord {
        try await insert(contentsOf: [TodoInsertion(record: record, placeLast: placeLast)])[0]
    }

    func fetchAll() async throws(AppError) -> [TodoRecord] { await base.fetchAll() }
    func fetch(id: String) async throws(AppError) -> TodoRecord? { await base.fetch(id: id) }
    func revision() async throws(AppError) -> Int64 { await base.revision() }
    func fetch(idPrefix prefix: String, limit: Int) async throws(AppError) -> [TodoRecord] {
        await base.fetch(idPrefix: prefix, limit: limit)
    }
    func fetchSlice(
        completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?, offset: Int, limit: Int
    ) async throws(AppError) -> TodoRecordSlice {
        await base.fetchSlice(completed: completed, titleMatching: titleMatching, offset: offset, limit: limit)
    }
    func rank(of id: String, completed: Bool?, titleMatching: (@Sendable (String) -> Bool)?) async throws(AppError)
        -> Int?
    {
        await base.rank(of: id, completed: completed, titleMatching: titleMatching)
    }
    func modify(
        id: String, _ transform: @escaping @Sendable (TodoRecord) throws(AppError) -> TodoRecord
    ) async throws(AppError) -> (record: TodoRecord, changed: Bool)? {
        try await base.modify(id: id, transform)
    }
    func delete(id: String) async throws(AppError) -> Bool { await base.delete(id: id) }
    func deleteCompleted() async throws(AppError) -> [TodoRecord] { await base.deleteCompleted() }
    func restore(_ records: [TodoRecord]) async throws(AppError) -> Int { await base.restore(records) }
    func deleteAll() async throws(AppError) -> Int { await base.deleteAll() }
}
