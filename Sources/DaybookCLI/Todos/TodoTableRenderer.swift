import DaybookPresentation

/// Renders the list view state as a plain-text table for a terminal.
struct TodoTableRenderer {
    let localizer: Localizer

    func render(_ state: TodoListViewState) -> String {
        if let empty = state.emptyMessage {
            return state.counts.total == 0 ? empty : "\(empty)\n\(state.summary)"
        }
        let header = [
            localizer(TodoText.columnID), localizer(TodoText.columnDone), localizer(TodoText.columnOrder),
            localizer(TodoText.columnTitle),
        ]
        let orders = state.rows.map { String($0.order) }
        let widths = [
            state.rows.reduce(TextWidth.columns(header[0])) { max($0, TextWidth.columns($1.shortID)) },
            max(TextWidth.columns(header[1]), 3),
            orders.reduce(TextWidth.columns(header[2])) { max($0, TextWidth.columns($1)) },
        ]
        // One string, appended to in place: with 10,000 rows, building and joining arrays of
        // padded copies was a fifth of `daybook todo list`'s time.
        var output = ""
        output.reserveCapacity((state.rows.count + 1) * (widths.reduce(8, +) + 40))
        func append(_ id: String, _ done: String, _ order: String, _ title: String) {
            TextWidth.append(id, paddedTo: widths[0], to: &output)
            output += "  "
            TextWidth.append(done, paddedTo: widths[1], to: &output)
            output += "  "
            TextWidth.append(order, paddedTo: widths[2], alignRight: true, to: &output)
            output += "  "
            output += title
            output += "\n"
        }
        append(header[0], header[1], header[2], header[3])
        for (row, order) in zip(state.rows, orders) {
            append(row.shortID, row.isCompleted ? "[x]" : "[ ]", order, TerminalText.visible(row.title))
        }
        output += "\n"
        output += state.summary
        return output
    }
}
