import Foundation

/// One point of today's temperature curve.
public struct HourlyTemperature: Hashable, Sendable {
    public let time: Date
    /// Degrees Celsius.
    public let temperature: Double

    public init(time: Date, temperature: Double) {
        self.time = time
        self.temperature = temperature
    }
}
