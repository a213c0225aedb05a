/// The weather card's icon in a terminal: an emoji for each of the presenter's symbol names
/// (SF Symbols names, which a SwiftUI view would draw as they are).
///
/// Only emoji drawn as emoji by default (emoji presentation), which every terminal draws two
/// columns wide as `TextWidth` counts them: 🌤 or ☁ would be one column in some terminals and
/// two in others, and shift the rest of the line.
enum WeatherIcon {
    static func text(for symbol: String) -> String {
        switch symbol {
        case "sun.max.fill": "🌞"
        case "cloud.sun.fill", "cloud.fill": "⛅"
        case "cloud.fog.fill", "sun.haze.fill": "🌁"
        case "cloud.drizzle.fill", "cloud.rain.fill", "cloud.sun.rain.fill": "☔"
        case "cloud.sleet.fill", "cloud.snow.fill", "cloud.hail.fill": "⛄"
        case "cloud.bolt.rain.fill": "⚡"
        case "wind", "tornado": "🌀"
        default: "❔"
        }
    }
}
