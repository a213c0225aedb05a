/// What a full-screen app shows, cell by cell: one frame, drawn in memory before any byte is sent.
///
/// An app draws a whole new buffer for every change; ``FrameRenderer`` compares it with the last
/// one and sends only the difference. Text from stored or remote data is safe to put as it is:
/// control characters are shown as visible stand-ins (``TerminalText``), so none reaches the
/// terminal raw, and every cell holds exactly what the terminal will draw there. Wide characters
/// take two cells and are never cut in half; a combining mark with nothing to combine with is
/// shown on a dotted circle (`◌́`), and zero-width characters on their own are left out, so that
/// the cells and the terminal's columns always agree.
struct ScreenBuffer: Hashable, Sendable {
    let size: TerminalSize
    /// Row after row, `size.rows × size.columns` cells.
    private(set) var cells: [ScreenCell]

    /// A buffer of blank cells.
    init(size: TerminalSize) {
        self.size = size
        cells = Array(repeating: .blank, count: size.rows * size.columns)
    }

    subscript(row: Int, column: Int) -> ScreenCell {
        cells[row * size.columns + column]
    }

    /// Each row's text, without the continuations of wide characters: what a test compares.
    var lines: [String] {
        (0..<size.rows).map { row in
            String(cells[(row * size.columns)..<((row + 1) * size.columns)].compactMap(\.character))
        }
    }

    // MARK: - Drawing

    /// Writes `text` on `row` from `column`, in at most `maxWidth` columns and never past the
    /// right edge. Text too long for them is cut, and ends in `…`; where a wide character would
    /// have straddled the edge, a space fills the column it leaves. Nothing is written outside the
    /// buffer. Returns the columns written, so that the next piece of a line can follow.
    @discardableResult
    mutating func put(
        _ text: String, row: Int, column: Int, style: TerminalStyle = .plain, maxWidth: Int? = nil
    ) -> Int {
        guard (0..<size.rows).contains(row), (0..<size.columns).contains(column) else { return 0 }
        let limit = min(size.columns - column, maxWidth ?? .max)
        guard limit > 0 else { return 0 }
        var glyphs = Self.glyphs(text)
        let isCut = glyphs.reduce(0, { $0 + $1.width }) > limit
        if isCut {
            var used = 0
            let kept = glyphs.prefix { glyph in
                used += glyph.width
                return used <= limit - 1
            }
            glyphs = Array(kept) + [Glyph(character: "…", width: 1)]
        }
        var written = 0
        for glyph in glyphs {
            set(glyph.character, width: glyph.width, style: style, row: row, column: column + written)
            written += glyph.width
        }
        if isCut, written < limit {
            // The column a cut wide character would have straddled.
            set(" ", width: 1, style: style, row: row, column: column + written)
            written += 1
        }
        return written
    }

    /// Fills `rect` (clipped to the buffer) with spaces in `style`: a background for a selected
    /// row, or a region cleared before it is drawn again.
    mutating func fill(_ rect: TerminalRect, style: TerminalStyle = .plain) {
        let area = rect.clipped(to: size)
        for row in area.row..<(area.row + area.rows) {
            for column in area.column..<(area.column + area.columns) {
                set(" ", width: 1, style: style, row: row, column: column)
            }
        }
    }

    /// Writes `lines` centred in `rect`, each cut to its width: a message on an otherwise empty
    /// screen ("the terminal is too small", "nothing here yet"). Lines that do not fit in its
    /// height are left out.
    mutating func putCentered(_ lines: [String], in rect: TerminalRect, style: TerminalStyle = .plain) {
        let area = rect.clipped(to: size)
        guard !area.isEmpty else { return }
        let top = area.row + max(0, (area.rows - lines.count) / 2)
        for (offset, line) in lines.prefix(area.rows).enumerated() {
            let width = min(Self.columns(line), area.columns)
            put(
                line, row: top + offset, column: area.column + (area.columns - width) / 2, style: style,
                maxWidth: area.columns)
        }
    }

    /// The columns ``put(_:row:column:style:maxWidth:)`` takes for all of `text`, stand-ins for
    /// its control characters included: what a layout measures before placing it.
    static func columns(_ text: String) -> Int {
        glyphs(text).reduce(0) { $0 + $1.width }
    }

    // MARK: - Cells

    private struct Glyph {
        let character: Character
        let width: Int
    }

    /// `text` as the characters the cells will hold, each with its width (1 or 2).
    private static func glyphs(_ text: String) -> [Glyph] {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(text.utf8.count)
        for character in TerminalText.visible(text) {
            let width = TextWidth.columns(of: character)
            if width > 0 {
                glyphs.append(Glyph(character: character, width: width))
            } else if let first = character.unicodeScalars.first, first.properties.generalCategory != .format {
                // A mark at the start of the text, or after a control character's stand-in.
                glyphs.append(Glyph(character: Character("\u{25CC}" + String(character)), width: 1))
            }
        }
        return glyphs
    }

    /// Puts one character, keeping wide characters whole: a wide character one of whose halves
    /// is overwritten leaves a space in the other.
    private mutating func set(_ character: Character, width: Int, style: TerminalStyle, row: Int, column: Int) {
        let index = row * size.columns + column
        if cells[index].isContinuation, column > 0 {
            cells[index - 1] = ScreenCell(" ", style: cells[index - 1].style)
        }
        if cells[index].width == 2, column + 1 < size.columns {
            cells[index + 1] = ScreenCell(" ", style: cells[index].style)
        }
        cells[index] = ScreenCell(character, width: width, style: style)
        guard width == 2 else { return }
        if cells[index + 1].width == 2, column + 2 < size.columns {
            cells[index + 2] = ScreenCell(" ", style: cells[index + 1].style)
        }
        cells[index + 1] = .continuation(style)
    }
}
