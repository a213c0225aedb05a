import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// One person's archive imported into someone's data, in every mode (into empty data, `--merge`,
/// `--replace`), into every kind of data (empty, the archive's own person's, another person's),
/// on every engine (issue 39). Every person's todos are read before and after, through the list
/// and through the counts a page shows: an import that lands nothing, lands in someone else's
/// list, or deletes what it does not replace with something, fails here.
@Suite("Archives: one person's archive into anyone's data, every mode, every engine")
struct PersonArchiveImportMatrixTests {
    /// Whose data the archive goes into.
    enum Receiver: String, CaseIterable, CustomTestStringConvertible {
        /// Carl, who holds nothing.
        case empty
        /// Alice, whose archive it is.
        case own
        /// Bob, who holds a todo of his own.
        case other

        var testDescription: String { rawValue }

        var owner: DataOwner {
            switch self {
            case .empty: People.carl
            case .own: People.alice
            case .other: People.bob
            }
        }
    }

    enum People {
        static let alice = DataOwner(account: AccountID("aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa"))
        static let bob = DataOwner(account: AccountID("bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb"))
        static let carl = DataOwner(account: AccountID("cccccccc-cccc-4ccc-8ccc-cccccccccccc"))
        /// Everyone whose todos are counted, the household (what no account owns) included.
        static let everyone: [DataOwner] = [.household, alice, bob, carl]
        static let names: [DataOwner: String] = [alice: "Alice", bob: "Bob", carl: "Carl"]
    }

    static func id(_ number: Int) -> String { SequentialIdentifierSource.uuid(number).lowercasedText }

