import DaybookPresentation

/// The Todos tab: the list with check boxes and live counts, bound to a ``TodoListViewModel``.
///
/// What only the view needs (which row is selected, which line is being typed) is kept here, as
/// a SwiftUI view keeps `@State`; everything else is the view model's state.
@MainActor
final class TodoListScreen<Model: TodoListViewModel>: AppScreen {
    /// What the keyboard is doing: moving in the list, or typing a line.
    enum Mode: Hashable {
        case browsing
        case searching(LineEditor)
        case adding(LineEditor)
        case renaming(id: String, LineEditor)
    }

    let model: Model
    private(set) var mode = Mode.browsing
    private var cursor = ListCursor()
    /// Rows in view at the last draw: how far a page key moves.
    private var visibleRows = 10

    init(model: Model) {
        self.model = model
    }

    func appear() { model.onAppear() }
    func disappear() { model.onDisappear() }
    func refresh() { Task { await model.refresh() } }

    var isTyping: Bool { mode != .browsing }

    var hints: any LocalizedText {
        if model.state.alert != nil { return AppText.keysAlert }
        switch mode {
        case .browsing: return TodoTabText.keys
        case .searching: return AppText.keysSearching
        case .adding, .renaming: return TodoTabText.keysField
        }
    }

    /// The selected row's todo, if the list has any.
    var selected: TodoRowViewState? {
        let items = model.state.items
        var cursor = cursor
        let window = cursor.window(count: items.count, visible: max(1, visibleRows))
        return window.isEmpty ? nil : items[cursor.selected]
    }

    func handle(_ key: TerminalKey) -> Bool {
        if model.state.alert != nil {
            if key == .enter || key == .escape { model.dismissAlert() }
            return true
        }
        switch mode {
        case .browsing: return browse(key)
        case .searching(var line):
            if line.handle(key) {
                mode = .searching(line)
                model.searchTextChanged(line.text)
            } else if key == .enter || key == .escape {
                mode = .browsing
            }
            return true
        case .adding(var line):
            if line.handle(key) {
                mode = .adding(line)
            } else if key == .enter {
                mode = .browsing
                let title = line.text
                Task { await model.add(title: title) }
            } else if key == .escape {
                mode = .browsing
            }
            return true
        case .renaming(let id, var line):
            if line.handle(key) {
                mode = .renaming(id: id, line)
            } else if key == .enter {
                mode = .browsing
                let title = line.text
                Task { await model.rename(id: id, to: title) }
            } else if key == .escape {
                mode = .browsing
            }
            return true
        }
    }

    private func browse(_ key: TerminalKey) -> Bool {
        if cursor.handle(key, count: model.state.items.count, page: visibleRows) { return true }
        switch key {
        case .character("/"): mode = .searching(LineEditor(model.state.searchText))
        case .character("a"): mode = .adding(LineEditor())
        case .character("e"):
            if let todo = selected { mode = .renaming(id: todo.id, LineEditor(todo.title)) }
        case .character(" "), .character("x"):
            if let todo = selected { Task { await model.toggle(id: todo.id) } }
        case .character("d"), .delete:
            if let todo = selected { Task { await model.delete(id: todo.id) } }
        case .character("u"): Task { await model.undo() }
        case .character("f"): model.filterChanged(Self.next(model.state.filter))
        case .enter:
            if let todo = selected { model.select(id: todo.id) }
        case .escape where !model.state.searchText.isEmpty:
            model.searchTextChanged("")
        default: return false
        }
        return true
    }

    func paste(_ text: String) {
        switch mode {
        case .browsing: return
        case .searching(var line):
            line.paste(text)
            mode = .searching(line)
            model.searchTextChanged(line.text)
        case .adding(var line):
            line.paste(text)
            mode = .adding(line)
        case .renaming(let id, var line):
            line.paste(text)
            mode = .renaming(id: id, line)
        }
    }

    func click(row: Int) {
        // The list starts on the body's third row (under the counts and the field line).
        cursor.moveTo(cursor.top + row - 2, count: model.state.items.count)
    }

