import DaybookData
import DaybookDomain
import DaybookPostgres
import DaybookSQLite
import DaybookTestSupport
import Foundation
import Testing

/// Every store of todos, bound to two owners over one database: through every method of the
/// repository, each person sees, counts, finds and changes only their own todos. Another's todo
/// is a todo that does not exist (`notFound`, never a refusal that would tell it exists), and
/// another's writes leave one's list, counts and revision as they were.
@Suite("TodoRepository contract: each owner's todos are theirs alone")
struct TodoOwnershipContractTests {
    /// The stores, as a household's (no account) and two accounts' over the same storage.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case inMemory, sqlite, postgres

        static var allCases: [Kind] { [.inMemory, .sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }

        var testDescription: String { rawValue }

        func make() async throws -> (store: any TodoStore, cleanUp: @Sendable () -> Void) {
            switch self {
            case .inMemory:
                return (InMemoryTodoStore(), {})
            case .sqlite:
                let folder = TemporaryDirectory()
                let database = try SQLiteDatabase(path: folder.path("todos.sqlite"), logger: .quiet)
                return (SQLiteTodoStore(database: database), folder.remove)
            case .postgres:
                let (database, stop) = try await PostgresFixture.open()
                return (PostgresTodoStore(database: database), stop)
            }
        }
    }

    static let hanako = DataOwner(account: AccountID("11111111-1111-4111-8111-111111111111"))
    static let taro = DataOwner(account: AccountID("22222222-2222-4222-8222-222222222222"))

    private func repositories(_ kind: Kind) async throws -> (
        household: any TodoRepository, hanako: any TodoRepository, taro: any TodoRepository,
        cleanUp: @Sendable () -> Void
    ) {
        let (store, cleanUp) = try await kind.make()
        #expect(store.owner == .household)
        #expect(store.owned(by: Self.taro).owner == Self.taro)
        return (
            DefaultTodoRepository(store: store), DefaultTodoRepository(store: store.owned(by: Self.hanako)),
            DefaultTodoRepository(store: store.owned(by: Self.taro)), cleanUp
        )
    }

    @Test(arguments: Kind.allCases)
    func anotherOwnersTodosCannotBeSeenFoundOrTouchedThroughAnyMethod(kind: Kind) async throws {
        let (household, hanako, taro, cleanUp) = try await repositories(kind)
        defer { cleanUp() }
        // Hanako's list: two todos, one done, both titled with "milk".
        let milk = try await hanako.insert(.numbered(1, seconds: 1))
        let done = try await hanako.update(id: milk.id) {
            $0.setCompleted(true, at: TestDateSource.start.addingTimeInterval(10))
        }.item
        let bread = try await hanako.insert(.numbered(2, seconds: 2))
        let hanakoRevision = try await hanako.revision()
        let hanakoList = try await hanako.todos()
        #expect(hanakoList == [done, bread])

        // Taro's list is his own: empty, counted so, and his first todo goes first.
        #expect(try await taro.todos().isEmpty)
        let empty = try await taro.slice(completed: nil, search: nil, offset: 0, limit: 10)
        #expect(empty.items.isEmpty && empty.counts == TodoCounts(total: 0, done: 0) && empty.selected == 0)
        let his = try await taro.insert(.numbered(3, seconds: 3))
        #expect(his.order == 1, "after his own last todo, not after Hanako's")
        #expect(try await taro.insert(contentsOf: [.numbered(4, seconds: 4)]) == 1)
        #expect(try await taro.todos().map(\.id) == [3, 4].map { TodoID(SequentialIdentifierSource.uuid($0)) })
        #expect(try await taro.todos().map(\.order) == [1, 2])

        // Nothing of Hanako's answers to Taro, by id, by prefix, by search or by filter.
        for id in [milk.id, bread.id] {
            await #expect(throws: AppError.notFound(.todo)) { try await taro.todo(id: id) }
            #expect(try await taro.todos(idPrefix: id.description, limit: 10).isEmpty)
            #expect(try await taro.rank(of: id, completed: nil, search: nil) == nil, "on no page of his")
        }
        // And his todos are placed among his own alone.
        #expect(try await taro.rank(of: his.id, completed: nil, search: nil) == 0)
        // Every id here starts with zeros: the prefix names all four, and his two answer.
        #expect(
            try await taro.todos(idPrefix: "0000", limit: 10).map(\.id) == [
                his.id, TodoID(SequentialIdentifierSource.uuid(4)),
            ])
        let search = try await taro.slice(completed: nil, search: try TodoSearch("todo 1"), offset: 0, limit: 10)
        #expect(search.items.isEmpty && search.selected == 0)
        let doneOnes = try await taro.slice(completed: true, search: nil, offset: 0, limit: 10)
        #expect(doneOnes.items.isEmpty && doneOnes.counts == TodoCounts(total: 2, done: 0))

