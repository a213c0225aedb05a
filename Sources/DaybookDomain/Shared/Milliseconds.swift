import Foundation

/// Time in whole milliseconds, the precision Daybook keeps it in everywhere: a moment as the
/// milliseconds since 1970 began (UTC), a duration as a count of them.
///
/// The one place a `Date` or a `Duration` becomes milliseconds and back. Every ring that keeps or
/// writes time uses it: the records and the archive (Data), the undo kept between two requests
/// and the JSON's times (Presentation), the settings' timeouts (Composition), the request log
/// (the web app). It lives here because the entities' times are the domain's: a todo made at a
/// moment is put back at the same millisecond whoever stored or wrote it.
public enum Milliseconds {
    /// The moments Daybook writes as dates, from 0001-01-01T00:00:00.000Z to
    /// 9999-12-31T23:59:59.999Z: the years RFC 3339 writes (with four digits, in the Gregorian
    /// calendar). A moment outside them can be kept, but not shown as a date any reader of the
    /// JSON understands, so an archive may not hold one.
    public static let representable: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

    /// `date` to the nearest millisecond.
    public static func since1970(_ date: Date) -> Int64 {
        Int64(rounded(date))
    }

    /// `date` to the nearest millisecond, when that is ``representable``; `nil` otherwise (and for
    /// a moment too far off to count in milliseconds at all).
    public static func representable(_ date: Date) -> Int64? {
        let milliseconds = rounded(date)
        guard milliseconds >= Double(representable.lowerBound), milliseconds <= Double(representable.upperBound)
        else { return nil }
        return Int64(milliseconds)
    }

    /// The moment `milliseconds` after 1970 began.
    public static func date(since1970 milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// `date` moved to the nearest whole millisecond, however far off it is.
    public static func wholeMillisecond(of date: Date) -> Date {
        Date(timeIntervalSince1970: rounded(date) / 1000)
    }

    /// `duration` in whole milliseconds, rounded down.
    public static func count(in duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }

    /// `duration` in milliseconds, to the microsecond (`2.092`).
    public static func toTheMicrosecond(_ duration: Duration) -> Double {
        (Double(duration.components.seconds) * 1_000_000 + Double(duration.components.attoseconds) / 1e12).rounded()
            / 1000
    }

    /// A duration of `seconds` (as a person writes a timeout: `1.5`), to the nearest millisecond.
    public static func duration(seconds: Double) -> Duration {
        .milliseconds(Int64((seconds * 1000).rounded()))
    }

    private static func rounded(_ date: Date) -> Double {
        (date.timeIntervalSince1970 * 1000).rounded()
    }
}
