import Foundation

/// Everything the weather screen shows, as one value (see ``TodoListScreenState`` for the rule:
/// stored values are what happened, computed ones are derived from them).
public struct WeatherScreenState: Hashable, Sendable {
    /// The city field as typed.
    public var cityText = ""
    /// The city the card is for, or being read: the last search sent.
    public var city = ""
    /// The weather as last read; `nil` until a city is found, and again once a search fails.
    public var card: WeatherCardViewState?
    public var isLoading = false
    /// Why the last search found no weather, said in place as guide 000 says it (in red, under
    /// the field), never in an alert: a search runs as the city is typed, and a pause mid-word
    /// must not take the next key. "No city matches “Toky” yet." while typing.
    public var errorMessage: String?

    public init(city: String = "") {
        cityText = city
        self.city = city
    }

    // MARK: - Derived

    /// Nothing to show yet: the screen asks for a city.
    public var showPlaceholder: Bool { card == nil && !isLoading && errorMessage == nil }
    /// Typed text not searched yet (the pause has not come).
    public var isSearchPending: Bool { cityText.trimmingCharacters(in: .whitespacesAndNewlines) != city }
    /// The card is from a cache the service could not refresh: the view says how old it is.
    public var isStale: Bool { card?.staleNotice != nil }
}
