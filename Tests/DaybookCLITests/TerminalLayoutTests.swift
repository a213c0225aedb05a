import Testing

@testable import DaybookCLI

@Suite("Laying out a full-screen app's header, body and footer")
struct TerminalLayoutTests {
    static let screen = TerminalRect(size: TerminalSize(rows: 24, columns: 80))

    @Test func dividingTakesRowsFromEitherEnd() {
        let (top, rest) = Self.screen.dividedAtTop(1)
        #expect(top == TerminalRect(row: 0, column: 0, rows: 1, columns: 80))
        #expect(rest == TerminalRect(row: 1, column: 0, rows: 23, columns: 80))
        let (above, bottom) = rest.dividedAtBottom(2)
        #expect(above == TerminalRect(row: 1, column: 0, rows: 21, columns: 80))
        #expect(bottom == TerminalRect(row: 22, column: 0, rows: 2, columns: 80))
        let (left, right) = above.dividedAtLeft(30)
        #expect(left == TerminalRect(row: 1, column: 0, rows: 21, columns: 30))
        #expect(right == TerminalRect(row: 1, column: 30, rows: 21, columns: 50))
    }

    @Test func dividingClampsInsteadOfGoingNegative() {
        let small = TerminalRect(row: 2, column: 3, rows: 2, columns: 4)
        #expect(small.dividedAtTop(5).top == small)
        #expect(small.dividedAtTop(5).rest == TerminalRect(row: 4, column: 3, rows: 0, columns: 4))
        #expect(small.dividedAtTop(5).rest.isEmpty)
        #expect(small.dividedAtTop(-1).top.isEmpty)
        #expect(small.dividedAtBottom(9).bottom == small)
        #expect(small.dividedAtLeft(10).rest.isEmpty)
        #expect(small.inset(horizontal: 5, vertical: 5).isEmpty)
    }

    @Test func insetLeavesAMargin() {
        #expect(Self.screen.inset(horizontal: 2, vertical: 1) == TerminalRect(row: 1, column: 2, rows: 22, columns: 76))
    }

    @Test func centeredPlacesARectangleInTheMiddle() {
        #expect(Self.screen.centered(rows: 4, columns: 20) == TerminalRect(row: 10, column: 30, rows: 4, columns: 20))
        #expect(Self.screen.centered(rows: 5, columns: 21) == TerminalRect(row: 9, column: 29, rows: 5, columns: 21))
        #expect(Self.screen.centered(rows: 100, columns: 100) == Self.screen, "never larger than the space")
        let offset = TerminalRect(row: 5, column: 10, rows: 10, columns: 10)
        #expect(offset.centered(rows: 2, columns: 2) == TerminalRect(row: 9, column: 14, rows: 2, columns: 2))
    }

    @Test func clippingKeepsWhatIsOnTheScreen() {
        let size = TerminalSize(rows: 10, columns: 10)
        #expect(
            TerminalRect(row: -2, column: 8, rows: 5, columns: 5).clipped(to: size)
                == TerminalRect(row: 0, column: 8, rows: 3, columns: 2))
        #expect(TerminalRect(row: 12, column: 0, rows: 5, columns: 5).clipped(to: size).isEmpty)
    }

    @Test func headerBodyAndFooterShareTheScreen() throws {
        let layout = try #require(
            TerminalLayout(
                size: TerminalSize(rows: 24, columns: 80), headerRows: 1, footerRows: 2,
                minimum: TerminalSize(rows: 10, columns: 40)))
        #expect(layout.header == TerminalRect(row: 0, column: 0, rows: 1, columns: 80))
        #expect(layout.body == TerminalRect(row: 1, column: 0, rows: 21, columns: 80))
        #expect(layout.footer == TerminalRect(row: 22, column: 0, rows: 2, columns: 80))
    }

    @Test(arguments: [(9, 80), (24, 39), (0, 0), (2, 40)])
    func aTerminalBelowTheMinimumHasNoLayout(rows: Int, columns: Int) {
        let size = TerminalSize(rows: rows, columns: columns)
        #expect(TerminalLayout(size: size, minimum: TerminalSize(rows: 10, columns: 40)) == nil)
    }

    @Test func aLayoutAlwaysLeavesTheBodyARow() {
        let size = TerminalSize(rows: 3, columns: 40)
        #expect(
            TerminalLayout(size: size, headerRows: 2, footerRows: 1, minimum: TerminalSize(rows: 1, columns: 1)) == nil)
        #expect(
            TerminalLayout(size: size, headerRows: 1, footerRows: 1, minimum: TerminalSize(rows: 1, columns: 1)) != nil)
    }

    @Test func exactlyTheMinimumIsEnough() {
        let minimum = TerminalSize(rows: 10, columns: 40)
        #expect(TerminalLayout(size: minimum, minimum: minimum)?.body.rows == 8)
    }

    @Test func theTooSmallScreenCentresTheAppsMessage() {
        let size = TerminalSize(rows: 5, columns: 20)
        let minimum = TerminalSize(rows: 10, columns: 40)
        let screen = TerminalLayout.tooSmall(["Terminal too small", "needs at least \(minimum)"], in: size)
        #expect(screen.size == size)
        #expect(
            screen.lines == [
                "                    ", " Terminal too small ", "needs at least 40×10", "                    ",
                "                    ",
            ])
        let narrow = TerminalLayout.tooSmall(["端末が小さすぎます"], in: TerminalSize(rows: 1, columns: 10))
        #expect(narrow.lines == ["端末が小… "])
    }

    @Test func sizesSayColumnsFirst() {
        #expect(TerminalSize(rows: 24, columns: 80).description == "80×24")
        #expect(TerminalSize(rows: -3, columns: 5) == TerminalSize(rows: 0, columns: 5))
        #expect(TerminalSize(rows: 24, columns: 80).fits(TerminalSize(rows: 24, columns: 80)))
        #expect(!TerminalSize(rows: 23, columns: 200).fits(TerminalSize(rows: 24, columns: 80)))
    }
}
