/// One inline SVG per weather condition, keyed by the presenter's SF Symbols names, so the web
/// shows the same icon a SwiftUI screen would. Drawn with `currentColor`: it follows the theme.
enum WeatherIcon {
    /// Decorative: the description next to it already says what it shows.
    static func svg(named name: String) -> HTML {
        """
        <svg class="icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false" \
        data-icon="\(name)" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round">\
        \(drawing(named: name) ?? questionMark)</svg>
        """
    }

    /// The shapes drawn for an icon name, or nil for a name with no drawing of its own (shown as
    /// the question mark). The presenter's names are SF Symbols names; each has a drawing here.
    static func drawing(named name: String) -> HTML? {
        switch name {
        case "sun.max.fill":
            #"<circle cx="32" cy="32" r="11"/><path d="M32 6v8M32 50v8M6 32h8M50 32h8M14 14l6 6M44 44l6 6M14 50l6-6M44 20l6-6"/>"#
        case "cloud.sun.fill":
            // The sun peeks out above and right of a cloud moved down and left to make room.
            """
            <circle cx="44" cy="19" r="8"/>\
            <path d="M44 4v3M56 19h3M29 19h3M52.5 10.5l2.1-2.1M35.5 10.5l-2.1-2.1M52.5 27.5l2.1 2.1"/>\
            <g transform="translate(-4 12)">\(cloud)</g>
            """
        case "cloud.fill":
            cloud
        case "cloud.fog.fill":
            "\(cloud)<path d=\"M12 52h40M18 58h28\"/>"
        case "sun.haze.fill":
            // A sun over broken bands of haze: the view is dimmed by something dry, not a cloud.
            """
            <circle cx="32" cy="24" r="9"/><path d="M32 5v5M13 24h5M46 24h5M18.6 10.6l3.5 3.5M45.4 10.6l-3.5 3.5"/>\
            <path d="M8 42h18M32 42h24M14 50h28M48 50h4M20 58h26"/>
            """
        case "cloud.drizzle.fill":
            "\(cloud)<path d=\"M22 52v2M32 52v2M42 52v2M27 58v1M37 58v1\"/>"
        case "cloud.rain.fill":
            "\(cloud)<path d=\"M22 50l-3 8M32 50l-3 8M42 50l-3 8\"/>"
        case "cloud.sun.rain.fill":
            // Showers: rain from a cloud with the sun beside it, since showers come and go.
            """
            <circle cx="47" cy="14" r="6"/><path d="M47 2v3M57 14h3M55.5 5.5l-2 2M38.5 5.5l2 2M55.5 22.5l-2-2"/>\
            <g transform="translate(-3 4)">\(cloud)</g><path d="M20 54l-3 7M30 54l-3 7M40 54l-3 7"/>
            """
        case "cloud.sleet.fill":
            // Rain streaks and snow dots together.
            #"\#(cloud)<path d="M22 50l-3 8M42 50l-3 8"/><path d="M32 53l0 .1M28 60l0 .1" stroke-width="5"/>"#
        case "cloud.snow.fill":
            "\(cloud)<path d=\"M22 52l0 .1M32 56l0 .1M42 52l0 .1M27 60l0 .1M37 60l0 .1\" stroke-width=\"5\"/>"
        case "cloud.bolt.rain.fill":
            "\(cloud)<path d=\"M34 46l-6 8h8l-6 8\"/><path d=\"M20 50l-2 6M46 50l-2 6\"/>"
        case "cloud.hail.fill":
            // Hailstones are hollow rings, where snow is solid dots.
            #"\#(cloud)<circle cx="21" cy="53" r="3"/><circle cx="43" cy="53" r="3"/><circle cx="32" cy="58" r="3"/>"#
        case "wind":
            #"<path d="M6 24h30a7 7 0 1 0-7-7M6 34h44a7 7 0 1 1-7 7M6 44h20"/>"#
        case "tornado":
            // A funnel of narrowing bands that leans as it comes down.
            #"<path d="M6 12h52M12 21h42M19 30h32M26 39h22M29 48h14M30 57h6"/>"#
        default:
            nil
        }
    }

    private static let cloud: HTML = #"<path d="M18 44h28a10 10 0 0 0 0-20 14 14 0 0 0-27-2 11 11 0 0 0-1 22z"/>"#

    private static let questionMark: HTML =
        #"<circle cx="32" cy="32" r="24"/><path d="M25 25a7 7 0 1 1 9 7c-2 1-2 3-2 5M32 45v.1"/>"#
}
