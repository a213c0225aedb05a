import Foundation

/// The outcome of one lookup: the card to show and the same data as JSON.
public struct WeatherLookup: Hashable, Sendable {
    public let card: WeatherCardViewState
    public let json: WeatherJSON
}
