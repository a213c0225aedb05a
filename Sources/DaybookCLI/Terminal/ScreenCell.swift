/// One cell of a ``ScreenBuffer``: the character drawn there and its style.
///
/// A wide character (`日`) takes two cells: it is in the left one, and the right one is its
/// continuation, with no character of its own. ``ScreenBuffer`` keeps the two together, so
/// that ``FrameRenderer`` never draws half of one.
struct ScreenCell: Hashable, Sendable {
    /// What the cell shows, never a control character; `nil` for the right half of a wide one.
    let character: Character?
    let style: TerminalStyle
    /// Columns the character takes: 1 or 2, and 0 for a continuation.
    let width: Int

    init(_ character: Character, width: Int = 1, style: TerminalStyle = .plain) {
        self.character = character
        self.width = width
        self.style = style
    }

    private init(continuationWith style: TerminalStyle) {
        character = nil
        width = 0
        self.style = style
    }

    /// The right half of a wide character drawn in `style`.
    static func continuation(_ style: TerminalStyle) -> ScreenCell {
        ScreenCell(continuationWith: style)
    }

    /// A space in the default style: what an empty screen is made of.
    static let blank = ScreenCell(" ")

    var isContinuation: Bool { character == nil }
}
