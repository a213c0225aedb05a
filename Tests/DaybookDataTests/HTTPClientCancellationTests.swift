import DaybookData
import DaybookDomain
import DaybookInfrastructure
import DaybookTestSupport
import Foundation
import Testing

@Suite("URLSessionHTTPClient and cancellation")
struct HTTPClientCancellationTests {
    @Test func aCancelledRequestStopsWaitingBeforeTheServerAnswers() async throws {
        let server = try FixtureServer(routes: ["/slow": .init(body: Data("{}".utf8), delay: .seconds(5))])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let client = URLSessionHTTPClient(timeout: 30)
        let request = Task { () throws(AppError) -> HTTPResponse in
            try await client.send(.get(base, path: "slow"))
        }
        #expect(await eventually { server.requests.count == 1 }, "the request reached the server")
        request.cancel()
        await #expect(throws: AppError.cancelled) { try await request.value }
        // Had the caller waited for the transfer, the server would have answered by now.
        #expect(server.repliesSent == 0)
    }

    @Test func anUncancelledRequestGetsItsAnswer() async throws {
        let server = try FixtureServer(routes: ["/ok": .init(status: 201, body: Data("{}".utf8))])
        let base = try await server.start()
        defer { Task { await server.stop() } }
        let response = try await URLSessionHTTPClient(timeout: 5).send(.get(base, path: "ok"))
        #expect(response.status == 201 && response.body == Data("{}".utf8))
        #expect(response.headers["content-type"]?.hasPrefix("application/json") == true)
    }
}
