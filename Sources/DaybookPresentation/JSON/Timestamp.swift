import DaybookDomain
import Foundation

/// How Daybook writes a moment in JSON: ISO 8601 in UTC with milliseconds
/// (`2026-11-24T02:16:23.123Z`), the precision times are stored with.
///
/// Written by hand from the whole milliseconds: `Date.ISO8601FormatStyle` goes through a
/// calendar for every date, which made formatting the times most of the cost of a long JSON
/// list. It also cut the fraction off after the binary rounding of the seconds, so a time
/// stored as `.123` was often written `.122`; this writes the millisecond that is stored. Years 1
/// to 9999 (the ones RFC 3339 writes, and the only ones an archive may hold) are written in the
/// proleptic Gregorian calendar, as RFC 3339 counts them: Foundation's calendar turns Julian
/// before 1582-10-15, which put 0001-01-01 two days late. Outside them it hands over to
/// Foundation's formatter. The tests hold the two to the same text wherever both are Gregorian.
public enum Timestamp {
    /// The text for `date`.
    public static func text(_ date: Date) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        write(date, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the text for `date` to `bytes`.
    public static func write(_ date: Date, into bytes: inout [UInt8]) {
        // 0001-01-01T00:00:00.000Z to 9999-12-31T23:59:59.999Z: anything else is Foundation's to write.
        guard let milliseconds = Milliseconds.representable(date) else {
            // 0.4 ms into the millisecond, so Foundation's cutting off gives that millisecond.
            let inside = Milliseconds.wholeMillisecond(of: date).addingTimeInterval(0.000_4)
            bytes.append(contentsOf: inside.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)).utf8)
            return
        }
        write(milliseconds: milliseconds, into: &bytes)
    }

    /// Appends the text for a moment `milliseconds` after 1970 began (UTC), years 1 to 9999 of
    /// the proleptic Gregorian calendar.
    static func write(milliseconds: Int64, into bytes: inout [UInt8]) {
        let dayLength: Int64 = 86_400_000
        var days = milliseconds / dayLength
        var ofDay = milliseconds % dayLength
        if ofDay < 0 {
            days -= 1
            ofDay += dayLength
        }
        let (year, month, day) = civil(daysSince1970: days)
        let millisecond = Int(ofDay % 1000)
        let second = Int(ofDay / 1000 % 60)
        let minute = Int(ofDay / 60_000 % 60)
        let hour = Int(ofDay / 3_600_000)
        let digit = { (value: Int) in UInt8(ascii: "0") + UInt8(value) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { text in
            text[0] = digit(year / 1000)
            text[1] = digit(year / 100 % 10)
            text[2] = digit(year / 10 % 10)
            text[3] = digit(year % 10)
            text[4] = UInt8(ascii: "-")
            text[5] = digit(month / 10)
            text[6] = digit(month % 10)
            text[7] = UInt8(ascii: "-")
            text[8] = digit(day / 10)
            text[9] = digit(day % 10)
            text[10] = UInt8(ascii: "T")
            text[11] = digit(hour / 10)
            text[12] = digit(hour % 10)
            text[13] = UInt8(ascii: ":")
            text[14] = digit(minute / 10)
            text[15] = digit(minute % 10)
            text[16] = UInt8(ascii: ":")
            text[17] = digit(second / 10)
            text[18] = digit(second % 10)
            text[19] = UInt8(ascii: ".")
            text[20] = digit(millisecond / 100)
            text[21] = digit(millisecond / 10 % 10)
            text[22] = digit(millisecond % 10)
            text[23] = UInt8(ascii: "Z")
            bytes.append(contentsOf: UnsafeBufferPointer(text))
        }
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`: whole 400-year eras, then the year within the era, with years
    /// starting in March so the leap day falls at the end).
    static func civil(daysSince1970 days: Int64) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468  // days from 0000-03-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0 is March
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}
