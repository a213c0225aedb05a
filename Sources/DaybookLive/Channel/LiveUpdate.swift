import Foundation

/// One message to a live page: only what changed since the parts it was last sent, what it asked
/// for being done (`ack`), and where to go. Merged with the one before when the page has not
/// taken that one yet (``merged(after:)``), so a page that reads slowly is never more than one
/// message behind.
struct LiveUpdate: Encodable, Sendable, Equatable {
    /// A list's rows that are new or changed, by element id; and the order of them all, when it
    /// changed.
    struct ListChange: Encodable, Sendable, Equatable {
        var order: [String]?
        var rows: [String: String]?
    }

    var parts: [String: String]?
    var lists: [String: ListChange]?
    var url: String?
    var remember: String?
    /// The row to mark and bring into view, once.
    var reveal: String?
    /// The intents done (by their `n`), and those that failed (a refused title: its alert says
    /// why).
    var done: [Int]?
    var failed: [Int]?
    /// Where the page should go instead (a router's intent: a todo's page).
    var navigate: String?
    /// The page's session is over: it shows why (its flash) and stops (see
    /// ``LiveChannel/signedOutUpdate(address:language:)``).
    var signedOut: Bool?

    var isEmpty: Bool { self == LiveUpdate() }

    /// What a page that shows `old` (nothing, at first) must be sent to show `new`.
    init(from old: LiveParts?, to new: LiveParts) {
        var parts: [String: String] = [:]
        // At first, what the page shows is what it was served with: an empty part (no flash yet)
        // leaves it as it is (the flash a form's redirect left), and only something to show is sent.
        for (id, html) in new.parts where old?.parts[id] != html && (old != nil || !html.isEmpty) { parts[id] = html }
        var lists: [String: ListChange] = [:]
        for (id, rows) in new.lists {
            let before = old?.lists[id]
            var change = ListChange()
            let order = rows.map(\.id)
            if before?.map(\.id) != order { change.order = order }
            let kept = Dictionary(before?.map { ($0.id, $0.html) } ?? [], uniquingKeysWith: { first, _ in first })
            var changed: [String: String] = [:]
            for row in rows where kept[row.id] != row.html { changed[row.id] = row.html }
            if !changed.isEmpty { change.rows = changed }
            if change != ListChange() { lists[id] = change }
        }
        self.parts = parts.isEmpty ? nil : parts
        self.lists = lists.isEmpty ? nil : lists
        url = new.url != old?.url ? new.url : nil
        remember = new.remember != old?.remember ? new.remember : nil
        reveal = new.reveal != old?.reveal ? new.reveal : nil
    }

    init() {}

    /// This update, sent after `earlier` which the page has not taken yet: both in one.
    func merged(after earlier: LiveUpdate) -> LiveUpdate {
        var merged = earlier
        if let parts { merged.parts = (earlier.parts ?? [:]).merging(parts) { _, newer in newer } }
        if let lists {
            var all = earlier.lists ?? [:]
            for (id, change) in lists {
                var combined = all[id] ?? ListChange()
                if let order = change.order { combined.order = order }
                if let rows = change.rows { combined.rows = (combined.rows ?? [:]).merging(rows) { _, newer in newer } }
                all[id] = combined
            }
            merged.lists = all
        }
        merged.url = url ?? earlier.url
        merged.remember = remember ?? earlier.remember
        merged.reveal = reveal ?? earlier.reveal
        if let done { merged.done = (earlier.done ?? []) + done }
        if let failed { merged.failed = (earlier.failed ?? []) + failed }
        merged.navigate = navigate ?? earlier.navigate
        merged.signedOut = signedOut ?? earlier.signedOut
        return merged
    }

    /// The message as the script reads it.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
