/// A key the user pressed, decoded from the bytes a terminal sends for it (``KeyDecoder``).
///
/// Modifiers the terminal adds to a special key (Ctrl-Left, Shift-Up) are dropped: the key
/// itself is what an app binds. Keys the decoder does not know (function keys, Insert) never
/// arrive, rather than arriving as bytes that would be taken for text.
enum TerminalKey: Hashable, Sendable {
    /// Printable text: one character (a grapheme cluster, such as `が` or `e\u{301}`), never a
    /// control character.
    case character(Character)
    /// A letter typed with Ctrl held, in lower case: `.control("c")` is Ctrl-C. Ctrl-H, Ctrl-I,
    /// Ctrl-J and Ctrl-M send the same bytes as Backspace, Tab and Enter, and arrive as those.
    case control(Character)
    case enter
    case tab
    /// Shift-Tab.
    case backTab
    case backspace
    case delete
    /// Esc on its own, known only once no byte follows it for a moment (``KeyDecoder/flush()``).
    case escape
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
}
