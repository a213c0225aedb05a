import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// A write that changes nothing writes nothing (issue 39), on every store: completing a done
/// todo, reopening an open one, renaming a todo to its own title, moving it to its own place, an
/// edit of every field to what it holds. The revision stays, so every answer kept at it is still
/// good, the todo's modification time stays, and the change feed announces nothing.
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

    /// Each write that asks for what is there already.
    static func noChanges(_ interactor: TodoInteractor, _ repository: any TodoRepository) -> [(
        String, () async throws -> Void
    )] {
        [
            ("completing a done todo", { _ = try await interactor.setCompletion(id: first, completed: true) }),
            ("reopening an open todo", { _ = try await interactor.setCompletion(id: second, completed: false) }),
            ("renaming to its own title", { _ = try await interactor.rename(id: first, to: " todo 1 ") }),
            ("moving to its own place", { _ = try await interactor.move(id: second, to: 2) }),
            (
                "an edit of every field to what it holds",
                {
                    _ = try await interactor.edit(
                        id: first, TodoEdit(title: "todo 1", completed: true, order: 1))
                }
            ),
            ("an update that changes nothing", { _ = try await repository.update(id: second) { _ in } }),
        ]
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func theRevisionAndTheTodoStayAsTheyWere(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        let interactor = try await Self.prepare(repository)
        let revision = try await repository.revision()
        let todos = try await repository.todos()
        for (name, write) in Self.noChanges(interactor, repository) {
            try await write()
            #expect(try await repository.revision() == revision, "\(name) moved the revision")
            #expect(try await repository.todos() == todos, "\(name) changed a todo (its modification time)")
        }
    }

    @Test(arguments: ChangeFeedKind.allCases)
    func nothingIsAnnounced(kind: ChangeFeedKind) async throws {
        let engine = try await kind.make()
        defer { engine.cleanUp() }
        let interactor = try await Self.prepare(engine.todos)
        for (number, (name, write)) in Self.noChanges(interactor, engine.todos).enumerated() {
            let todos = engine.feed.changes(to: .todos)
            try await write()
            // Announced in commit order: by the time the later profile is, the todos would be.
            try await ChangeFeedContractTests.profileMarker(engine, seconds: TimeInterval(number + 2))
            #expect(await todos.pendingElements() == [], "\(name) was announced")
        }
    }
}
