import Foundation
import Testing

/// `daybook serve` as a process, against requests that name their host twice, in two places, or
/// not as a host: each is refused with 400 before any route runs, so no answer carries a host the
/// server was not asked for (RFC 9110 §7.2, RFC 9112 §3.2).
@Suite("daybook serve refuses requests whose host is doubled, split or malformed")
struct ServeHostTests {
    @Test func twoHostHeadersAreRefused() async throws {
        let server = try await ServeProcess()
        for first in ["127.0.0.1:\(server.port)", "evil.example"] {
            let answer = try await server.request("GET /api/todos HTTP/1.1\r\nHost: \(first)")
            #expect(answer.hasPrefix("HTTP/1.1 400"), "\(first): \(answer.prefix(200))")
            #expect(answer.contains("exactly one host"))
        }
        #expect(await server.stop(within: 15) == 0)
    }

    @Test func anAbsoluteTargetNamingAnotherHostIsRefused() async throws {
        let server = try await ServeProcess()
        let split = try await server.request("GET http://evil.example/api/todos HTTP/1.1")
        #expect(split.hasPrefix("HTTP/1.1 400"), "\(split.prefix(200))")
        // The same host in both places is an ordinary request (RFC 9112 §3.2.2).
        let same = try await server.request("GET http://127.0.0.1:\(server.port)/healthz HTTP/1.1")
        #expect(same.hasPrefix("HTTP/1.1 200"), "\(same.prefix(200))")
        #expect(await server.stop(within: 15) == 0)
    }

    /// Before, `127.0.0.1:99999` was answered, and written into every todo's `url`.
    @Test func aHostThatIsNotAHostIsRefusedAndNeverEchoed() async throws {
        let server = try await ServeProcess()
        let cli = DaybookProcess()
        defer { cli.cleanUp() }
        #expect(try await cli.run("todo", "add", "milk", "--database", server.databasePath).status == 0)
        for host in ["127.0.0.1:99999", "127.0.0.1:", "127.0.0.1:80x", "[::1"] {
            let answer = try await server.request("GET /api/todos HTTP/1.1", host: host)
            #expect(answer.hasPrefix("HTTP/1.1 400"), "\(host): \(answer.prefix(200))")
            #expect(!answer.contains("99999"))
        }
        let ja = try await server.request("GET /api/todos HTTP/1.1\r\nAccept-Language: ja", host: "127.0.0.1:99999")
        #expect(ja.contains("ホストを1つだけ指定してください"))
        #expect(await server.stop(within: 15) == 0)
    }

    @Test func anHTTP11RequestWithoutHostIsRefused() async throws {
        let server = try await ServeProcess()
        let connection = try server.connect()
        _ = try connection.send("GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n")
        let answer = try await connection.readUntilClosed(within: 10).text
        #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(200))")
        #expect(await server.stop(within: 15) == 0)
    }
}
