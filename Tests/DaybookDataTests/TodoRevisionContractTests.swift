import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// The list's revision, for every `TodoRepository` implementation: every kind of write moves it
/// forward, reads and refused writes leave it, and a slice carries the revision of its own read.
/// Front ends keep answers while it stays put, so a write that forgot it would serve stale data.
@Suite("TodoRepository contract: revision")
struct TodoRevisionContractTests {
    @Test(arguments: TodoRepositoryKind.allCases)
    func everyWriteMovesTheRevisionForwardAndNoReadDoes(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        var seen = [try await repository.revision()]

        /// Runs `write`, then checks the revision moved past every earlier one.
        func expectMoved(_ what: String, _ write: () async throws -> Void) async throws {
            try await write()
            let now = try await repository.revision()
            #expect(now.value > seen.last!.value, "\(what) did not move the revision")
            seen.append(now)
        }
        /// Runs `action`, then checks the revision stayed where it was.
        func expectKept(_ what: String, _ action: () async throws -> Void) async throws {
            try? await action()
            #expect(try await repository.revision() == seen.last!, "\(what) moved the revision")
        }

        let first = TodoID(SequentialIdentifierSource.uuid(1))
        try await expectMoved("insert") { _ = try await repository.insert(.numbered(1)) }
        try await expectMoved("bulk insert") {
            _ = try await repository.insert(contentsOf: [.numbered(2), .numbered(3, order: 1)])
        }
        try await expectMoved("a change of title only") {
            _ = try await repository.update(id: first) { $0.rename(to: try! TodoTitle("renamed"), at: Date()) }
        }
        try await expectMoved("completion") {
            _ = try await repository.update(id: first) { $0.setCompleted(true, at: Date()) }
        }
        try await expectMoved("a change of order only") {
            _ = try await repository.update(id: first) { $0.move(to: 42, at: Date()) }
        }
        try await expectKept("reads") {
            _ = try await repository.todos()
            _ = try await repository.todo(id: first)
            _ = try await repository.slice(completed: nil, search: nil, offset: 0, limit: 2)
            _ = try await repository.todos(idPrefix: "0000", limit: 5)
        }
        try await expectKept("a change of a todo that is not there") {
            _ = try await repository.update(id: TodoID(SequentialIdentifierSource.uuid(99))) { _ in }
        }
        try await expectKept("a duplicate insert") { _ = try await repository.insert(.numbered(1)) }
        try await expectMoved("clear completed") { _ = try await repository.deleteCompleted() }
        try await expectMoved("delete") { try await repository.delete(id: TodoID(SequentialIdentifierSource.uuid(2))) }
        try await expectMoved("delete all") { _ = try await repository.deleteAll() }
    }

    @Test(arguments: TodoRepositoryKind.allCases)
    func aSliceCarriesTheRevisionOfItsOwnRead(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        _ = try await repository.insert(.numbered(1))
        let before = try await repository.slice(completed: nil, search: nil, offset: 0, limit: 10)
        #expect(before.revision == (try await repository.revision()))
        _ = try await repository.insert(.numbered(2))
        let after = try await repository.slice(completed: nil, search: nil, offset: 0, limit: 10)
        #expect(after.revision != before.revision)
        #expect(after.revision == (try await repository.revision()))
        #expect(after.items.count == 2)
        let searched = try await repository.slice(completed: false, search: try TodoSearch("todo"), offset: 0, limit: 1)
        #expect(searched.revision == after.revision)
    }
}
