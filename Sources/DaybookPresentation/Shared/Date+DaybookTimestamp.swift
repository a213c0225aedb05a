import Foundation

extension Date {
    /// How Daybook's JSON writes a time: ISO 8601 in UTC with milliseconds, as stored. A JSON
    /// type that holds this text rather than a `Date` encodes without the encoder's custom date
    /// strategy, which costs a nested container per date.
    public var daybookTimestamp: String {
        formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }
}