    /// Alice with "Alice 1" and "Alice 2", Bob with "Bob own", Carl with nothing; Alice and Bob
    /// with a profile each.
    static func fill(_ database: ArchiveDatabase) async throws {
        for (created, owner) in [People.alice, People.bob, People.carl].enumerated() {
            let name = People.names[owner]!
            #expect(
                try await database.accounts.insert(
                    AccountRecord(
                        id: owner.key, name: name, nameKey: AccountName.key(of: name),
                        passwordHash: EveryonesArchiveTests.hash("a"),
                        createdAt: Int64(created), generation: 0)))
        }
        for (number, owner, title) in [
            (1, People.alice, "Alice 1"), (2, People.alice, "Alice 2"), (3, People.bob, "Bob own"),
        ] {
            _ = try await database.todos.owned(by: owner).insert(
                TodoRecord(
                    id: id(number), title: title, completed: number == 2, position: number, createdAt: 1_000,
                    updatedAt: 2_000),
                placeLast: false)
        }
        try await database.profiles.upsert(
            ProfileRecord(userID: People.alice.key, name: "Alice", gender: "female", createdAt: 10))
        try await database.profiles.upsert(
            ProfileRecord(userID: People.bob.key, name: "Bob", gender: "male", createdAt: 20))
    }

    /// Every person's todos, as their list reads them (sorted titles), checked against the counts
    /// their list's pages show.
    static func everyonesTodos(_ database: ArchiveDatabase) async throws -> [DataOwner: [String]] {
        var todos: [DataOwner: [String]] = [:]
        for owner in People.everyone {
            let store = database.todos.owned(by: owner)
            let records = try await store.fetchAll()
            let slice = try await store.fetchSlice(completed: nil, titleMatching: nil, offset: 0, limit: 1)
            #expect(slice.total == records.count, "\(owner)'s counts follow their todos")
            #expect(slice.done == records.filter(\.completed).count, "\(owner)'s done count")
            todos[owner] = records.map(\.title).sorted()
        }
        return todos
    }

    /// The receiver's todos the mode promises, or nil where the import must be refused.
    static func promised(_ mode: ImportMode, _ receiver: Receiver) -> [String]? {
        switch (mode, receiver) {
        case (.intoEmpty, .own), (.intoEmpty, .other): nil
        case (.merge, .other): ["Alice 1", "Alice 2", "Bob own"]
        default: ["Alice 1", "Alice 2"]
        }
    }

    /// One cell of the matrix: an engine, a mode and whose data.
    struct Cell: Sendable, CustomTestStringConvertible {
        let kind: ArchiveDatabase.Kind
        let mode: ImportMode
        let receiver: Receiver

        var testDescription: String { "\(kind.rawValue), \(mode.rawValue), into \(receiver.rawValue)" }

        static var all: [Cell] {
            ArchiveDatabase.Kind.allCases.flatMap { kind in
                ImportMode.allCases.flatMap { mode in
                    Receiver.allCases.map { Cell(kind: kind, mode: mode, receiver: $0) }
                }
            }
        }
    }

    @Test(arguments: Cell.all)
    func theReceiverGetsWhatTheModePromisesAndNobodyElseChanges(cell: Cell) async throws {
        let (kind, mode, receiver) = (cell.kind, cell.mode, cell.receiver)
        let database = try await kind.make()
        defer { database.cleanUp() }
        try await Self.fill(database)
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.path("alice.json")
        let alices = DefaultArchiveRepository(
            store: database.archive.owned(by: People.alice), identity: "alice", dates: TestDateSource())
        #expect(
            try await alices.export(to: .file(path: archive), progress: nil) == ArchiveCounts(todos: 2, profiles: 1))
        let alicesRecords = try await database.todos.owned(by: People.alice).fetchAll()

        let before = try await Self.everyonesTodos(database)
        let into = DefaultArchiveRepository(
            store: database.archive.owned(by: receiver.owner), identity: "into", dates: TestDateSource())
        var summary: ArchiveImportSummary?
        var refusal: AppError?
        do {
            summary = try await into.importArchive(from: .file(path: archive), mode: mode, progress: nil)
        } catch {
            refusal = error
        }
        let after = try await Self.everyonesTodos(database)

        for owner in People.everyone where owner != receiver.owner {
            #expect(after[owner] == before[owner], "\(owner)'s todos are not the import's to change")
        }
        if receiver != .own {
            #expect(
                try await database.todos.owned(by: People.alice).fetchAll() == alicesRecords,
                "Alice's todos keep their ids and everything else")
        }
        guard let promised = Self.promised(mode, receiver) else {
            guard case .archive(.destinationNotEmpty(let held)) = refusal else {
                Issue.record("refused as holding data, not \(String(describing: refusal))")
                return
            }
            #expect(held.todos == before[receiver.owner]?.count)
            #expect(after[receiver.owner] == before[receiver.owner], "a refused import changes nothing")
            return
        }
        #expect(refusal == nil, "\(String(describing: refusal))")
        #expect(after[receiver.owner] == promised, "\(receiver.owner) holds what \(mode) promises")
        #expect(summary?.stored.todos == promised.count)
        let expectedWritten = mode == .merge && receiver == .own ? 0 : 2
        #expect(summary?.written.todos == expectedWritten)
        #expect(summary?.skipped.todos == 2 - expectedWritten)
        // Alice holds the archive's ids: anyone else's copies take ids of their own, and say so.
        #expect(summary?.renumbered == (receiver == .own ? 0 : 2))
        let receivedIDs = Set(try await database.todos.owned(by: receiver.owner).fetchAll().map(\.id))
        #expect(receivedIDs.isDisjoint(with: alicesRecords.map(\.id)) == (receiver != .own))
        #expect(
            try await database.profiles.fetch(userID: receiver.owner.key)?.name
                == (mode == .merge && receiver == .other ? "Bob" : "Alice"),
            "the later registration wins a merge; otherwise the archive's profile is the receiver's")

        // The same archive merged again finds its own copies: nothing is duplicated.
        let again = try await into.importArchive(from: .file(path: archive), mode: .merge, progress: nil)
        #expect(again.written.todos == 0 && again.skipped.todos == 2)
        #expect(again.renumbered == (receiver == .own ? 0 : 2))
        #expect(try await Self.everyonesTodos(database) == after, "a second merge changes no one's todos")
    }

    /// Everyone's archive merged into a database where another person holds one of its todos'
    /// ids: the todo goes to the person the archive says, under an id of its own, and the one
    /// there stays its owner's; merged again, nothing doubles.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func everyonesMergeGivesATodoAnotherPersonHoldsAnIDOfItsOwn(kind: ArchiveDatabase.Kind) async throws {
        let source = try await kind.make()
        defer { source.cleanUp() }
        let destination = try await kind.make()
        defer { destination.cleanUp() }
        try await Self.fill(source)
        // Bob here holds the id of Alice's first todo there (imported from her archive, say).
        #expect(
            try await destination.accounts.insert(
                AccountRecord(
                    id: People.bob.key, name: "Bob", nameKey: "bob", passwordHash: "-", createdAt: 1, generation: 0)))
        _ = try await destination.todos.owned(by: People.bob).insert(
            TodoRecord(
                id: Self.id(1), title: "Bob's copy", completed: false, position: 1, createdAt: 1_000, updatedAt: 9_000),
            placeLast: false)
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let everyones = { (database: ArchiveDatabase) in
            DefaultArchiveRepository(
                store: database.archive, identity: UUID().uuidString, dates: TestDateSource(), scope: .everyone)
        }
        _ = try await everyones(source).export(to: .file(path: folder.path("all.json")), progress: nil)

        let merged = try await everyones(destination).importArchive(
            from: .file(path: folder.path("all.json")), mode: .merge, progress: nil)
        #expect(merged.renumbered == 1)
        let after = try await Self.everyonesTodos(destination)
        #expect(after[People.alice] == ["Alice 1", "Alice 2"], "Alice has both of hers")
        #expect(after[People.bob] == ["Bob own", "Bob's copy"], "Bob keeps the one he had here, and gets his own")
        #expect(after[People.carl] == [] && after[.household] == [])
        #expect(try await destination.todos.owned(by: People.bob).fetch(id: Self.id(1))?.title == "Bob's copy")

        let again = try await everyones(destination).importArchive(
            from: .file(path: folder.path("all.json")), mode: .merge, progress: nil)
        #expect(again.written.todos == 0 && again.renumbered == 1)
        #expect(try await Self.everyonesTodos(destination) == after)
    }

    /// `--replace` is all or nothing: an archive made so that one of its todos cannot land (its
    /// own id is the new id another of its todos takes in Bob's data) leaves Bob's data as it
    /// was, his own todo included, and says what could not be stored.
    @Test(arguments: ArchiveDatabase.Kind.allCases)
    func aReplaceThatCannotStoreEveryEntryChangesNothing(kind: ArchiveDatabase.Kind) async throws {
        let database = try await kind.make()
        defer { database.cleanUp() }
        try await Self.fill(database)
        /// An archive whose second todo has the id the first takes in `owner`'s data.
        func crafted(for owner: DataOwner) throws -> String {
            let taken = ImportedTodoID.derive(owner: owner.key, id: Self.id(1))
            let text = """
                {"format": "daybook", "version": 1, "todos": [
                {"id": "\(Self.id(1))", "title": "Alice 1", "completed": false, "order": 1, "createdAt": 0, "updatedAt": 5},
                {"id": "\(taken)", "title": "In the way", "completed": false, "order": 2, "createdAt": 0, "updatedAt": 1}
                ], "profiles": [], "counts": {"todos": 2, "profiles": 0}}
                """
            let path = folder.path("crafted-\(owner.key).json")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let before = try await Self.everyonesTodos(database)
        let incomplete = AppError.archive(
            .incomplete(archive: ArchiveCounts(todos: 2, profiles: 0), stored: ArchiveCounts(todos: 1, profiles: 0)))
        for (owner, mode) in [(People.bob, ImportMode.replace), (People.carl, .intoEmpty)] {
            let into = DefaultArchiveRepository(
                store: database.archive.owned(by: owner), identity: "into", dates: TestDateSource())
            let path = try crafted(for: owner)
            await #expect(throws: incomplete, "\(mode)") {
                _ = try await into.importArchive(from: .file(path: path), mode: mode, progress: nil)
            }
        }
        #expect(try await Self.everyonesTodos(database) == before, "Bob keeps his own: nothing was replaced")
    }
}
