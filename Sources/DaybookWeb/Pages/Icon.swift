/// The site's small line icons, drawn inline on a 24×24 grid with `currentColor`, so they follow
/// the colour scheme and need no request of their own. Always decorative: each one sits next to
/// a text or inside a control that has its own accessible name.
enum Icon: Sendable {
    case dashboard
    case weather
    case todos
    case posts
    case profile
    /// An open todo's check circle.
    case circle
    /// A done todo's check circle: filled, with the tick cut out of it.
    case checkedCircle
    case edit
    case delete
    case back

    var svg: HTML {
        "<svg class=\"i\" viewBox=\"0 0 24 24\" aria-hidden=\"true\" focusable=\"false\">\(shapes)</svg>"
    }

    private var shapes: HTML {
        switch self {
        case .dashboard: #"<path d="M3 11.5 12 4l9 7.5"/><path d="M5.5 10v10h4.5v-6h4v6h4.5V10"/>"#
        case .weather:
            #"""
            <circle cx="8" cy="8" r="3"/><path d="M8 2v1.5M2 8h1.5M3.8 3.8l1 1M12.2 3.8l-1 1"/>\#
            <path d="M9.5 20h8a3.5 3.5 0 0 0 .3-7A5 5 0 0 0 8.2 14.6 2.8 2.8 0 0 0 9.5 20z"/>
            """#
        case .todos: #"<path d="M3.5 6.5 5.5 8.5 9 5M3.5 15.5l2 2 3.5-3.5M12.5 7h8M12.5 16h8"/>"#
        case .posts: #"<rect x="4.5" y="3" width="15" height="18" rx="2"/><path d="M8 8h8M8 12h8M8 16h5"/>"#
        case .profile: #"<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5a7.5 7.5 0 0 1 15 0"/>"#
        case .circle: #"<circle cx="12" cy="12" r="9"/>"#
        case .checkedCircle:
            #"<circle cx="12" cy="12" r="10" class="fill"/><path class="cut" d="M7.5 12.5l3 3 6-6.5"/>"#
        case .edit: #"<path d="M4 20h4L19 9l-4-4L4 16z"/><path d="M13 7l4 4"/>"#
        case .delete: #"<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"/>"#
        case .back: #"<path d="M15 5l-7 7 7 7"/>"#
        }
    }
}
