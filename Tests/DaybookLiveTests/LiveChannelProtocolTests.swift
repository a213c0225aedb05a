import DaybookComposition
import DaybookTestSupport
import DaybookWebTestSupport
import Foundation
import GRDB
import HummingbirdTesting
import Testing

@testable import DaybookLive
@testable import DaybookWeb

/// The live channel against clients that break the rules: a flood of intents, a page that drops
/// with intents waiting, frames RFC 6455 refuses. Each is answered as the RFC says, counted, and
/// none leaves the server working for a page that is gone.
@Suite("The live channel against pages that break the rules", .timeLimit(.minutes(3)))
struct LiveChannelProtocolTests {
    func page(_ client: any TestClientProtocol) async throws -> LivePageClient {
        let browser = Browser()
        try await browser.get(client, "/todos")
        let page = LivePageClient(port: try #require(client.port), at: "/todos", cookies: browser.cookies)
        #expect(await page.until { $0.parts["todos-summary"] != nil })
        return page
    }

    /// Holds the database's write lock from another connection until `release`: every write the
    /// server tries waits, so its intents stay waiting as long as the test says.
    final class WriteLock: Sendable {
        private let released = DispatchSemaphore(value: 0)
        private let held = DispatchSemaphore(value: 0)

        init(path: String) throws {
            let queue = try DatabaseQueue(path: path)
            Thread.detachNewThread { [held, released] in
                try? queue.inDatabase { db in
                    try db.execute(sql: "BEGIN IMMEDIATE")
                    held.signal()
                    released.wait()
                    try db.execute(sql: "ROLLBACK")
                }
            }
            held.wait()
        }

        func release() { released.signal() }
    }

    static func todoCount(_ client: any TestClientProtocol) async throws -> Int {
        let response = try await client.execute(uri: "/api/todos", method: .get)
        return try #require(Int(response.headers[.xTotalCount] ?? ""))
    }

    /// More intents waiting than a page's script ever sends (each held by the database's lock):
    /// the connection is cut off with 1008, counted as such, and what waited is not carried out.
    @Test func aFloodOfIntentsIsCutOffAndWhatWaitedIsDropped() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let metrics = DaybookMetrics()
        let logs = CapturedLogs()
        let path = folder.path("flood.sqlite")
        try await WebHarness.run(
            databasePath: path, logs: logs, metrics: metrics, mode: .live, addOns: [LiveAddOn.self]
        ) { client, _ in
            let page = try await page(client)
            defer { page.close() }
            let lock = try WriteLock(path: path)
            for n in 1...100 { page.send("add", text: "flood \(n)") }
            let ended = await page.ended()
            lock.release()
            #expect((try? ended.get())??.closeCode == 1008)
            #expect(await logs.arrival(of: "live page closed"))
            #expect(try await Self.todoCount(client) <= 1, "only the intent in hand when it was cut off, if any")
            let exposition = String(decoding: metrics.exposition(), as: UTF8.self)
            #expect(exposition.contains(#"daybook_live_cut_off_total{reason="intents"} 1"#))
            #expect(logs.lines.contains { $0.metadata["reason"] == "too many intents" })
        }
    }

    /// A page whose connection drops while intents wait is closed, not cut off: nothing is counted
    /// or logged against it, and what it had waiting is not carried out once the lock goes.
    @Test func aPageThatDropsWithIntentsWaitingIsAClose() async throws {
        let folder = TemporaryDirectory()
        defer { folder.remove() }
        let metrics = DaybookMetrics()
        let logs = CapturedLogs()
        let path = folder.path("drop.sqlite")
        try await WebHarness.run(
            databasePath: path, logs: logs, metrics: metrics, mode: .live, addOns: [LiveAddOn.self]
        ) { client, _ in
            let page = try await page(client)
            let lock = try WriteLock(path: path)
            for n in 1...5 { page.send("add", text: "queued \(n)") }
            page.drop()
            // Closed while the first add still waits for the lock: nothing was waited for.
            #expect(await logs.arrival(of: "live page closed"))
            lock.release()
            #expect(try await Self.todoCount(client) <= 1)
            let exposition = String(decoding: metrics.exposition(), as: UTF8.self)
            #expect(!exposition.contains(#"daybook_live_cut_off_total{reason="message"} 1"#))
            #expect(!logs.lines.contains { $0.message == "live page cut off" })
        }
    }

    /// A text frame that is not UTF-8 closes the connection with 1007; an unmasked frame with
    /// 1002 (RFC 6455 §8.1, §5.1), and the intent it carried is not carried out.
    @Test(arguments: [
        (name: "text that is not UTF-8", payload: [UInt8]([0x7B, 0xC3, 0x28, 0x7D]), masked: true, code: UInt16(1007)),
        (
            name: "an unmasked frame", payload: Array(#"{"n": 900, "do": "add", "text": "unmasked"}"#.utf8),
            masked: false, code: UInt16(1002)
        ),
    ])
    func aFrameTheProtocolRefusesClosesTheConnection(
        _ case: (name: String, payload: [UInt8], masked: Bool, code: UInt16)
    ) async throws {
        try await WebHarness.run(mode: .live, addOns: [LiveAddOn.self]) { client, _ in
            let page = try await page(client)
            defer { page.close() }
            page.sendFrame(`case`.payload, masked: `case`.masked)
            let after = page.send("add", text: "after")
            #expect(await page.until { $0.isOver || $0.done.contains(after) })
            #expect(!page.now.done.contains(after), "\(`case`.name): nothing after it is read")
            #expect((try? await page.ended().get())??.closeCode == `case`.code, "\(`case`.name)")
            #expect(try await Self.todoCount(client) == 0)
        }
    }
}
