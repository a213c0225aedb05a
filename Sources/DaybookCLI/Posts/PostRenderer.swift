import DaybookPresentation

/// Renders posts as plain text for a terminal.
struct PostRenderer {
    /// The terminal's width in columns: a body too long for its line is cut to fit it, ending in
    /// `…`. `nil` (a file, a pipe) prints every body whole.
    var width: Int? = nil

    /// Each post on two lines, as guide 002 lists title and body: its id, title and author, then
    /// its body under the title as one line.
    func render(_ list: PostListViewState) -> String {
        var lines: [String] = []
        if let empty = list.emptyMessage {
            lines.append(empty)
        } else {
            let idWidth = list.rows.map { "#\($0.id)".count }.max() ?? 0
            let indent = String(repeating: " ", count: idWidth + 2)
            for row in list.rows {
                lines.append(
                    "\(TextWidth.pad("#\(row.id)", to: idWidth))  \(TerminalText.visible(row.title))  — "
                        + TerminalText.visible(row.author))
                lines.append(row.body.isEmpty ? "" : indent + body(row.body, fitting: width.map { $0 - indent.count }))
            }
        }
        lines.append(list.pageLabel)
        if let notice = list.staleNotice { lines.append(notice) }
        return lines.joined(separator: "\n")
    }

    func render(_ detail: PostDetailViewState) -> String {
        // The body's own line breaks are its paragraphs; everything else is one line each.
        var lines = [
            "#\(detail.id) \(TerminalText.visible(detail.title))", TerminalText.visible(detail.byline), "",
            TerminalText.visible(detail.body, keepingLineBreaks: true),
        ]
        if let notice = detail.staleNotice { lines += ["", notice] }
        return lines.joined(separator: "\n")
    }

    /// The body made visible, cut to `width` columns when it is wider.
    private func body(_ body: String, fitting width: Int?) -> String {
        let visible = TerminalText.visible(body)
        guard let width, TextWidth.columns(visible) > width else { return visible }
        // Cut character by character, each made visible: a stand-in such as `<U+202E>` stays whole.
        return TextWidth.fit(body.map { TerminalText.visible(String($0)) }, to: max(1, width))
    }
}
