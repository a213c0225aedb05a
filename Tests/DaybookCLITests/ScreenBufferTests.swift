import Testing

@testable import DaybookCLI

@Suite("Drawing text into a screen buffer")
struct ScreenBufferTests {
    static func buffer(rows: Int = 1, columns: Int) -> ScreenBuffer {
        ScreenBuffer(size: TerminalSize(rows: rows, columns: columns))
    }

    /// Every row keeps its invariant: a wide character's right half is its continuation, in its
    /// style, and no continuation stands alone.
    static func expectWholeWideCharacters(_ buffer: ScreenBuffer, sourceLocation: SourceLocation = #_sourceLocation) {
        for row in 0..<buffer.size.rows {
            for column in 0..<buffer.size.columns {
                let cell = buffer[row, column]
                if cell.width == 2 {
                    #expect(column + 1 < buffer.size.columns, sourceLocation: sourceLocation)
                    if column + 1 < buffer.size.columns {
                        #expect(buffer[row, column + 1] == .continuation(cell.style), sourceLocation: sourceLocation)
                    }
                }
                if cell.isContinuation {
                    #expect(column > 0 && buffer[row, column - 1].width == 2, sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test func aNewBufferIsBlank() {
        let buffer = Self.buffer(rows: 2, columns: 3)
        #expect(buffer.lines == ["   ", "   "])
        #expect(buffer.cells.allSatisfy { $0 == .blank })
    }

    @Test func textIsPutWithItsStyleAndTheColumnsItTook() {
        var buffer = Self.buffer(rows: 2, columns: 10)
        let style = TerminalStyle(foreground: .red, bold: true)
        #expect(buffer.put("abc", row: 1, column: 2, style: style) == 3)
        #expect(buffer.lines == ["          ", "  abc     "])
        #expect(buffer[1, 2] == ScreenCell("a", style: style))
        #expect(buffer[1, 5] == .blank)
    }

    @Test func wideCharactersTakeTwoCells() {
        var buffer = Self.buffer(columns: 8)
        #expect(buffer.put("牛乳a", row: 0, column: 1) == 5)
        #expect(buffer.lines == [" 牛乳a  "])
        #expect(buffer[0, 1] == ScreenCell("牛", width: 2))
        #expect(buffer[0, 2].isContinuation)
        #expect(buffer[0, 5] == ScreenCell("a"))
        Self.expectWholeWideCharacters(buffer)
    }

    @Test(
        arguments: [
            ("abcdef", 4, "abc…"), ("abcd", 4, "abcd"), ("牛乳を買う", 6, "牛乳… "), ("牛乳を買う", 7, "牛乳を…"),
            ("牛乳を買う", 4, "牛… "), ("牛", 1, "…"), ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
            ("末尾は…", 8, "末尾は… "),
        ])
    func textIsCutToTheWidthWithAnEllipsis(text: String, maxWidth: Int, shown: String) {
        var buffer = Self.buffer(columns: 12)
        let written = buffer.put(text, row: 0, column: 0, maxWidth: maxWidth)
        #expect(buffer.lines[0].hasPrefix(shown))
        #expect(written == min(maxWidth, ScreenBuffer.columns(text)))
        #expect(buffer.lines[0].dropFirst(shown.count).allSatisfy { $0 == " " })
        Self.expectWholeWideCharacters(buffer)
    }

    @Test func theRightEdgeCutsLikeAWidth() {
        var buffer = Self.buffer(columns: 6)
        #expect(buffer.put("日本語です", row: 0, column: 1) == 5)
        #expect(buffer.lines == [" 日本…"])
        buffer.put("x日", row: 0, column: 4)
        #expect(buffer.lines == [" 日 x…"], "a wide character never straddles the edge, nor is cut in half")
        Self.expectWholeWideCharacters(buffer)
    }

    @Test func nothingIsWrittenOutsideTheBuffer() {
        var buffer = Self.buffer(rows: 2, columns: 4)
        #expect(buffer.put("x", row: 2, column: 0) == 0)
        #expect(buffer.put("x", row: -1, column: 0) == 0)
        #expect(buffer.put("x", row: 0, column: 4) == 0)
        #expect(buffer.put("x", row: 0, column: -1) == 0)
        #expect(buffer.put("x", row: 0, column: 0, maxWidth: 0) == 0)
        #expect(buffer == Self.buffer(rows: 2, columns: 4))
    }

    @Test func overwritingHalfAWideCharacterLeavesASpaceInTheOtherHalf() {
        var buffer = Self.buffer(columns: 6)
        buffer.put("日本語", row: 0, column: 0)
        buffer.put("x", row: 0, column: 1)  // the right half of 日
        #expect(buffer.lines == [" x本語"])
        buffer.put("y", row: 0, column: 2)  // the left half of 本
        #expect(buffer.lines == [" xy 語"])
        buffer.put("漢", row: 0, column: 3)  // straddles 語's left half
        #expect(buffer.lines == [" xy漢 "])
        Self.expectWholeWideCharacters(buffer)
    }

    @Test func controlCharactersAreShownAsStandIns() {
        var buffer = Self.buffer(columns: 30)
        buffer.put("a\u{1B}[2J\tb\nc\u{9B}\u{202E}", row: 0, column: 0)
        #expect(buffer.lines[0].hasPrefix("a␛[2J␉b␊c<U+9B><U+202E>"))
        #expect(!buffer.cells.contains { $0.character?.unicodeScalars.contains { $0.value < 0x20 } ?? false })
    }

    @Test func combiningMarksStayWithTheirCharacterAndAloneGetADottedCircle() {
        var buffer = Self.buffer(columns: 6)
        #expect(buffer.put("e\u{301}a", row: 0, column: 0) == 2)
        #expect(buffer[0, 0] == ScreenCell("e\u{301}"))
        #expect(buffer.put("\u{301}b", row: 0, column: 2) == 2)
        #expect(buffer[0, 2] == ScreenCell("\u{25CC}\u{301}"))
        #expect(buffer.put("\u{200B}c\u{FEFF}", row: 0, column: 4) == 1, "zero-width characters alone are left out")
        #expect(buffer.lines == ["e\u{301}a\u{25CC}\u{301}bc "])
    }

    @Test func fillPaintsARectangleClippedToTheBuffer() {
        var buffer = Self.buffer(rows: 3, columns: 4)
        buffer.put("日本", row: 1, column: 0)
        buffer.fill(TerminalRect(row: 1, column: 1, rows: 5, columns: 2), style: .reverse)
        #expect(buffer.lines == ["    ", "    ", "    "])
        #expect(buffer[0, 1] == .blank)
        #expect(buffer[1, 0] == ScreenCell(" "), "the left half of 日, cut, is a space")
        #expect(buffer[1, 1] == ScreenCell(" ", style: .reverse) && buffer[2, 2] == ScreenCell(" ", style: .reverse))
        #expect(buffer[1, 3] == ScreenCell(" "), "the right half of 本, cut, is a space")
        Self.expectWholeWideCharacters(buffer)
    }

    @Test func centredLinesAreCutToTheWidth() {
        var buffer = Self.buffer(rows: 5, columns: 10)
        buffer.putCentered(["ab", "1234567890abc"], in: TerminalRect(size: buffer.size))
        #expect(buffer.lines == ["          ", "    ab    ", "123456789…", "          ", "          "])
    }

    @Test func columnsMeasuresWhatPutWouldTake() {
        #expect(ScreenBuffer.columns("abc") == 3)
        #expect(ScreenBuffer.columns("牛乳") == 4)
        #expect(ScreenBuffer.columns("a\u{1B}") == 2)
        #expect(ScreenBuffer.columns("\u{301}") == 1)
    }
}
