/// The foreground colours a screen may use: the terminal's own eight, and grey.
///
/// The basic palette rather than 256 colours or true colour, so that the user's terminal theme
/// decides the shades (red stays readable on a light and a dark background alike), and every
/// terminal has them.
enum TerminalColor: Hashable, Sendable, CaseIterable {
    case black
    case red
    case green
    case yellow
    case blue
    case magenta
    case cyan
    case white
    /// Bright black: for secondary text where dim is not supported.
    case gray

    /// The SGR parameter that selects it as the foreground.
    var foregroundCode: Int {
        switch self {
        case .black: 30
        case .red: 31
        case .green: 32
        case .yellow: 33
        case .blue: 34
        case .magenta: 35
        case .cyan: 36
        case .white: 37
        case .gray: 90
        }
    }
}
