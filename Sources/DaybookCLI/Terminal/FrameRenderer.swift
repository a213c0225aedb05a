/// Turns a new ``ScreenBuffer`` into the bytes that bring the terminal from the previous one to it.
///
/// Only cells that changed are sent, each run after one cursor move (`ESC [ row ; column H`),
/// and an SGR sequence only where the style changes: a key press that moves a selection costs
/// two rows, not a screen, which keeps a slow SSH link responsive and the screen free of
/// flicker. With no previous frame, or one of another size (the terminal was resized), or when
/// the user asks for a repaint (Ctrl-L: pass `nil`), the screen is cleared and drawn whole.
///
/// Every frame ends in the default style, so that whatever is written after it (the restore
/// sequence when the app ends) starts plain.
struct FrameRenderer: Sendable {
    /// Whether foreground colours are sent; attributes (bold, reverse…) are sent either way.
    let usesColor: Bool

    init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// Colour unless `NO_COLOR` is set to anything but the empty string (no-color.org).
    init(environment: [String: String]) {
        self.init(usesColor: (environment["NO_COLOR"] ?? "").isEmpty)
    }

    private static let escape = "\u{1B}["

    /// What to write for `frame` to replace `previous` on the screen; the empty string when
    /// nothing changed.
    func render(_ frame: ScreenBuffer, over previous: ScreenBuffer?) -> String {
        var output = ""
        var current = TerminalStyle.plain
        let before: ScreenBuffer
        if let previous, previous.size == frame.size {
            before = previous
        } else {
            output += "\(Self.escape)0m\(Self.escape)H\(Self.escape)2J"
            before = ScreenBuffer(size: frame.size)
        }
        let columns = frame.size.columns
        /// Where the terminal's cursor is, when known: after a character written in the last
        /// column it waits to wrap, and only a move says where it goes next.
        var cursor: (row: Int, column: Int)?
        for row in 0..<frame.size.rows {
            let start = row * columns
            for column in 0..<columns {
                let cell = frame.cells[start + column]
                let old = before.cells[start + column]
                guard let character = cell.character,
                    cell.character != old.character || visible(cell.style) != visible(old.style)
                else { continue }
                if cursor.map({ $0 != (row, column) }) ?? true {
                    output += "\(Self.escape)\(row + 1);\(column + 1)H"
                }
                let style = visible(cell.style)
                if style != current {
                    output += sgr(style)
                    current = style
                }
                output.append(character)
                let next = column + cell.width
                cursor = next < columns ? (row, next) : nil
            }
        }
        if current != .plain { output += "\(Self.escape)0m" }
        return output
    }

    /// The style as it will be drawn: without its colour under `NO_COLOR`, so that a change of
    /// colour alone sends nothing then.
    private func visible(_ style: TerminalStyle) -> TerminalStyle {
        var style = style
        if !usesColor { style.foreground = nil }
        return style
    }

    /// One SGR sequence for the whole style, starting from a reset: never a state to undo.
    private func sgr(_ style: TerminalStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let foreground = style.foreground { codes.append(String(foreground.foregroundCode)) }
        return "\(Self.escape)\(codes.joined(separator: ";"))m"
    }
}
