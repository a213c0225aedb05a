/// Which row of a list is selected, and which rows are in view: what ↑↓, j/k, Home/End and the
/// page keys do, kept inside the list however it grows or shrinks under the cursor (a todo
/// deleted elsewhere, a search that narrows).
struct ListCursor: Hashable, Sendable {
    private(set) var selected = 0
    /// The first row in view.
    private(set) var top = 0

    /// Moves the selection by `delta` rows within `count` rows.
    mutating func move(by delta: Int, count: Int) {
        selected = Self.clamp(selected + delta, count: count)
    }

    mutating func moveTo(_ row: Int, count: Int) {
        selected = Self.clamp(row, count: count)
    }

    /// The key's move, if it is one: arrows, j/k, Home/End, PageUp/PageDown (by `page` rows).
    mutating func handle(_ key: TerminalKey, count: Int, page: Int) -> Bool {
        switch key {
        case .up, .character("k"): move(by: -1, count: count)
        case .down, .character("j"): move(by: 1, count: count)
        case .home, .character("g"): moveTo(0, count: count)
        case .end, .character("G"): moveTo(count - 1, count: count)
        case .pageUp: move(by: -max(1, page), count: count)
        case .pageDown: move(by: max(1, page), count: count)
        default: return false
        }
        return true
    }

    /// The rows in view for a list of `count` rows shown `visible` at a time, scrolled so the
    /// selection is in view.
    mutating func window(count: Int, visible: Int) -> Range<Int> {
        selected = Self.clamp(selected, count: count)
        guard visible > 0, count > 0 else { return 0..<0 }
        if selected < top { top = selected }
        if selected >= top + visible { top = selected - visible + 1 }
        top = max(0, min(top, count - visible))
        return top..<min(count, top + visible)
    }

    private static func clamp(_ row: Int, count: Int) -> Int {
        max(0, min(row, count - 1))
    }
}
