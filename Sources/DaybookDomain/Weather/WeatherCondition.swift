import Foundation

/// The kinds of weather Daybook tells apart, whatever the provider's own codes.
public enum WeatherCondition: String, CaseIterable, Hashable, Sendable {
    case clear
    case clouds
    case rain
    case drizzle
    case thunderstorm
    case snow
    /// Mist, fog, haze and other things that hide the view.
    case mist
}
