import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Timings of repeated runs of one piece of work, and what a report needs of them.
struct Samples {
    private(set) var durations: [Duration] = []

    mutating func record(_ duration: Duration) {
        durations.append(duration)
    }

    /// Runs `body` `warmUp` times unmeasured, then `count` times measured, one sample each.
    static func measure(count: Int, warmUp: Int = 3, _ body: () async throws -> Void) async rethrows -> Samples {
        for _ in 0..<warmUp { try await body() }
        var samples = Samples()
        let clock = ContinuousClock()
        for _ in 0..<count {
            samples.record(try await clock.measure(body))
        }
        return samples
    }

    func percentile(_ fraction: Double) -> Duration {
        let sorted = durations.sorted()
        guard !sorted.isEmpty else { return .zero }
        let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))
        return sorted[index]
    }

    var median: Duration { percentile(0.5) }

    var mean: Duration {
        durations.isEmpty ? .zero : durations.reduce(.zero, +) / durations.count
    }

    /// Median, 90th and 99th percentiles, mean and minimum, in the unit given.
    func summary(in unit: TimeUnit) -> [String: Double] {
        [
            "median": unit.value(of: median), "p90": unit.value(of: percentile(0.9)),
            "p99": unit.value(of: percentile(0.99)), "mean": unit.value(of: mean),
            "min": unit.value(of: durations.min() ?? .zero), "runs": Double(durations.count),
        ]
    }
}

enum TimeUnit: String {
    case seconds = "s"
    case milliseconds = "ms"
    case microseconds = "µs"

    func value(of duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        let total = Double(seconds) + Double(attoseconds) / 1e18
        return switch self {
        case .seconds: total
        case .milliseconds: total * 1e3
        case .microseconds: total * 1e6
        }
    }
}

/// The most memory this process has had resident, in MiB (`getrusage`'s `ru_maxrss`).
func peakResidentMiB() -> Double {
    var usage = rusage()
    #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576  // bytes
    #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024  // KiB
    #endif
}

/// Prints one benchmark's result as a single line of JSON, which `Benchmarks/run.sh` collects.
func report(_ name: String, _ fields: [String: Any]) throws {
    var object = fields
    object["benchmark"] = name
    object["peakRSSMiB"] = (peakResidentMiB() * 10).rounded() / 10
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

/// A folder for a benchmark's database, removed when the benchmark ends.
struct ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("daybook-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
