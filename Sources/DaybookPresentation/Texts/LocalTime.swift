import Foundation

/// A moment as people read it: "2026-11-22 09:30", minutes in their own time zone, the same in
/// both languages (JSON keeps the UTC ``Timestamp``). The profile's registration and the
/// accounts' list say when with it.
public enum LocalTime {
    public static func text(_ date: Date, in timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
    }
}
