/// The command a mistyped word most likely meant, as git and cargo suggest it: `daybook todo ad`
/// → did you mean `add`?
enum CommandSuggestion {
    /// The nearest of `commands` to `typed`, or `nil` when none is near enough to be a slip.
    ///
    /// Near enough: one edit away for a word of up to 3 letters, two for a longer one (an edit
    /// is a letter added, dropped, changed, or two neighbours swapped), ignoring case; or the
    /// start of exactly one command of at least 3 letters (`clear` → `clear-completed`).
    /// Nearest first, then the shorter name, then the order given.
    static func nearest(to typed: String, among commands: [String]) -> String? {
        let word = typed.lowercased()
        guard !word.isEmpty else { return nil }
        let allowed = word.count <= 3 ? 1 : 2
        let near = commands.enumerated()
            .map { (index: $0.offset, name: $0.element, distance: distance(word, $0.element.lowercased())) }
            .filter { $0.distance <= allowed }
            .min { ($0.distance, $0.name.count, $0.index) < ($1.distance, $1.name.count, $1.index) }
        if let near { return near.name }
        let extended = commands.filter { $0.lowercased().hasPrefix(word) }
        return word.count >= 3 && extended.count == 1 ? extended[0] : nil
    }

    /// The optimal string alignment distance between `a` and `b`, by characters: how many
    /// letters to add, drop or change, or neighbours to swap, to turn one into the other.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // Three rows of the table are enough: the one before the last (for swaps), the last, this one.
        var before = [Int](repeating: 0, count: b.count + 1)
        var last = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let change = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(last[j] + 1, row[j - 1] + 1, last[j - 1] + change)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], before[j - 2] + 1)
                }
            }
            (before, last, row) = (last, row, before)
        }
        return last[b.count]
    }
}
