import CoreMetrics
import DaybookData
import DaybookPrometheus

/// The metrics a running server keeps, in the Prometheus text format (``exposition()``): the
/// front ends' handle on the metrics driver (`PrometheusMetrics`), which they do not import.
///
/// Everything is counted through swift-metrics with this value's own factory, never the global
/// one: the drivers the container builds are handed its recorders (``storage(engine:)``,
/// ``upstream(provider:)``: the Data ring's metrics ports), and ``recording(_:)`` binds it for
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
    private let prometheus = PrometheusMetrics()
    var factory: any MetricsFactory { prometheus.factory }

    public init() {}

    /// Every metric now, in the Prometheus text exposition format (version 0.0.4).
    public func exposition() -> [UInt8] {
        prometheus.exposition()
    }

    /// The media type of ``exposition()``.
    public static let contentType = PrometheusMetrics.contentType

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

    /// What a database of `engine` (`sqlite`, `postgresql`) counts.
    func storage(engine: String) -> any StorageMetrics {
        StorageMetricsRecorder(engine: engine, factory: factory)
    }

    /// What an HTTP client counts under `provider`, a short fixed name (`openweather`), never a URL.
    func upstream(provider: String) -> any UpstreamMetrics {
        UpstreamMetricsRecorder(provider: provider, factory: factory)
    }
}
