import Testing

@testable import DaybookCLI

@Suite("Redrawing only what changed between two frames")
struct FrameRendererTests {
    static let renderer = FrameRenderer(usesColor: true)
    static let clear = "\u{1B}[0m\u{1B}[H\u{1B}[2J"

    static func frame(rows: Int = 3, columns: Int = 10, _ draw: (inout ScreenBuffer) -> Void = { _ in }) -> ScreenBuffer
    {
        var buffer = ScreenBuffer(size: TerminalSize(rows: rows, columns: columns))
        draw(&buffer)
        return buffer
    }

    @Test func anUnchangedFrameSendsNothing() {
        let frame = Self.frame { $0.put("Hello 世界", row: 1, column: 0, style: .bold) }
        #expect(Self.renderer.render(frame, over: frame) == "")
    }

    @Test func oneChangedCellIsOneMoveAndThatCell() {
        let before = Self.frame { $0.put("abc", row: 1, column: 2) }
        let after = Self.frame { $0.put("aXc", row: 1, column: 2) }
        #expect(Self.renderer.render(after, over: before) == "\u{1B}[2;4HX")
    }

    @Test func aRunOfChangesNeedsOneMoveAndSeparateRunsOneEach() {
        let before = Self.frame()
        let after = Self.frame {
            $0.put("abc", row: 0, column: 0)
            $0.put("z", row: 0, column: 7)
            $0.put("q", row: 2, column: 9)
        }
        #expect(Self.renderer.render(after, over: before) == "\u{1B}[1;1Habc\u{1B}[1;8Hz\u{1B}[3;10Hq")
    }

    @Test func aWideCharacterIsSentOnceAndMovesTheCursorTwoColumns() {
        let before = Self.frame { $0.put("abcd", row: 0, column: 0) }
        let after = Self.frame { $0.put("日本", row: 0, column: 0) }
        #expect(Self.renderer.render(after, over: before) == "\u{1B}[1;1H日本")
        let changed = Self.frame { $0.put("日x", row: 0, column: 0) }
        #expect(Self.renderer.render(changed, over: after) == "\u{1B}[1;3Hx ")
        #expect(Self.renderer.render(after, over: changed) == "\u{1B}[1;3H本")
    }

