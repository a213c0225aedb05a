import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import DaybookWeb

@Suite("The request log")
struct RequestLogTests {
    @Test func aRequestIsOneLineWithItsFieldsAndNoQueryStringOrCookie() async throws {
        let logs = CapturedLogs()
        try await WebHarness.run(logs: logs) { client, _ in
            let answer = try await client.execute(
                uri: "/api/todos?q=secret-search", method: .get, headers: [.cookie: "daybook_signin=secret-cookie"])
            #expect(answer.status == .ok)
        }
        let requests = logs.lines.filter { $0.message == "request" }
        #expect(requests.count == 1)
        let line = try #require(requests.first)
        #expect(line.level == .info)
        #expect(line.metadata["http.method"] == "GET")
        #expect(line.metadata["http.path"] == "/api/todos")
        #expect(line.metadata["http.route"] == "/api/todos")
        #expect(line.metadata["http.status"] == "200")
        #expect(Double(try #require(line.metadata["duration_ms"])) != nil)
        #expect(line.metadata["hb.request.id"]?.isEmpty == false)
        let everything = logs.lines.map { "\($0.message) \($0.metadata)" }.joined(separator: "\n")
        #expect(!everything.contains("secret"))
    }

    @Test func eachRequestHasItsOwnIdAndAnUnknownPathIsLoggedToo() async throws {
        let logs = CapturedLogs()
        try await WebHarness.run(logs: logs) { client, _ in
            _ = try await client.execute(uri: "/todos", method: .get)
            _ = try await client.execute(uri: "/no-such-page", method: .get)
        }
        let requests = logs.lines.filter { $0.message == "request" }
        #expect(requests.map { $0.metadata["http.status"] } == ["200", "404"])
        #expect(Set(requests.compactMap { $0.metadata["hb.request.id"] }).count == 2)
    }
}