        // Nothing of Hanako's can be changed, deleted, cleared or taken over by Taro.
        await #expect(throws: AppError.notFound(.todo)) {
            try await taro.update(id: bread.id) { $0.rename(to: try! TodoTitle("mine"), at: TestDateSource.start) }
        }
        await #expect(throws: AppError.notFound(.todo)) { try await taro.delete(id: bread.id) }
        #expect(try await taro.deleteCompleted().isEmpty, "Hanako's done todo is not his to clear")
        #expect(try await taro.restore([done, bread]) == 0, "ids Hanako holds are not restored as his")
        await #expect(throws: (any Error).self, "an id Hanako holds cannot be added again as his") {
            try await taro.insert(.numbered(1, seconds: 1))
        }
        #expect(try await taro.deleteAll() == 2, "his own two")
        #expect(try await household.deleteAll() == 0)
        #expect(try await household.todos().isEmpty)

        // Hanako's list, counts and revision are as they were after all of it.
        #expect(try await hanako.todos() == hanakoList)
        #expect(try await hanako.revision() == hanakoRevision, "another's writes do not move hers")
        let hers = try await hanako.slice(completed: nil, search: nil, offset: 0, limit: 10)
        #expect(hers.counts == TodoCounts(total: 2, done: 1) && hers.revision == hanakoRevision)
        #expect(try await hanako.todos(idPrefix: "0000", limit: 10) == [done, bread])
    }

    @Test(arguments: Kind.allCases)
    func eachOwnersRevisionMovesWithTheirWritesOnly(kind: Kind) async throws {
        let (household, hanako, taro, cleanUp) = try await repositories(kind)
        defer { cleanUp() }
        let start = (try await household.revision(), try await hanako.revision(), try await taro.revision())
        let todo = try await hanako.insert(.numbered(1))
        #expect(try await hanako.revision().value > start.1.value)
        #expect(try await taro.revision() == start.2)
        #expect(try await household.revision() == start.0)
        let afterHers = try await hanako.revision()
        _ = try await taro.insert(.numbered(2))
        try await taro.delete(id: TodoID(SequentialIdentifierSource.uuid(2)))
        #expect(try await hanako.revision() == afterHers)
        try await hanako.delete(id: todo.id)
        #expect(try await hanako.revision().value > afterHers.value, "forward, even with nothing left")
    }

    @Test(arguments: Kind.allCases)
    func addsOfSeveralOwnersAtOnceEachGoLastInTheirOwnList(kind: Kind) async throws {
        let (_, hanako, taro, cleanUp) = try await repositories(kind)
        defer { cleanUp() }
        // Sent together, so a store that sends adds together (PostgreSQL's) has both owners'
        // waiting at once.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for number in 1...24 {
                let repository = number.isMultiple(of: 2) ? taro : hanako
                group.addTask { _ = try await repository.insert(.numbered(number, seconds: Double(number))) }
            }
            try await group.waitForAll()
        }
        for (repository, numbers) in [
            (hanako, stride(from: 1, through: 23, by: 2)), (taro, stride(from: 2, through: 24, by: 2)),
        ] {
            let list = try await repository.todos()
            #expect(Set(list.map(\.id)) == Set(numbers.map { TodoID(SequentialIdentifierSource.uuid($0)) }))
            // Adds at the same moment may share a position; none is placed past the owner's own.
            #expect(list.allSatisfy { (1...12).contains($0.order) }, "\(list.map(\.order))")
            let slice = try await repository.slice(completed: nil, search: nil, offset: 0, limit: 50)
            #expect(slice.counts == TodoCounts(total: 12, done: 0))
        }
    }
    /// Deep pages start from sampled keys of the owner's own list (SQLite's ``ListKeySamples``):
    /// each person's page 3 is theirs, even with the other's list longer and written between.
    @Test(arguments: Kind.allCases)
    func deepPagesAreEachOwnersOwn(kind: Kind) async throws {
        let (_, hanako, taro, cleanUp) = try await repositories(kind)
        defer { cleanUp() }
        _ = try await hanako.insert(contentsOf: (1...150).map { TodoDraft.numbered($0, seconds: Double($0)) })
        _ = try await taro.insert(contentsOf: (1001...1070).map { TodoDraft.numbered($0, seconds: Double($0)) })
        let hers = try await hanako.slice(completed: nil, search: nil, offset: 128, limit: 10)
        #expect(hers.items.map(\.title.value) == (129...138).map { "todo \($0)" })
        #expect(hers.counts == TodoCounts(total: 150, done: 0))
        let his = try await taro.slice(completed: nil, search: nil, offset: 64, limit: 10)
        #expect(his.items.map(\.title.value) == (1065...1070).map { "todo \($0)" })
        // Her list changes; his deep page, read again, is still his.
        _ = try await hanako.insert(.numbered(151, seconds: 151))
        #expect(try await taro.slice(completed: nil, search: nil, offset: 64, limit: 10).items == his.items)
        #expect(try await hanako.slice(completed: nil, search: nil, offset: 145, limit: 10).items.count == 6)
    }
}
