import CoreMetrics
import DaybookData
import DaybookInfrastructure
import Prometheus
import Synchronization

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

/// Prometheus's factory without Hummingbird's count of thrown errors, `hb.request.errors`: Daybook
/// answers its errors itself (a JSON body, an error page), so that count would be a 0 beside
/// every route, method and status. The status in `daybook_http_requests_total` says it all.
private struct WithoutThrownErrorCount: MetricsFactory {
    let upstream: PrometheusMetricsFactory

    func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler {
        label == "hb.request.errors"
            ? NOOPMetricsHandler.instance : upstream.makeCounter(label: label, dimensions: dimensions)
    }

    func makeFloatingPointCounter(label: String, dimensions: [(String, String)]) -> any FloatingPointCounterHandler {
        upstream.makeFloatingPointCounter(label: label, dimensions: dimensions)
    }

    func makeMeter(label: String, dimensions: [(String, String)]) -> any MeterHandler {
        upstream.makeMeter(label: label, dimensions: dimensions)
    }

    func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler {
        upstream.makeRecorder(label: label, dimensions: dimensions, aggregate: aggregate)
    }

    func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler {
        upstream.makeTimer(label: label, dimensions: dimensions)
    }

    func destroyCounter(_ handler: any CounterHandler) { upstream.destroyCounter(handler) }
    func destroyFloatingPointCounter(_ handler: any FloatingPointCounterHandler) {
        upstream.destroyFloatingPointCounter(handler)
    }
    func destroyMeter(_ handler: any MeterHandler) { upstream.destroyMeter(handler) }
    func destroyRecorder(_ handler: any RecorderHandler) { upstream.destroyRecorder(handler) }
    func destroyTimer(_ handler: any TimerHandler) { upstream.destroyTimer(handler) }
}

/// The `process_…` series, set from ``ProcessStatistics`` at each scrape.
private final class ProcessGauges: Sendable {
    private let cpu: Prometheus.Counter
    private let cpuCounted = Mutex(0.0)
    private let resident: Prometheus.Gauge
    private let virtual: Prometheus.Gauge
    private let openFiles: Prometheus.Gauge
    private let maximumFiles: Prometheus.Gauge
    private let started: Prometheus.Gauge

    init(registry: PrometheusCollectorRegistry) {
        cpu = registry.makeCounter(name: "process_cpu_seconds_total", help: "User and system CPU time, in seconds.")
        resident = registry.makeGauge(name: "process_resident_memory_bytes", help: "Resident memory, in bytes.")
        virtual = registry.makeGauge(name: "process_virtual_memory_bytes", help: "Virtual memory, in bytes.")
        openFiles = registry.makeGauge(name: "process_open_fds", help: "Open file descriptors.")
        maximumFiles = registry.makeGauge(name: "process_max_fds", help: "The most file descriptors it may open.")
        started = registry.makeGauge(
            name: "process_start_time_seconds", help: "When the process started, in seconds since the epoch.")
    }

    func update(_ statistics: ProcessStatistics) {
        // A counter only goes up: add what was spent since the last scrape.
        let spent = cpuCounted.withLock { counted in
            defer { counted = max(counted, statistics.cpuSeconds) }
            return max(0, statistics.cpuSeconds - counted)
        }
        if spent > 0 { cpu.increment(by: spent) }
        for (gauge, value) in [
            (resident, statistics.residentMemoryBytes), (virtual, statistics.virtualMemoryBytes),
            (openFiles, statistics.openFileDescriptors), (maximumFiles, statistics.maximumFileDescriptors),
            (started, statistics.startTimeSeconds),
        ] {
            if let value { gauge.set(to: value) }
        }
    }
}
