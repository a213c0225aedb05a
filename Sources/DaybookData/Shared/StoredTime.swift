import Foundation

/// How records keep time: whole milliseconds since 1970, so every store round-trips it exactly.
public enum StoredTime {
    /// The times an archive may hold: from 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z,
    /// the years RFC 3339 writes (with four digits, in the Gregorian calendar). A time outside
    /// them could be stored, but not shown as a date any reader of the JSON understands.
    public static let representable: ClosedRange<Int64> = -62_135_596_800_000...253_402_300_799_999

    public static func milliseconds(from date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    /// A duration in the same unit, rounded down.
    public static func milliseconds(of duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }

    public static func date(fromMilliseconds milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
