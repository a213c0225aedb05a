import Foundation
import Synchronization

/// The time at the start of a log line, made once per second rather than once per line.
///
/// Formatting a time with the C library asks it for the time zone each time (`localtime` and
/// `strftime` look at `/etc/localtime` again on every call), and Foundation's ISO 8601 style is
/// slower still: on the server's hot path, where every request logs a line, that was a visible
/// share of a request's work. Within one second only the milliseconds change, so the rest is
/// kept and reused.
final class LogTime: Sendable {
    /// Both texts of one whole second, as ``text()`` and ``utcText()`` begin them.
    private struct Second {
        var second = Int.min
        /// `2026-11-26T20:15:03+0900`: local time, as swift-log's stream handler writes it.
        var local = ""
        /// `2026-11-26T11:15:03.`: UTC, to be followed by the milliseconds and `Z`.
        var utc = ""
    }

    private let kept = Mutex(Second())

    static let shared = LogTime()

    /// Local time to the second with its offset, as swift-log's `StreamLogHandler` writes it.
    func text() -> String {
        second(of: now().seconds).local
    }

    /// ISO 8601 in UTC with milliseconds: `2026-11-26T11:15:03.042Z`.
    func utcText() -> String {
        let (seconds, milliseconds) = now()
        let digits = String(milliseconds)
        return second(of: seconds).utc + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
    }

    private func now() -> (seconds: Int, milliseconds: Int) {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return (time.tv_sec, time.tv_nsec / 1_000_000)
    }

    private func second(of seconds: Int) -> Second {
        if let kept = kept.withLock({ $0.second == seconds ? $0 : nil }) { return kept }
        let made = Second(
            second: seconds, local: Self.format(seconds, "%Y-%m-%dT%H:%M:%S%z", utc: false),
            utc: Self.format(seconds, "%Y-%m-%dT%H:%M:%S.", utc: true))
        kept.withLock { $0 = made }
        return made
    }

    private static func format(_ seconds: Int, _ format: String, utc: Bool) -> String {
        var time = time_t(seconds)
        var parts = tm()
        _ = utc ? gmtime_r(&time, &parts) : localtime_r(&time, &parts)
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, format, &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
