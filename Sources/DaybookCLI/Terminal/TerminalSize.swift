/// A terminal's size in character cells, as `ioctl(TIOCGWINSZ)` reports it.
struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    var rows: Int
    var columns: Int

    init(rows: Int, columns: Int) {
        self.rows = max(0, rows)
        self.columns = max(0, columns)
    }

    /// Whether a screen laid out for `minimum` fits: at least as many rows and as many columns.
    func fits(_ minimum: TerminalSize) -> Bool {
        rows >= minimum.rows && columns >= minimum.columns
    }

    /// `80×24`: columns first, as terminals and window managers show a size.
    var description: String { "\(columns)×\(rows)" }
}
