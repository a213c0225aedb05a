import Foundation

/// The process's own figures, as Prometheus's `process_…` metrics name them: CPU time, memory,
/// open files and when it started. Read from `/proc/self` on Linux; where that is missing, only
/// what `getrusage` and `getrlimit` give (the rest is `nil`).
public struct ProcessStatistics: Hashable, Sendable {
    /// User and system CPU time, in seconds.
    public var cpuSeconds: Double
    public var residentMemoryBytes: Double?
    public var virtualMemoryBytes: Double?
    public var openFileDescriptors: Double?
    public var maximumFileDescriptors: Double?
    /// Seconds since the Unix epoch.
    public var startTimeSeconds: Double?

    /// The figures now.
    public static func current() -> ProcessStatistics {
        var usage = rusage()
        #if os(Linux)
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        var statistics = ProcessStatistics(cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
        var limit = rlimit()
        // Below Int64.max: not "unlimited" (RLIM_INFINITY, which is not the same value everywhere).
        if getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(Int64.max) {
            statistics.maximumFileDescriptors = Double(limit.rlim_cur)
        }
        statistics.openFileDescriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))
            .map { Double($0.count) }
        if let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let fields = Self.fields(ofStat: stat)
        {
            let pageSize = Double(sysconf(Int32(_SC_PAGESIZE)))
            let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
            statistics.virtualMemoryBytes = Double(fields[vsize])
            statistics.residentMemoryBytes = Double(fields[rss]).map { $0 * pageSize }
            if let bootTime = Self.bootTime(), let started = Double(fields[startTime]), ticks > 0 {
                statistics.startTimeSeconds = bootTime + started / ticks
            }
        }
        return statistics
    }

    init(cpuSeconds: Double) {
        self.cpuSeconds = cpuSeconds
    }

    // Positions in `/proc/self/stat` after the command name (proc(5) numbers them from 1 with
    // the pid and the name first, so field n is at n - 3 here).
    private static let startTime = 22 - 3
    private static let vsize = 23 - 3
    private static let rss = 24 - 3

    /// The fields after the command name, which is in parentheses and may itself hold spaces and
    /// parentheses: it ends at the last `)`.
    public static func fields(ofStat text: String) -> [Substring]? {
        guard let end = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: end)...].split(separator: " ")
        return fields.count > rss ? fields : nil
    }

    /// When the machine started, in seconds since the epoch (`btime` in `/proc/stat`).
    private static func bootTime() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first { $0.hasPrefix("btime ") }
            .flatMap { Double($0.dropFirst("btime ".count).trimmingCharacters(in: .whitespaces)) }
    }
}
