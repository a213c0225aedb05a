/// How a cell's character is drawn: attributes and an optional foreground colour.
///
/// A value, compared cell by cell by ``FrameRenderer``, which sends a new SGR sequence only
/// where the style changes. `NO_COLOR` drops the colour when rendering; the attributes stay,
/// since they are what still marks a selected row or a heading without colour.
struct TerminalStyle: Hashable, Sendable {
    /// `nil` for the terminal's default colour.
    var foreground: TerminalColor?
    var bold = false
    var dim = false
    var underline = false
    /// Foreground and background swapped: a selection, a cursor drawn in a text field.
    var reverse = false

    init(
        foreground: TerminalColor? = nil, bold: Bool = false, dim: Bool = false, underline: Bool = false,
        reverse: Bool = false
    ) {
        self.foreground = foreground
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// The terminal's default look.
    static let plain = TerminalStyle()
    static let bold = TerminalStyle(bold: true)
    static let dim = TerminalStyle(dim: true)
    static let reverse = TerminalStyle(reverse: true)
}
