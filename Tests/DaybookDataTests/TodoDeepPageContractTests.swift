import DaybookData
import DaybookDomain
import DaybookTestSupport
import Foundation
import Testing

/// Windows deep in a long list, for every `TodoRepository` implementation. The SQLite store starts
/// them from keys it samples every 64 rows and keeps per revision, so these check every offset
/// around those samples, with each filter, before and after writes that move the rows.
@Suite("TodoRepository contract: deep pages")
struct TodoDeepPageContractTests {
    @Test(arguments: TodoRepositoryKind.allCases)
    func everyWindowIsTheListsOwnBeforeAndAfterWrites(kind: TodoRepositoryKind) async throws {
        let (repository, cleanUp) = try await kind.make()
        defer { cleanUp() }
        // Shared orders too, so ties are broken by time and id across sample boundaries.
        _ = try await repository.insert(
            contentsOf: (1...300).map { TodoDraft.numbered($0, order: $0 % 50 == 0 ? 7 : $0, seconds: Double($0 % 3)) })
        for number in stride(from: 3, through: 300, by: 3) {
            _ = try await repository.update(id: TodoID(SequentialIdentifierSource.uuid(number))) {
                $0.setCompleted(true, at: TestDateSource.start)
            }
        }
        try await expectWindowsMatch(repository)
        // Writes that shift every later row: the samples read before must not be used again.
        for number in [1, 2, 64, 65, 128, 200] {
            try await repository.delete(id: TodoID(SequentialIdentifierSource.uuid(number)))
        }
        _ = try await repository.insert(.numbered(500, order: 0))
        _ = try await repository.update(id: TodoID(SequentialIdentifierSource.uuid(250))) {
            $0.move(to: -1, at: Date())
        }
        try await expectWindowsMatch(repository)
    }

    private func expectWindowsMatch(_ repository: any TodoRepository) async throws {
        let all = try await repository.todos()
        for completed in [nil, true, false] as [Bool?] {
            let selected = all.filter { completed == nil || $0.isCompleted == completed }
            for offset in [0, 1, 62, 63, 64, 65, 100, 127, 128, 129, 190, 191, 192, 250, 293, 299, 300, 400] {
                let slice = try await repository.slice(completed: completed, search: nil, offset: offset, limit: 7)
                let expected = Array(selected.dropFirst(offset).prefix(7))
                #expect(slice.items == expected, "filter \(String(describing: completed)), offset \(offset)")
                #expect(slice.selected == selected.count)
            }
        }
    }
}
