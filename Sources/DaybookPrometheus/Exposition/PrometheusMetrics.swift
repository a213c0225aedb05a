import CoreMetrics
import Prometheus

/// One registry of metrics in the Prometheus text format (``exposition()``), and the
/// swift-metrics factory that counts into it (``factory``), never the process-wide one: so two
/// servers in one process (as in the tests) never count into each other.
///
/// The factory names Hummingbird's series as Prometheus's conventions spell them
/// (``prometheusNames(_:_:)``), leaves out its count of thrown errors
/// (``WithoutThrownErrorCount``) and times in buckets from 0.25 ms; each scrape first sets the
/// `process_…` series (``ProcessGauges``).
public final class PrometheusMetrics: Sendable {
    private let registry: PrometheusCollectorRegistry
    /// What everything is counted with: the other drivers' recorders, and Hummingbird's
    /// middleware while it is bound to a server's tasks.
    public let factory: any MetricsFactory
    private let process: ProcessGauges

    public init() {
        registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.nameAndLabelSanitizer = Self.prometheusNames
        // The JSON API answers in well under a millisecond: buckets from 0.25 ms, not 5 ms.
        factory.defaultDurationHistogramBuckets = [
            .microseconds(250), .microseconds(500), .milliseconds(1), .microseconds(2500), .milliseconds(5),
            .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
            .milliseconds(500), .seconds(1), .microseconds(2_500_000), .seconds(5), .seconds(10),
        ]
        self.factory = WithoutThrownErrorCount(upstream: factory)
        process = ProcessGauges(registry: registry)
    }

    /// Every metric now, in the Prometheus text exposition format (version 0.0.4).
    public func exposition() -> [UInt8] {
        process.update(ProcessStatistics.current())
        return registry.emitToBuffer()
    }

    /// The media type of ``exposition()``.
    public static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// Hummingbird's metric and label names as Prometheus's conventions spell them (a counter
    /// ends in `_total`, a duration in `_seconds`), under Daybook's prefix; other names (Daybook's
    /// own) pass as they are.
    static func prometheusNames(_ name: String, _ labels: [(String, String)]) -> (String, [(String, String)]) {
        let names = [
            "hb.requests": "daybook_http_requests_total",
            "http.server.request.duration": "daybook_http_request_duration_seconds",
            "http.server.active_requests": "daybook_http_active_requests",
        ]
        let labelNames = [
            "http.route": "route", "http.request.method": "method", "http.response.status_code": "status",
        ]
        return (names[name] ?? name, labels.map { (labelNames[$0.0] ?? $0.0, $0.1) })
    }
}
