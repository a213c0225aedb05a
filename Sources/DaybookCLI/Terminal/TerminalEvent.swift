/// What reaches a full-screen app from its terminal: keys, the mouse, pasted text, a new size.
enum TerminalEvent: Hashable, Sendable {
    case key(TerminalKey)
    case mouse(TerminalMouseEvent)
    /// Text pasted while bracketed paste is on, in one piece, so that a line break in it is not
    /// taken for Enter. Line breaks are `\n`; other control characters are removed.
    case paste(String)
    /// The terminal was resized to this size: lay out again and repaint in full.
    case resize(TerminalSize)
}
