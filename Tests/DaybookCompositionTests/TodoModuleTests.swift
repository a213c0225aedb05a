import DaybookComposition
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

/// The assembled Todos module over a real SQLite file: the code path the CLI runs.
@Suite("Todos module, assembled by the composition root")
struct TodoModuleTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-\(UUID().uuidString)")

    func container() throws -> AppContainer {
        try AppContainer(
            configuration: DaybookConfiguration(
                databasePath: folder.appendingPathComponent("nested/daybook.sqlite").path, language: .english,
                logLevel: .critical), logger: .quiet)
    }

    @Test func dataSurvivesBetweenContainers() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await container().makeTodoController(for: .household).add(title: "Buy milk")
        let list = try await container().makeTodoController(for: .household).list()
        #expect(list.rows.map(\.title) == ["Buy milk"])
    }

    @Test func aThousandConcurrentAddsAreAllKept() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let controller = try container().makeTodoController(for: .household)
        // 50 tasks, each adding 20 todos one after another, all at once.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 1...50 {
                group.addTask {
                    for number in 1...20 {
                        _ = try await controller.add(title: "task \(task) todo \(number)")
                    }
                }
            }
            try await group.waitForAll()
        }
        let rows = try await controller.list().rows
        #expect(rows.count == 1_000)
        #expect(Set(rows.map(\.id)).count == 1_000, "duplicate ids")
        #expect(Set(rows.map(\.title)).count == 1_000, "a todo was lost or stored twice")
        #expect(rows.map(\.order) == Array(1...1_000), "two todos were placed at the same position")
    }

    @Test func aDamagedDatabaseFileIsALocalizedError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("nested/daybook.sqlite")
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not sqlite".utf8).write(to: path)
        let error = shownFailure(in: .japanese) {
            try AppContainer(
                configuration: DaybookConfiguration(databasePath: path.path, language: .japanese, logLevel: .critical),
                logger: .quiet)
        }
        #expect(error != nil)
        #expect(error?.kind == .storage)
        #expect(error?.message == "データベースファイルを読み取れません。壊れているか、Daybookのデータベースではありません。")
        #expect(try Data(contentsOf: path) == Data("not sqlite".utf8))
    }
}
