import Foundation

/// The kinds of weather Daybook tells apart, whatever the provider's own codes.
///
/// Fine enough that every kind a provider documents has a condition of its own or lands in the
/// nearest one; coarse enough that each condition can have its own icon and name. Intensity
/// (light, heavy) is not a condition: the provider's description says it when it has one.
///
/// The raw value is the condition's one code, in `--json` output and in cached snapshots.
/// Written out, so renaming a case can never change what is printed or saved, and a snapshot
/// cached before a condition was added still decodes.
public enum WeatherCondition: String, CaseIterable, Hashable, Sendable {
    /// No clouds, or hardly any.
    case clear = "clear"
    /// Some sun between the clouds: mainly clear to partly cloudy (up to about half the sky).
    case partlyCloudy = "partlyCloudy"
    /// Mostly or entirely cloudy: broken clouds, overcast.
    case clouds = "clouds"
    /// Mist or fog, rime fog too: water droplets that hide the view.
    case mist = "mist"
    /// Haze, smoke, dust, sand or volcanic ash: dry particles that hide the view.
    case haze = "haze"
    /// Drizzle: fine, light rain.
    case drizzle = "drizzle"
    /// Rain, whatever its intensity.
    case rain = "rain"
    /// Rain showers: rain that comes and goes.
    case showers = "showers"
    /// Sleet, rain and snow together, freezing drizzle or freezing rain.
    case sleet = "sleet"
    /// Snow, snow showers and snow grains.
    case snow = "snow"
    /// A thunderstorm, with or without rain.
    case thunderstorm = "thunderstorm"
    /// A thunderstorm with hail.
    case hail = "hail"
    /// Squalls: sudden strong winds.
    case squall = "squall"
    /// A tornado.
    case tornado = "tornado"
}
