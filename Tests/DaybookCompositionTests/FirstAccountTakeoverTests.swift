import DaybookComposition
import DaybookDomain
import DaybookPresentation
import DaybookTestSupport
import Foundation
import Synchronization
import Testing

/// The first account takes over what the household kept while the household's writes keep coming:
/// a server let each request in as the household a moment before (no accounts yet), and it writes
/// after the takeover committed. Every write acknowledged must then be the account's, and every
/// write begun after the takeover refused, as signed out; nothing is left to the household, which
/// no page, API or `--user` shows once there are accounts. On both engines, through two
/// containers, as a server and `daybook user add` are two processes.
@Suite("The first account's takeover under a burst of the household's writes", .timeLimit(.minutes(5)))
struct FirstAccountTakeoverTests {
    typealias Engine = ChangeObservationTests.Engine

    static let writers = 16
    /// How many adds each writer begins once the takeover has committed.
    static let addsAfterTakeover = 4

    @Test(arguments: Engine.allCases)
    func everyAcknowledgedWriteIsTheAccountsAndEveryLaterOneIsRefused(engine: Engine) async throws {
        let (configuration, cleanUp) = try await engine.configuration()
        defer { cleanUp() }
        let server = try await ChangeObservationTests.running(
            AppContainer(configuration: configuration, logger: .quiet, passwordHashCost: 4))
        defer { server.stop() }
        let command = try await ChangeObservationTests.running(
            AppContainer(configuration: configuration, logger: .quiet, passwordHashCost: 4))
        defer { command.stop() }
        let household = server.container.makeTodoController(for: .household)
        let takenOver = Flag()
        let outcomes = try await withThrowingTaskGroup(of: (acknowledged: [String], refused: [AppError]).self) {
            group in
            for writer in 0..<Self.writers {
                group.addTask {
                    var (acknowledged, refused, after) = ([String](), [AppError](), 0)
                    while after < Self.addsAfterTakeover {
                        if takenOver.isSet { after += 1 }
                        do throws(AppError) {
                            let added = try await household.add(title: "writer \(writer) #\(acknowledged.count)")
                            acknowledged.append(added.todo?.id ?? "")
                        } catch {
                            refused.append(error)
                        }
                    }
                    return (acknowledged, refused)
                }
            }
            group.addTask {
                // The household writes, then the first account is added by another process.
                _ = try await command.container.makeTodoController(for: .household).add(title: "before")
                _ = try await command.container.makeAccountController().add(
                    name: "Hanako", password: "her long password")
                takenOver.set()
                return ([], [])
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let acknowledged = Set(outcomes.flatMap(\.acknowledged))
        let refused = outcomes.flatMap(\.refused)

        let hanako = try await server.container.actingPerson(named: "hanako")
        let hers = try await server.container.makeTodoController(for: hanako).list().rows
        let left = try await server.container.makeTodoController(for: .household).list().rows
        #expect(left.isEmpty, "\(left.count) acknowledged todos belong to nobody")
        #expect(acknowledged.isSubset(of: Set(hers.map(\.id))), "every acknowledged todo is hers")
        #expect(hers.count == acknowledged.count + 1, "and nothing else but the one added before")
        #expect(
            refused.count >= Self.writers * Self.addsAfterTakeover,
            "every add begun after the takeover is refused")
        #expect(refused.allSatisfy { $0 == .signedOut }, "as signed out: \(Set(refused.map { "\($0)" }))")
    }

    /// Set once, read by every writer.
    final class Flag: Sendable {
        private let value = Mutex(false)
        var isSet: Bool { value.withLock { $0 } }
        func set() { value.withLock { $0 = true } }
    }
}