    private static func next(_ filter: TodoFilter) -> TodoFilter {
        let all = TodoFilter.allCases
        return all[((all.firstIndex(of: filter) ?? 0) + 1) % all.count]
    }

    // MARK: - Drawing

    func draw(into screen: inout ScreenBuffer, in area: TerminalRect, style: AppStyle) {
        let state = model.state
        let filter = style(TodoTabText.filterLabel, ["filter": filterName(state.filter, style)])
        let used = screen.put(state.summary, row: area.row, column: area.column, style: style.title)
        screen.put("  " + filter, row: area.row, column: area.column + used, style: style.secondary)
        drawField(state, into: &screen, row: area.row + 1, in: area, style: style)

        let list = TerminalRect(row: area.row + 2, column: area.column, rows: area.rows - 3, columns: area.columns)
        visibleRows = list.rows
        if state.list == nil {
            if state.isLoading {
                screen.put(style(.loading), row: list.row, column: list.column, style: style.secondary)
            }
        } else if state.isEmpty {
            screen.put(style(TodoTabText.noTodosYet), row: list.row, column: list.column, style: style.secondary)
        } else if state.items.isEmpty {
            screen.put(state.list?.emptyMessage ?? "", row: list.row, column: list.column, style: style.secondary)
        }
        let window = cursor.window(count: state.items.count, visible: list.rows)
        for (offset, index) in window.enumerated() {
            let todo = state.items[index]
            let row = list.row + offset
            let isSelected = index == cursor.selected && mode == .browsing
            let base = isSelected ? style.selected : (todo.isCompleted ? style.done : .plain)
            if isSelected {
                screen.fill(TerminalRect(row: row, column: list.column, rows: 1, columns: list.columns), style: base)
            }
            let box = todo.isCompleted ? "[✓] " : "[ ] "
            let id = " " + todo.shortID
            let idWidth = ScreenBuffer.columns(id)
            let written = screen.put(box, row: row, column: list.column, style: base)
            screen.put(
                todo.title, row: row, column: list.column + written, style: base,
                maxWidth: list.columns - written - idWidth)
            screen.put(
                id, row: row, column: list.column + list.columns - idWidth,
                style: isSelected ? base : style.secondary)
        }
        var status = state.message ?? ""
        if state.canUndo { status += (status.isEmpty ? "" : " ") + style(TodoTabText.undoHint) }
        screen.put(
            status, row: area.row + area.rows - 1, column: area.column, style: style.success, maxWidth: area.columns)
        if let alert = state.alert {
            AppDrawing.alert(title: alert.title, message: alert.message, in: area, into: &screen, style: style)
        }
    }

    private func drawField(
        _ state: TodoListScreenState, into screen: inout ScreenBuffer, row: Int, in area: TerminalRect, style: AppStyle
    ) {
        switch mode {
        case .searching(let line):
            AppDrawing.field(
                style(.searchPrompt), line.text, typing: true, row: row, in: area, into: &screen, style: style)
        case .adding(let line):
            AppDrawing.field(
                style(TodoTabText.addPrompt), line.text, typing: true, row: row, in: area, into: &screen, style: style,
                placeholder: style.localizer(TodoText.newTitlePlaceholder))
        case .renaming(_, let line):
            AppDrawing.field(
                style(TodoTabText.renamePrompt), line.text, typing: true, row: row, in: area, into: &screen,
                style: style)
        case .browsing where !state.searchText.isEmpty:
            AppDrawing.field(
                style(.searchPrompt), state.searchText, typing: false, row: row, in: area, into: &screen, style: style)
        case .browsing:
            break
        }
    }

    private func filterName(_ filter: TodoFilter, _ style: AppStyle) -> String {
        switch filter {
        case .all: style(TodoTabText.filterAll)
        case .open: style(TodoTabText.filterOpen)
        case .done: style(TodoTabText.filterDone)
        }
    }
}
