import Foundation

/// The weather card as every front end shows it: display strings, an icon name, the curve.
public struct WeatherCardViewState: Hashable, Sendable {
    /// "Tokyo, JP".
    public let place: String
    /// "10.5℃".
    public let temperature: String
    /// The provider's description with its first letter a capital (as guide 000 capitalizes it),
    /// else the condition's name, else "No description".
    public let description: String
    /// Whether the provider said anything of the sky (a condition or words): when it did not,
    /// ``description`` only says so and the icon is a question mark, which a card may leave out.
    public let isDescribed: Bool
    /// An SF Symbols name; the web app maps the same names to inline SVG.
    public let iconName: String
    /// "Feels like 10.1℃", "Low 9.8℃ · High 12.6℃", "Humidity 94%": whatever is known.
    public let details: [String]
    /// The details on one line, joined as the language lists them ("体感 10.1℃・最低 9.8℃・…").
    public let detailLine: String
    /// Set when the provider failed and this is older weather: says how old.
    public let staleNotice: String?
    /// Today's temperatures by hour, in the city's local time.
    public let hourly: [HourlyPointViewState]
}
