import DaybookPresentation

/// Renders posts as plain text for a terminal.
struct PostRenderer {
    func render(_ list: PostListViewState) -> String {
        var lines: [String] = []
        if let empty = list.emptyMessage {
            lines.append(empty)
        } else {
            let idWidth = list.rows.map { "#\($0.id)".count }.max() ?? 0
            for row in list.rows {
                lines.append(
                    "\(TextWidth.pad("#\(row.id)", to: idWidth))  \(TerminalText.visible(row.title))  — "
                        + TerminalText.visible(row.author))
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
}
