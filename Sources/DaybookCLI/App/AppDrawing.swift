import DaybookPresentation

/// Drawing shared by the screens: a line being typed, an alert over a screen, a wrapped text,
/// key hints over the footer, blocks of lines stacked in the rows there are.
enum AppDrawing {
    /// `prompt` and the line, with a block for the cursor when it is being typed into; an empty
    /// line shows `placeholder`, dimmed, after the cursor.
    static func field(
        _ prompt: String, _ line: String, typing: Bool, row: Int, in area: TerminalRect,
        into screen: inout ScreenBuffer,
        style: AppStyle, placeholder: String? = nil
    ) {
        let used = screen.put(prompt, row: row, column: area.column, style: style.title, maxWidth: area.columns)
        let room = area.columns - used - 1
        guard room > 0 else { return }
        // The end of a long line stays in view, as a field scrolls while one types.
        let shown = ScreenBuffer.columns(line) > room ? "…" + String(line.suffix(room - 1)) : line
        let written = screen.put(shown, row: row, column: area.column + used, style: style.field, maxWidth: room)
        let cursor = typing ? screen.put(" ", row: row, column: area.column + used + written, style: style.selected) : 0
        if line.isEmpty, let placeholder {
            screen.put(
                placeholder, row: row, column: area.column + used + cursor, style: style.secondary,
                maxWidth: room - cursor)
        }
    }

    /// An alert in a box in the middle of `area`: its title, its message wrapped, and how to close it.
    static func alert(
        title: String, message: String, in area: TerminalRect, into screen: inout ScreenBuffer, style: AppStyle
    ) {
        let width = min(area.columns, max(30, min(60, area.columns - 4)))
        let lines = wrap(message, width: width - 4)
        let box = area.centered(rows: min(area.rows, lines.count + 4), columns: width)
        screen.fill(box, style: style.selected)
        screen.put(title, row: box.row, column: box.column + 2, style: style.selected, maxWidth: box.columns - 4)
        for (offset, line) in lines.enumerated() where offset + 2 < box.rows - 1 {
            screen.put(
                line, row: box.row + 2 + offset, column: box.column + 2, style: style.selected,
                maxWidth: box.columns - 4)
        }
        let close = style(.keysAlert)
        screen.put(
            close, row: box.row + box.rows - 1,
            column: box.column + max(0, box.columns - ScreenBuffer.columns(close) - 1),
            style: style.selected, maxWidth: box.columns)
    }

    /// Key hints ("a add · d delete") over `rows` lines of `columns`: the screen's on the first
    /// line and the app's on the next when each fits, else all of them in order, flowed over the
    /// lines and broken only between two keys. What cannot fit at all ends the last line.
    static func keyLines(_ screenKeys: String, _ appKeys: String?, columns: Int, rows: Int) -> [String] {
        let separator = " · "
        let own = [screenKeys] + (appKeys.map { [$0] } ?? [])
        if own.count <= rows, own.allSatisfy({ ScreenBuffer.columns($0) <= columns }) { return own }
        var lines: [String] = []
        var current = ""
        for key in own.flatMap({ $0.components(separatedBy: separator) }) {
            let longer = current.isEmpty ? key : current + separator + key
            if current.isEmpty || ScreenBuffer.columns(longer) <= columns {
                current = longer
            } else {
                lines.append(current)
                current = key
            }
        }
        lines.append(current)
        guard lines.count > rows, rows > 0 else { return lines }
        return Array(lines.prefix(rows - 1)) + [lines.dropFirst(rows - 1).joined(separator: separator)]
    }

    /// How many lines of each block to draw in `rows`, each block a title and `counts` lines,
    /// and after how many of the first blocks a blank line may follow: every block whole and
    /// apart when it fits; else as many blank lines as the rows left allow, from the top; else
    /// none, and the longest blocks lose their last lines, one at a time, down to one line each.
    static func stack(_ counts: [Int], rows: Int) -> (counts: [Int], gaps: Int) {
        var counts = counts
        let whole = counts.reduce(counts.count, +)
        if whole <= rows { return (counts, min(max(0, counts.count - 1), rows - whole)) }
        while counts.reduce(counts.count, +) > rows, let longest = counts.indices.max(by: { counts[$0] < counts[$1] }),
            counts[longest] > 1
        {
            counts[longest] -= 1
        }
        return (counts, 0)
    }

    /// `text` cut into lines of at most `width` columns, at spaces where there are some (Japanese
    /// has none, and is cut anywhere), keeping its own line breaks.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            var lastSpace: String.Index?
            for character in paragraph {
                let characterWidth = ScreenBuffer.columns(String(character))
                if lineWidth + characterWidth > width {
                    if character == " " {
                        // The line is full at a space: the break goes there, and the space goes.
                        lines.append(line)
                        (line, lineWidth, lastSpace) = ("", 0, nil)
                        continue
                    }
                    if let space = lastSpace {
                        let rest = String(line[line.index(after: space)...])
                        lines.append(String(line[..<space]))
                        line = rest
                        lineWidth = ScreenBuffer.columns(rest)
                    } else {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    lastSpace = nil
                }
                if character == " " { lastSpace = line.endIndex }
                line.append(character)
                lineWidth += characterWidth
            }
            lines.append(line)
        }
        return lines
    }
}
