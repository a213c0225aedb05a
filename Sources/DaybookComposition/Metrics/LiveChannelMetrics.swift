import CoreMetrics
import Synchronization

/// What the web app's live channel counts (see ``DaybookMetrics``): the open connections, the
/// messages each way, the upgrades refused by reason, and the connections cut off by reason. A
/// server without metrics counts nothing (``none``).
public final class LiveChannelMetrics: Sendable {
    private let connections: Gauge?
    private let open = Atomic<Int>(0)
    private let messagesIn: Counter?
    private let messagesOut: Counter?
    private let bytesOut: Counter?
    private let refusedCounters: [String: Counter]
    private let cutOffCounters: [String: Counter]

    /// Why an upgrade is refused.
    public static let refusalReasons = ["host", "origin", "session", "signin", "limit", "page"]
    /// Why an open connection is cut off: a page that does not read, a message past the limit,
    /// more intents waiting than a page's script sends, a frame RFC 6455 refuses, a stopping
    /// server. A page that closes or goes away is not cut off.
    public static let cutOffReasons = ["slow", "message", "intents", "protocol", "shutdown"]

    /// Counts nothing.
    public static let none = LiveChannelMetrics(factory: nil)

    init(factory: (any MetricsFactory)?) {
        guard let factory else {
            connections = nil
            messagesIn = nil
            messagesOut = nil
            bytesOut = nil
            refusedCounters = [:]
            cutOffCounters = [:]
            return
        }
        connections = Gauge(label: "daybook_live_connections", factory: factory)
        messagesIn = Counter(
            label: "daybook_live_messages_total", dimensions: [("direction", "in")], factory: factory)
        messagesOut = Counter(
            label: "daybook_live_messages_total", dimensions: [("direction", "out")], factory: factory)
        bytesOut = Counter(label: "daybook_live_sent_bytes_total", factory: factory)
        refusedCounters = Dictionary(
            uniqueKeysWithValues: Self.refusalReasons.map {
                ($0, Counter(label: "daybook_live_refused_total", dimensions: [("reason", $0)], factory: factory))
            })
        cutOffCounters = Dictionary(
            uniqueKeysWithValues: Self.cutOffReasons.map {
                ($0, Counter(label: "daybook_live_cut_off_total", dimensions: [("reason", $0)], factory: factory))
            })
    }

    public func opened() { connections?.record(open.add(1, ordering: .relaxed).newValue) }
    public func closed() { connections?.record(open.subtract(1, ordering: .relaxed).newValue) }
    public func received() { messagesIn?.increment() }
    public func sent(bytes: Int) {
        messagesOut?.increment()
        bytesOut?.increment(by: bytes)
    }
    public func refused(_ reason: String) { refusedCounters[reason]?.increment() }
    public func cutOff(_ reason: String) { cutOffCounters[reason]?.increment() }
}
