import CoreMetrics
import DaybookData
import DaybookInfrastructure
import Prometheus

/// The metrics a running server keeps, in the Prometheus text format (``exposition()``).
///
/// Everything is counted through swift-metrics with this value's own factory, never the global
/// one: the drivers the container builds are handed it, and ``recording(_:)`` binds it for
/// what makes its metrics on the fly (Hummingbird's metrics middleware). So two servers in one
/// process (as in the tests) never count into each other.
///
/// What is kept:
/// - `daybook_http_requests_total`, `daybook_http_request_duration_seconds`: by route, method and
///   status (a 5xx is `status=~"5.."`); `daybook_http_active_requests` by method.
/// - `daybook_upstream_requests_total`, `daybook_upstream_request_duration_seconds`: by provider
///   and outcome.
/// - `daybook_cache_lookups_total`: by feature and outcome (`fresh`, `stale`, `miss`).
/// - `daybook_database_operations_total` by engine and outcome (`ok` or the failure),
///   `daybook_database_operation_duration_seconds` by engine.
/// - `process_cpu_seconds_total`, `process_resident_memory_bytes`, `process_virtual_memory_bytes`,
///   `process_open_fds`, `process_max_fds`, `process_start_time_seconds`.
public final class DaybookMetrics: Sendable {
    private let registry: PrometheusCollectorRegistry
    let factory: any MetricsFactory
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

    /// Runs `body` with this value's factory bound to the task (and every task it starts), for
    /// metrics made while it runs.
    public func recording<T, Failure: Error>(_ body: () async throws(Failure) -> T) async throws(Failure) -> T {
        try await withMetricsFactory(factory) { () async throws(Failure) -> T in try await body() }
    }

    /// What the web app's live channel counts: `daybook_live_connections` (open now),
    /// `daybook_live_messages_total` by direction, `daybook_live_sent_bytes_total`,
    /// `daybook_live_refused_total` and `daybook_live_cut_off_total` by reason.
    public func liveChannel() -> LiveChannelMetrics {
        LiveChannelMetrics(factory: factory)
    }

    /// A counter of each ``CacheLookupOutcome`` of `feature`'s cache, every one made up front.
    func cacheLookups(feature: String) -> @Sendable (CacheLookupOutcome) -> Void {
        let counters = Dictionary(
            uniqueKeysWithValues: CacheLookupOutcome.allCases.map { outcome in
                (
                    outcome,
                    CoreMetrics.Counter(
                        label: "daybook_cache_lookups_total",
                        dimensions: [("feature", feature), ("outcome", outcome.rawValue)], factory: factory)
                )
            })
        return { counters[$0]?.increment() }
    }

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
