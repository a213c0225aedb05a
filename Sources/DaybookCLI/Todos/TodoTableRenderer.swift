import DaybookPresentation

/// Renders the list view state as a plain-text table for a terminal.
struct TodoTableRenderer {
    let localizer: Localizer
    /// The terminal's width in columns: a title too long for what is left of its line is cut,
    /// with an ellipsis, so no row wraps. `nil` (not a terminal): every title whole.
    var width: Int? = nil

    /// Titles keep at least this many columns, however narrow the terminal: a row that cannot
    /// fit anyway wraps rather than losing its title.
    static let minimumTitleWidth = 10

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
        let titleWidth = width.map { max($0 - widths.reduce(6, +), Self.minimumTitleWidth) }
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
            append(row.shortID, row.isCompleted ? "[x]" : "[ ]", order, title(row.title, fitting: titleWidth))
        }
        output += "\n"
        output += state.summary
        return output
    }

    /// The title made visible, cut to `width` columns when it is wider.
    private func title(_ title: String, fitting width: Int?) -> String {
        let visible = TerminalText.visible(title)
        guard let width, TextWidth.columns(visible) > width else { return visible }
        // Cut the title character by character, each made visible: a stand-in such as
        // `<U+202E>` stays whole.
        return TextWidth.fit(title.map { TerminalText.visible(String($0)) }, to: width)
    }
}
