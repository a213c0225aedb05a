import DaybookComposition
import DaybookDomain
import DaybookPostgres
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Testing

/// The change feed as the composition root wires it: a screen observing through one container
/// hears of a todo added through another (another process's view of the same database), on
/// either engine. The feeds themselves are specified in `DaybookDataTests` (ChangeFeed contract).
@Suite("Observing changes, assembled by the composition root", .timeLimit(.minutes(5)))
struct ChangeObservationTests {
    enum Engine: String, CaseIterable, CustomTestStringConvertible {
        case sqlite
        case postgres

        static var allCases: [Engine] { [.sqlite] + (PostgresTestServer.isAvailable ? [.postgres] : []) }
        var testDescription: String { rawValue }

        /// The configuration of a fresh, empty database; `cleanUp` removes what is on disk.
        func configuration() async throws -> (DaybookConfiguration, cleanUp: @Sendable () -> Void) {
            let folder = TemporaryDirectory()
            var configuration = DaybookConfiguration(
                databasePath: folder.path("daybook.sqlite"), language: .english, logLevel: .critical)
            if self == .postgres {
                var location = try #require(PostgresLocation(url: try await PostgresTestServer.freshDatabase()))
                location.operationTimeout = PostgresTestServer.operationTimeout
                configuration.postgres = .success(location)
            }
            return (configuration, folder.remove)
        }
    }

    @Test(arguments: Engine.allCases)
    func aTodoAddedThroughAnotherContainerIsObserved(engine: Engine) async throws {
        let (configuration, cleanUp) = try await engine.configuration()
        defer { cleanUp() }
        let observer = try await Self.running(AppContainer(configuration: configuration, logger: .quiet))
        defer { observer.stop() }
        let writer = try await Self.running(AppContainer(configuration: configuration, logger: .quiet))
        defer { writer.stop() }
        let changes = observer.container.changeFeed.changes(to: .todos)
        if engine == .postgres {
            // The first connection announces once what it could not know; then it listens.
            #expect(await changes.next() == .todos)
        }
        _ = try await writer.container.makeTodoController(for: .household).add(title: "Buy milk")
        #expect(await changes.next() == .todos)
        _ = try await observer.container.makeTodoController(for: .household).add(title: "Buy bread")
        #expect(await changes.next() == .todos)
    }

    /// A container with its storage service running, as every command and `serve` run it.
    static func running(_ container: AppContainer) async throws -> (container: AppContainer, stop: @Sendable () -> Void)
    {
        let service = container.storageService.map { service in Task { await service() } }
        try await container.prepareStorage()
        return (container, { service?.cancel() })
    }
}
