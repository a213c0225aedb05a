import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// A write that changes nothing writes nothing (issues 39 and 40), on every store: completing a
/// done todo, reopening an open one, renaming a todo to its own title, moving it to its own
/// place, an edit of every field to what it holds (the API's PATCH) or of none, putting back
/// todos that are there, importing nothing, clearing the completed when none is, deleting every
/// todo of an empty list. The revision stays, so every answer kept at it is still good, the
/// todo's modification time stays, and the change feed announces nothing.
@Suite("TodoStore contract: a write that changes nothing")
struct UnchangingWriteContractTests {
    static let first = TodoID(SequentialIdentifierSource.uuid(1))
    static let second = TodoID(SequentialIdentifierSource.uuid(2))

    /// A done todo (the first) and an open one (the second), through the use cases, a minute
    /// after they were added.
    static func prepare(_ repository: any TodoRepository) async throws -> TodoInteractor {
        _ = try await repository.insert(contentsOf: [.numbered(1), .numbered(2)])
        let interactor = TodoInteractor(
            repository: repository, dates: TestDateSource(TestDateSource.start + 60),
            identifiers: SequentialIdentifierSource())
        _ = try await interactor.setCompletion(id: first, completed: true)
        return interactor
    }

    /// A write, by name.
    typealias Write = (name: String, run: () async throws -> Void)

    /// The list in three states, each made by a write that changes it (none for the first, which
    /// ``prepare(_:)`` made), and the writes that then ask for what is there already: a done todo
    /// and an open one; none done; no todo at all.
    static func phases(_ interactor: TodoInteractor, _ repository: any TodoRepository) -> [(
        setUp: Write?, noChanges: [Write]
    )] {
        [
            (
                nil,
                [
                    ("completing a done todo", { _ = try await interactor.setCompletion(id: first, completed: true) }),
                    (
                        "reopening an open todo",
                        { _ = try await interactor.setCompletion(id: second, completed: false) }
                    ),
                    ("renaming to its own title", { _ = try await interactor.rename(id: first, to: " todo 1 ") }),
                    ("moving to its own place", { _ = try await interactor.move(id: second, to: 2) }),
                    (
                        "an edit of every field to what it holds",
                        {
                            _ = try await interactor.edit(
                                id: first, TodoEdit(title: "todo 1", completed: true, order: 1))
                        }
                    ),
                    ("an edit of no field", { _ = try await interactor.edit(id: second, TodoEdit()) }),
                    ("an update that changes nothing", { _ = try await repository.update(id: second) { _ in } }),
                    (
                        "putting back todos that are there",
                        {
                            let restored = try await interactor.restore(try await repository.todos())
                            #expect(restored == 0)
                        }
                    ),
                    (
                        "importing no titles",
                        {
                            let imported = try await interactor.importTitles([])
                            #expect(imported == 0)
                        }
                    ),
                ]
            ),
            (
                ("reopening the done todo", { _ = try await interactor.setCompletion(id: first, completed: false) }),
                [
                    (
                        "clearing the completed when none is",
                        {
                            let cleared = try await interactor.clearCompleted()
                            #expect(cleared.isEmpty)
                        }
                    )
                ]
            ),
            (
                ("deleting every todo", { _ = try await interactor.deleteAll() }),
                [
                    (
                        "deleting every todo of an empty list",
                        {
                            let deleted = try await interactor.deleteAll()
                            #expect(deleted == 0)
                        }
                    ),
                    ("clearing the completed of an empty list", { _ = try await interactor.clearCompleted() }),
                    ("putting back nothing", { _ = try await interactor.restore([]) }),
                ]
            ),
        ]
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func theRevisionAndTheTodoStayAsTheyWere(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let interactor = try await Self.prepare(repository)
        for (setUp, noChanges) in Self.phases(interactor, repository) {
            try await setUp?.run()
            let revision = try await repository.revision()
            let todos = try await repository.todos()
            for (name, write) in noChanges {
                try await write()
                #expect(try await repository.revision() == revision, "\(name) moved the revision")
                #expect(try await repository.todos() == todos, "\(name) changed a todo (its modification time)")
            }
        }
    }

    @Test(arguments: ChangeFeedKind.allCases)
    func nothingIsAnnounced(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        let interactor = try await Self.prepare(engine.todos)
        // Each marker is a later profile than the one before, so that saving it is a change.
        var markers = 1
        for (setUp, noChanges) in Self.phases(interactor, engine.todos) {
            if let setUp {
                // Its own announcement taken, so that it is not mistaken for one that follows.
                let todos = engine.feed.changes(to: .todos)
                try await setUp.run()
                #expect(await todos.next() == .todos, "\(setUp.name) was not announced")
                markers += 1
                try await ChangeFeedContractTests.profileMarker(engine, seconds: TimeInterval(markers))
            }
            for (name, write) in noChanges {
                let todos = engine.feed.changes(to: .todos)
                try await write()
                // Announced in commit order: by the time the later profile is, the todos would be.
                markers += 1
                try await ChangeFeedContractTests.profileMarker(engine, seconds: TimeInterval(markers))
                #expect(await todos.pendingElements() == [], "\(name) was announced")
            }
        }
    }
}
