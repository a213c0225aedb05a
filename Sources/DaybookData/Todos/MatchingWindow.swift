/// One page of a list searched by title, kept while every row streams past in list order: only
/// rows whose title matches count, and only the page's are kept, so memory holds one page
/// whatever the list's length. Both database drivers' todo stores read a searched page through
/// it, which is why it is here and not in either.
public struct MatchingWindow {
    private let kept: Range<Int>
    private let matches: (String) -> Bool
    public private(set) var records: [TodoRecord] = []
    /// How many rows matched so far.
    public private(set) var selected = 0

    public init(offset: Int, limit: Int, matches: @escaping (String) -> Bool) {
        kept = offset..<(offset.addingReportingOverflow(limit).overflow ? Int.max : offset + limit)
        self.matches = matches
    }

    /// Counts a row whose title is `title`; `record` is built only when the row is kept.
    public mutating func offer(title: String, record: () -> TodoRecord) {
        guard matches(title) else { return }
        if kept.contains(selected) { records.append(record()) }
        selected += 1
    }
}
