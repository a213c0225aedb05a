import Prometheus
import Synchronization

/// The `process_…` series, set from ``ProcessStatistics`` at each scrape.
final class ProcessGauges: Sendable {
    private let cpu: Prometheus.Counter
    private let cpuCounted = Mutex(0.0)
    private let resident: Prometheus.Gauge
    private let virtual: Prometheus.Gauge
    private let openFiles: Prometheus.Gauge
    private let maximumFiles: Prometheus.Gauge
    private let started: Prometheus.Gauge

    init(registry: PrometheusCollectorRegistry) {
        // The standard names of a process's metrics, in the parts a descriptor joins with "_".
        cpu = registry.makeCounter(
            descriptor: .init(
                metricName: "process_cpu_seconds", unitName: "total", helpText: "User and system CPU time, in seconds.")
        )
        resident = registry.makeGauge(
            descriptor: .init(
                metricName: "process_resident_memory", unitName: "bytes", helpText: "Resident memory, in bytes."))
        virtual = registry.makeGauge(
            descriptor: .init(
                metricName: "process_virtual_memory", unitName: "bytes", helpText: "Virtual memory, in bytes."))
        openFiles = registry.makeGauge(
            descriptor: .init(metricName: "process_open", unitName: "fds", helpText: "Open file descriptors."))
        maximumFiles = registry.makeGauge(
            descriptor: .init(
                metricName: "process_max", unitName: "fds", helpText: "The most file descriptors it may open."))
        started = registry.makeGauge(
            descriptor: .init(
                metricName: "process_start_time", unitName: "seconds",
                helpText: "When the process started, in seconds since the epoch."))
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
