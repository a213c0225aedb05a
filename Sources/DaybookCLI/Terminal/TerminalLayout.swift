/// The frame of a full-screen app: a header (a tab bar) at the top, a footer (key hints, a
/// status line) at the bottom, and the body between them.
///
/// Made only for a terminal at least ``minimum`` in size: below it the app shows
/// ``tooSmall(_:in:)`` instead, since a list squeezed into two rows or ten columns is unusable,
/// and a layout that tries to fit anyway ends in overlapping text.
struct TerminalLayout: Hashable, Sendable {
    let header: TerminalRect
    let body: TerminalRect
    let footer: TerminalRect

    /// `nil` when `size` is smaller than `minimum` in either direction. `minimum` is the
    /// app's own (it knows what its screens need); it should leave the body a row at least.
    init?(size: TerminalSize, headerRows: Int = 1, footerRows: Int = 1, minimum: TerminalSize) {
        guard size.fits(minimum), size.rows > headerRows + footerRows else { return nil }
        let (header, rest) = TerminalRect(size: size).dividedAtTop(headerRows)
        let (body, footer) = rest.dividedAtBottom(footerRows)
        self.header = header
        self.body = body
        self.footer = footer
    }

    /// A screen that says, centred, that the terminal is too small: `message` is the app's own
    /// words, in the user's language (such as "The terminal is too small: it needs at least
    /// \(minimum)."), cut to the width when the terminal is narrower than the message.
    static func tooSmall(_ message: [String], in size: TerminalSize) -> ScreenBuffer {
        var screen = ScreenBuffer(size: size)
        screen.putCentered(message, in: TerminalRect(size: size))
        return screen
    }
}
