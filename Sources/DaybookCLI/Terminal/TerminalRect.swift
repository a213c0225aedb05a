/// A rectangle of cells on the screen: where one part of a layout (a tab bar, a list, a footer)
/// is drawn.
///
/// The dividing functions clamp instead of failing, so that a layout computed for a tiny terminal
/// gives empty rectangles rather than negative sizes; ``TerminalLayout`` decides when a screen is
/// too small to draw at all.
struct TerminalRect: Hashable, Sendable {
    /// The top row, 0-based.
    var row: Int
    /// The left column, 0-based.
    var column: Int
    var rows: Int
    var columns: Int

    init(row: Int, column: Int, rows: Int, columns: Int) {
        self.row = row
        self.column = column
        self.rows = max(0, rows)
        self.columns = max(0, columns)
    }

    /// The whole screen.
    init(size: TerminalSize) {
        self.init(row: 0, column: 0, rows: size.rows, columns: size.columns)
    }

    var isEmpty: Bool { rows == 0 || columns == 0 }

    /// The first `count` rows, and the rest below them.
    func dividedAtTop(_ count: Int) -> (top: TerminalRect, rest: TerminalRect) {
        let taken = min(max(0, count), rows)
        return (
            TerminalRect(row: row, column: column, rows: taken, columns: columns),
            TerminalRect(row: row + taken, column: column, rows: rows - taken, columns: columns)
        )
    }

    /// The last `count` rows, and the rest above them.
    func dividedAtBottom(_ count: Int) -> (rest: TerminalRect, bottom: TerminalRect) {
        let (rest, bottom) = dividedAtTop(rows - min(max(0, count), rows))
        return (rest, bottom)
    }

    /// The first `count` columns, and the rest to their right.
    func dividedAtLeft(_ count: Int) -> (left: TerminalRect, rest: TerminalRect) {
        let taken = min(max(0, count), columns)
        return (
            TerminalRect(row: row, column: column, rows: rows, columns: taken),
            TerminalRect(row: row, column: column + taken, rows: rows, columns: columns - taken)
        )
    }

    /// Smaller by `vertical` rows at the top and at the bottom and `horizontal` columns on each
    /// side: a margin.
    func inset(horizontal: Int = 0, vertical: Int = 0) -> TerminalRect {
        TerminalRect(
            row: row + min(vertical, rows / 2), column: column + min(horizontal, columns / 2),
            rows: rows - 2 * vertical, columns: columns - 2 * horizontal)
    }

    /// A rectangle of at most `rows` × `columns` in the middle of this one (a dialog), rounded
    /// up and to the left when the space left over is odd.
    func centered(rows: Int, columns: Int) -> TerminalRect {
        let height = min(max(0, rows), self.rows)
        let width = min(max(0, columns), self.columns)
        return TerminalRect(
            row: row + (self.rows - height) / 2, column: column + (self.columns - width) / 2, rows: height,
            columns: width)
    }

    /// The part of this rectangle inside a screen of `size`.
    func clipped(to size: TerminalSize) -> TerminalRect {
        let top = min(max(0, row), size.rows)
        let left = min(max(0, column), size.columns)
        let bottom = min(max(top, row + rows), size.rows)
        let right = min(max(left, column + columns), size.columns)
        return TerminalRect(row: top, column: left, rows: bottom - top, columns: right - left)
    }
}
