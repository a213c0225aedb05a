import DaybookTestSupport
import Foundation
import HTTPTypes
import Logging
import NIOCore
import Synchronization

/// A live page as its script opens it: a WebSocket to `/live` with the browser's cookies, its
/// `Origin` and the form token the page carries; what the server sends is kept as the page would
/// show it (each part's content, each list's rows in order, the address), and intents are sent as
/// the script sends them.
final class LivePageClient: Sendable {
    /// The page as the messages so far made it.
    struct Page: Sendable {
        var parts: [String: String] = [:]
        var lists: [String: [(id: String, html: String)]] = [:]
        var url: String?
        var remember: String?
        var navigate: String?
        /// The row the last message marked as the one to show (a todo just added), when the page
        /// held it as that message was applied.
        var reveal: String?
        var done: Set<Int> = []
        var failed: Set<Int> = []
        var messages = 0
        var rawMessages: [String] = []
        /// The connection is over (refused, or closed by either side).
        var isOver = false
        /// The page was told its session ended.
        var signedOut = false

        /// The rows of `list`, as text: every row's HTML.
        func rows(_ list: String) -> [String] { lists[list]?.map(\.html) ?? [] }
    }

    /// What the connection's task and the test share.
    private final class Shared: Sendable {
        let page = Mutex(Page())
        let waiters = ConditionWaiters()
    }

    private let shared = Shared()
    /// What the test sends: a text message, or a frame written as the test says.
    private enum Outgoing: Sendable {
        case text(String)
        case frame(opcode: UInt8, payload: [UInt8], masked: Bool)
    }

    private let outgoing: AsyncStream<Outgoing>.Continuation
    private let connection: Task<CloseFrame?, any Error>
    private let nextIntent = Atomic(1)
    /// The form token the page was opened with.
    let token: String

    /// Opens the page at `at` on the server at `port` as `cookies` would (nil `token`: the
    /// `daybook_csrf` cookie's). `origin`, `host` and `token` may be wrong on purpose.
    init(
        port: Int, at: String, cookies: [String: String], origin: String? = nil, host: String? = nil,
        token: String? = nil
    ) {
        let (messages, outgoing) = AsyncStream.makeStream(of: Outgoing.self)
        self.outgoing = outgoing
        var headers = [("Host", host ?? "127.0.0.1:\(port)"), ("Origin", origin ?? "http://127.0.0.1:\(port)")]
        if !cookies.isEmpty {
            headers.append(
                ("Cookie", cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")))
        }
        let token = token ?? cookies["daybook_csrf"] ?? ""
        self.token = token
        let address = at.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let path = "/live?token=\(token)&at=\(address)"
        connection = Task { [shared] in
            defer {
                shared.page.withLock { $0.isOver = true }
                shared.waiters.changed()
            }
            let ended = try await TestWebSocket.withConnection(port: port, path: path, headers: headers) {
                frames, send -> CloseFrame? in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await message in messages {
                            switch message {
                            case .text(let text): try await send.text(text)
                            case .frame(let opcode, let payload, let masked):
                                try await send.write(opcode: opcode, payload, masked: masked)
                            }
                        }
                        try await send.close()
                    }
                    defer { group.cancelAll() }
                    for try await frame in frames {
                        switch frame {
                        case .ping(let data): try await send.pong(data)
                        case .close(let code):
                            try? await send.close()
                            return CloseFrame(closeCode: code)
                        case .text(let text):
                            shared.page.withLock { Self.apply(text, to: &$0) }
                            shared.waiters.changed()
                        case .other: continue
                        }
                    }
                    return nil
                }
            }
            guard let ended else { throw Refused() }
            return ended
        }
    }

    /// The server did not upgrade the connection.
    struct Refused: Error {}

    /// How a connection ended: with the server's close frame and its code.
    struct CloseFrame: Sendable {
        let closeCode: UInt16?
    }

    /// The page now.
    var now: Page { shared.page.withLock { $0 } }

    /// Waits until the page satisfies `condition` (bounded by the test's time limit, or a
    /// generous patience); `false` if it never does or the connection ended first.
    func until(_ condition: @escaping @Sendable (Page) -> Bool) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                _ = await self.shared.waiters.wait { condition(self.now) || self.now.isOver }
                return condition(self.now)
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(FixtureServer.patience))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    /// Sends an intent; answers its number.
    @discardableResult
    func send(_ action: String, id: String? = nil, text: String? = nil, value: String? = nil) -> Int {
        let n = nextIntent.add(1, ordering: .relaxed).oldValue
        var fields: [String: Any] = ["n": n, "do": action]
        if let id { fields["id"] = id }
        if let text { fields["text"] = text }
        if let value { fields["value"] = value }
        let json = try! JSONSerialization.data(withJSONObject: fields)
        outgoing.yield(.text(String(decoding: json, as: UTF8.self)))
        return n
    }

    /// Sends `text` as it is (a message that is not an intent, or one too large).
    func sendRaw(_ text: String) {
        outgoing.yield(.text(text))
    }

    /// Sends one frame of `opcode` with `payload` as it is (text that is not UTF-8), masked or not.
    func sendFrame(opcode: UInt8 = 0x1, _ payload: [UInt8], masked: Bool = true) {
        outgoing.yield(.frame(opcode: opcode, payload: payload, masked: masked))
    }

    /// Drops the connection without a close frame, as a tab that crashes or a network that fails does.
    func drop() {
        connection.cancel()
    }

    /// Waits for intent `n` to be answered; whether it succeeded.
    func answer(_ n: Int) async -> Bool {
        _ = await until { $0.done.contains(n) || $0.failed.contains(n) }
        return now.done.contains(n)
    }

    /// How the connection ended: its close frame, or the error that ended or refused it.
    func ended() async -> Result<CloseFrame?, any Error> {
        await connection.result
    }

    /// Closes the page, as a tab being closed does.
    func close() {
        outgoing.finish()
        connection.cancel()
    }

    private static func apply(_ text: String, to page: inout Page) {
        page.messages += 1
        page.rawMessages.append(text)
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return }
        for (id, html) in object["parts"] as? [String: String] ?? [:] { page.parts[id] = html }
        for (id, value) in object["lists"] as? [String: [String: Any]] ?? [:] {
            let before = page.lists[id] ?? []
            let rows = value["rows"] as? [String: String] ?? [:]
            let order = value["order"] as? [String] ?? before.map(\.id)
            let kept = Dictionary(before.map { ($0.id, $0.html) }, uniquingKeysWith: { first, _ in first })
            page.lists[id] = order.map { ($0, rows[$0] ?? kept[$0] ?? "") }
        }
        if let url = object["url"] as? String { page.url = url }
        if let remember = object["remember"] as? String { page.remember = remember }
        if let navigate = object["navigate"] as? String { page.navigate = navigate }
        // As the script marks it: a row the page does not hold (yet) is not marked, ever.
        if let reveal = object["reveal"] as? String,
            page.lists.values.contains(where: { $0.contains { $0.id == reveal } })
        {
            page.reveal = reveal
        }
        for n in object["done"] as? [Int] ?? [] { page.done.insert(n) }
        for n in object["failed"] as? [Int] ?? [] { page.failed.insert(n) }
        if object["signedOut"] as? Bool == true { page.signedOut = true }
    }
}
