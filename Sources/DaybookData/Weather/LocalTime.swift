import Foundation

/// Reads Open-Meteo's local times ("2026-09-22T12:15", no zone) as instants, given the city's
/// offset from UTC.
enum LocalTime {
    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    static func date(_ text: String, utcOffsetSeconds: Int) -> Date? {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
        guard parts.count >= 5, parts.allSatisfy({ $0 != nil }) else { return nil }
        let components = DateComponents(
            year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4],
            second: parts.count > 5 ? parts[5] : 0
        )
        return utc.date(from: components).map { $0.addingTimeInterval(TimeInterval(-utcOffsetSeconds)) }
    }
}
