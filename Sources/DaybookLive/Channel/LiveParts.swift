import DaybookWeb

/// What a live page shows, as the parts the script can replace: each part is the content of the
/// element with its id; each list, the rows of the element with its id, in order. Rendered by
/// the same HTML views as the page, so there is one way to draw a todo row.
struct LiveParts: Hashable, Sendable {
    var parts: [String: String] = [:]
    var lists: [String: [LiveRow]] = [:]
    /// The page's address for what it shows (its search, filter and page).
    var url: String?
    /// An address whose answer the browser should ask for (a cookie it sets), once.
    var remember: String?
    /// The element (a row) to mark and bring into view: the todo just added.
    var reveal: String?

    /// These parts with every form-token mark filled in with `token` (see ``FormTemplate``).
    func filled(with token: String) -> LiveParts {
        func fill(_ html: String) -> String { FormTemplate(HTML(stringLiteral: html)).filled(with: token).markup }
        var filled = self
        filled.parts = parts.mapValues(fill)
        filled.lists = lists.mapValues { rows in rows.map { LiveRow(id: $0.id, html: fill($0.html)) } }
        return filled
    }
}
