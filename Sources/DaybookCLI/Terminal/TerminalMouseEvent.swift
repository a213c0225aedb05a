/// A mouse button pressed or released, or the wheel turned, over a cell of the screen.
///
/// Reported by terminals in SGR mode (`ESC [ < b ; x ; y M`), which the session turns on only
/// when asked: with it on, a terminal no longer selects text on a drag.
struct TerminalMouseEvent: Hashable, Sendable {
    enum Button: Hashable, Sendable {
        case left
        case middle
        case right
        case wheelUp
        case wheelDown
    }

    enum Action: Hashable, Sendable {
        case press
        case release
        /// Moved with the button held (reported only by terminals asked for motion as well).
        case drag
    }

    var action: Action
    var button: Button
    /// 0-based, from the top of the screen.
    var row: Int
    /// 0-based, from the left of the screen.
    var column: Int
}
