import DaybookPresentation

/// Drawing shared by the screens: a line being typed, an alert over a screen, a wrapped text.
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
