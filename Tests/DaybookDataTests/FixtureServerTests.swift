import DaybookData
import DaybookDomain
import DaybookHTTP
import DaybookTestSupport
import Foundation
import Testing

/// The fixture server's own promise, which every "offline" test stands on: stopped, its address
/// refuses connections and stays its own, so no server another test starts can be given the port
/// and answer there (CI once saw a feed fetched from a server stopped to be "offline").
@Suite("FixtureServer: a stopped server's address refuses and is no one else's")
struct FixtureServerTests {
    /// Whether some socket has `port`: one that does not reuse addresses may bind it only if none
    /// has, and the system gives a socket asking for any port only such a port.
    func isTaken(_ port: Int?) -> Bool {
        (try? HeldPort(port: port ?? 0, reusingAddress: false)) == nil
    }

    @Test(.enabled(if: HeldPort.sharesWithAListener, "a listener cannot share a held port here"))
    func aStoppedServersPortIsStillTakenAndRefusesUntilItStartsAgain() async throws {
        let server = try FixtureServer(routes: ["/ok": .init(body: Data("{}".utf8))])
        let base = try await server.start()
        await server.stop()
        // Nothing connected yet, so no connection lingers on the port: only the server has it.
        #expect(isTaken(base.port))
        let client = EventLoopHTTPClient(timeout: FixtureServer.patience, logger: .quiet)
        await #expect(throws: AppError.offline) { try await client.send(.get(base, path: "ok")) }
        #expect(try await server.start() == base)
        #expect(try await client.send(.get(base, path: "ok")).status == 200)
        await server.stop()
        await #expect(throws: AppError.offline) { try await client.send(.get(base, path: "ok")) }
        withExtendedLifetime(server) {}
    }

    @Test func aClosedPortIsTakenAndRefuses() async throws {
        let closed = try await FixtureServer.closedPortURL()
        #expect(isTaken(closed.port))
        await #expect(throws: AppError.offline) {
            try await EventLoopHTTPClient(timeout: FixtureServer.patience, logger: .quiet).send(
                .get(closed, path: "x"))
        }
    }
}
