import DaybookPresentation

/// Renders the list view state as a plain-text table for a terminal.
struct TodoTableRenderer {
    let localizer: Localizer

    func render(_ state: TodoListViewState) -> String {
        if let empty = state.emptyMessage {
            return state.counts.total == 0 ? empty : "\(empty)\n\(state.summary)"
        }
        let header = [
            localizer(.todoColumnID), localizer(.todoColumnDone), localizer(.todoColumnOrder),
            localizer(.todoColumnTitle),
        ]
        let cells = state.rows.map { row in
            [row.shortID, row.isCompleted ? "[x]" : "[ ]", "\(row.order)", row.title]
        }
        let widths = (0..<3).map { column in
            ([header] + cells).map { TextWidth.columns($0[column]) }.max() ?? 0
        }
        let lines = ([header] + cells).map { line in
            [
                TextWidth.pad(line[0], to: widths[0]),
                TextWidth.pad(line[1], to: widths[1]),
                TextWidth.pad(line[2], to: widths[2], alignRight: true),
                line[3],
            ].joined(separator: "  ")
        }
        return (lines + ["", state.summary]).joined(separator: "\n")
    }
}
