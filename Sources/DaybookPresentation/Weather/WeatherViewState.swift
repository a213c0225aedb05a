import Foundation

/// What a weather screen shows, from nothing asked yet to an answer or a failure.
public enum WeatherViewState: Hashable, Sendable {
    case idle
    /// "Looking up the weather in Tokyo…".
    case loading(message: String)
    case loaded(WeatherCardViewState)
    /// An old answer shown because the provider failed; the card carries the stale notice.
    case stale(WeatherCardViewState)
    case failed(ErrorViewState)
}
