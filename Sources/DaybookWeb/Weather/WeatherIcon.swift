/// One inline SVG per weather condition, keyed by the presenter's SF Symbols names, so the web
/// shows the same icon a SwiftUI screen would. Drawn with `currentColor`: it follows the theme.
enum WeatherIcon {
    /// Decorative: the description next to it already says what it shows.
    static func svg(named name: String) -> HTML {
        """
        <svg class="icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false" \
        data-icon="\(name)" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round">\
        \(shapes(for: name))</svg>
        """
    }

    private static let cloud: HTML = #"<path d="M18 44h28a10 10 0 0 0 0-20 14 14 0 0 0-27-2 11 11 0 0 0-1 22z"/>"#

    private static func shapes(for name: String) -> HTML {
        switch name {
        case "sun.max.fill":
            #"<circle cx="32" cy="32" r="11"/><path d="M32 6v8M32 50v8M6 32h8M50 32h8M14 14l6 6M44 44l6 6M14 50l6-6M44 20l6-6"/>"#
        case "cloud.fill":
            cloud
        case "cloud.rain.fill":
            "\(cloud)<path d=\"M22 50l-3 8M32 50l-3 8M42 50l-3 8\"/>"
        case "cloud.drizzle.fill":
            "\(cloud)<path d=\"M22 52v2M32 52v2M42 52v2M27 58v1M37 58v1\"/>"
        case "cloud.bolt.rain.fill":
            "\(cloud)<path d=\"M34 46l-6 8h8l-6 8\"/><path d=\"M20 50l-2 6M46 50l-2 6\"/>"
        case "cloud.snow.fill":
            "\(cloud)<path d=\"M22 52l0 .1M32 56l0 .1M42 52l0 .1M27 60l0 .1M37 60l0 .1\" stroke-width=\"5\"/>"
        case "cloud.fog.fill":
            "\(cloud)<path d=\"M12 52h40M18 58h28\"/>"
        default:
            #"<circle cx="32" cy="32" r="24"/><path d="M25 25a7 7 0 1 1 9 7c-2 1-2 3-2 5M32 45v.1"/>"#
        }
    }
}