    @Test func styleIsSentOnlyWhereItChangesAndTheFrameEndsPlain() {
        let red = TerminalStyle(foreground: .red)
        let after = Self.frame {
            $0.put("ab", row: 0, column: 0, style: red)
            $0.put("c", row: 0, column: 2, style: TerminalStyle(foreground: .green, bold: true, reverse: true))
            $0.put("d", row: 0, column: 3)
            $0.put("e", row: 1, column: 0, style: TerminalStyle(dim: true, underline: true))
        }
        #expect(
            Self.renderer.render(after, over: Self.frame())
                == "\u{1B}[1;1H\u{1B}[0;31mab\u{1B}[0;1;7;32mc\u{1B}[0md\u{1B}[2;1H\u{1B}[0;2;4me\u{1B}[0m")
    }

    @Test func aStyleChangeAloneRedrawsTheCell() {
        let before = Self.frame { $0.put("row", row: 1, column: 0) }
        let after = Self.frame { $0.put("row", row: 1, column: 0, style: .reverse) }
        #expect(Self.renderer.render(after, over: before) == "\u{1B}[2;1H\u{1B}[0;7mrow\u{1B}[0m")
    }

    @Test func noColorSendsAttributesButNoColour() {
        let renderer = FrameRenderer(environment: ["NO_COLOR": "1"])
        #expect(!renderer.usesColor)
        let after = Self.frame {
            for (index, color) in TerminalColor.allCases.enumerated() {
                $0.put(
                    "x", row: index / 10, column: index % 10, style: TerminalStyle(foreground: color, bold: index == 0))
            }
            $0.put("r", row: 2, column: 0, style: TerminalStyle(foreground: .red, reverse: true))
        }
        let output = renderer.render(after, over: nil)
        #expect(!output.contains("38;5"))
        #expect(output.firstMatch(of: /\[[0-9;]*(3[0-7]|9[0-7])m/) == nil, "\(output)")
        #expect(output.contains("\u{1B}[0;1mx") && output.contains("\u{1B}[0;7mr"))
        let unchangedButForColour = Self.frame {
            for (index, _) in TerminalColor.allCases.enumerated() {
                $0.put("x", row: index / 10, column: index % 10, style: TerminalStyle(bold: index == 0))
            }
            $0.put("r", row: 2, column: 0, style: .reverse)
        }
        #expect(
            renderer.render(after, over: unchangedButForColour).allSatisfy { $0 != "x" },
            "only colours differ, and they are not shown")
    }

    @Test(arguments: [[String: String](), ["NO_COLOR": ""], ["NO_COLOR": "1"], ["NO_COLOR": "yes"]])
    func noColorMeansAnyValueButEmpty(environment: [String: String]) {
        #expect(FrameRenderer(environment: environment).usesColor == (environment["NO_COLOR"] ?? "").isEmpty)
    }

    @Test func aNewSizeOrNoPreviousFrameRepaintsAll() {
        let small = Self.frame(rows: 2, columns: 4) { $0.put("ab", row: 0, column: 0) }
        let large = Self.frame(rows: 3, columns: 5) { $0.put("ab", row: 0, column: 0) }
        let expected = Self.clear + "\u{1B}[1;1Hab"
        #expect(Self.renderer.render(large, over: small) == expected)
        #expect(Self.renderer.render(large, over: nil) == expected)
        #expect(Self.renderer.render(Self.frame(), over: nil) == Self.clear, "a blank screen is the clear alone")
    }

    @Test func afterTheLastColumnTheCursorIsMovedAgain() {
        let after = Self.frame(rows: 2, columns: 3) {
            $0.put("abc", row: 0, column: 0)
            $0.put("d", row: 1, column: 0)
        }
        // After "c" the terminal waits to wrap: the next row starts with a move, never a wrap.
        #expect(Self.renderer.render(after, over: Self.frame(rows: 2, columns: 3)) == "\u{1B}[1;1Habc\u{1B}[2;1Hd")
    }

    @Test func aRepaintDrawsExactlyTheFrame() {
        // Playing the output on a model terminal gives back the frame's text.
        let frame = Self.frame(rows: 2, columns: 8) {
            $0.put("予定 ✓ ok", row: 0, column: 0, style: .bold)
            $0.put("x\u{1B}y", row: 1, column: 3)
        }
        let output = Self.renderer.render(frame, over: nil)
        #expect(ModelTerminal(rows: 2, columns: 8).playing(output) == frame.lines)
    }
}

/// The least of a terminal that plays cursor moves and characters, ignoring SGR: to check that
/// what the renderer sends draws the frame.
private struct ModelTerminal {
    var grid: [[Character?]]
    var row = 0
    var column = 0

    init(rows: Int, columns: Int) {
        grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    func playing(_ output: String) -> [String] {
        var terminal = self
        var rest = Substring(output)
        while let character = rest.first {
            if character == "\u{1B}", let match = rest.prefixMatch(of: /\u{1B}\[([0-9;]*)([A-Za-z])/) {
                if match.output.2 == "H" {
                    let numbers = match.output.1.split(separator: ";").compactMap { Int($0) }
                    (terminal.row, terminal.column) = (
                        numbers.first.map { $0 - 1 } ?? 0, numbers.last.map { $0 - 1 } ?? 0
                    )
                }
                rest = rest[match.range.upperBound...]
                continue
            }
            let width = TextWidth.columns(of: character)
            terminal.grid[terminal.row][terminal.column] = character
            if width == 2 { terminal.grid[terminal.row][terminal.column + 1] = nil }
            terminal.column += width
            rest = rest.dropFirst()
        }
        return terminal.grid.map { String($0.compactMap { $0 }) }
    }
}
