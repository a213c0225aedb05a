import Foundation

/// One point of the hourly chart.
public struct HourlyPointViewState: Hashable, Sendable {
    /// "09:00", local to the city.
    public let hour: String
    public let temperature: Double
    /// "25.9℃".
    public let label: String
}
