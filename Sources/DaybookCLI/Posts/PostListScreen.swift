import DaybookPresentation

/// The Posts tab: a page of posts, searched as the user types, bound to a ``PostListViewModel``.
/// Each post takes two lines, as guide 002 lists title and body: its title, then its author and
/// the start of its body, dimmed and cut to the screen's width.
@MainActor
final class PostListScreen<Model: PostListViewModel>: AppScreen {
    let model: Model
    private var line: LineEditor?
    private var cursor = ListCursor()
    private var visibleRows = 10

    init(model: Model) {
        self.model = model
    }

    func appear() { model.onAppear() }
    func disappear() { model.onDisappear() }
    func refresh() { Task { await model.refresh() } }

    var isTyping: Bool { line != nil }
    var hints: any LocalizedText {
        if model.state.alert != nil { return AppText.keysAlert }
        if line != nil { return AppText.keysSearching }
        return PostTabText.keys
    }

    func handle(_ key: TerminalKey) -> Bool {
        if model.state.alert != nil {
            if key == .enter || key == .escape { model.dismissAlert() }
            return true
        }
        if var editing = line {
            if editing.handle(key) {
                line = editing
                model.searchTextChanged(editing.text)
            } else if key == .enter || key == .escape {
                line = nil
            }
            return true
        }
        // Each row is two lines: a page key moves by half as many rows.
        if cursor.handle(key, count: model.state.items.count, page: visibleRows / 2) { return true }
        switch key {
        case .character("/"): line = LineEditor(model.state.searchText)
        case .right, .character("n"):
            model.nextPage()
            cursor.moveTo(0, count: 1)
        case .left, .character("p"):
            model.previousPage()
            cursor.moveTo(0, count: 1)
        case .enter:
            let items = model.state.items
            if items.indices.contains(cursor.selected) { model.select(id: items[cursor.selected].id) }
        case .escape where !model.state.searchText.isEmpty:
            model.searchTextChanged("")
        default: return false
        }
        return true
    }

    func paste(_ text: String) {
        guard var editing = line else { return }
        editing.paste(text)
        line = editing
        model.searchTextChanged(editing.text)
    }

    func click(row: Int) {
        cursor.moveTo(cursor.top + (row - 2) / 2, count: model.state.items.count)
    }

    func draw(into screen: inout ScreenBuffer, in area: TerminalRect, style: AppStyle) {
        let state = model.state
        screen.put(
            state.list?.pageLabel ?? "", row: area.row, column: area.column, style: style.title, maxWidth: area.columns)
        if line != nil || !state.searchText.isEmpty {
            AppDrawing.field(
                style(.searchPrompt), line?.text ?? state.searchText, typing: line != nil, row: area.row + 1, in: area,
                into: &screen, style: style)
        }
        let list = TerminalRect(row: area.row + 2, column: area.column, rows: area.rows - 3, columns: area.columns)
        visibleRows = list.rows
        if state.list == nil {
            if state.isLoading {
                screen.put(style(.loading), row: list.row, column: list.column, style: style.secondary)
            }
        } else if state.items.isEmpty {
            screen.put(
                state.list?.emptyMessage ?? style(PostTabText.noPosts), row: list.row, column: list.column,
                style: style.secondary)
        }
        let window = cursor.window(count: state.items.count, visible: max(1, list.rows / 2))
        for (offset, index) in window.enumerated() {
            let post = state.items[index]
            let row = list.row + offset * 2
            let isSelected = index == cursor.selected && line == nil
            let base = isSelected ? style.selected : style.title
            if isSelected {
                screen.fill(TerminalRect(row: row, column: list.column, rows: 1, columns: list.columns), style: base)
            }
            screen.put(post.title, row: row, column: list.column, style: base, maxWidth: list.columns)
            screen.put(
                "  \(post.author) — \(post.body)", row: row + 1, column: list.column, style: style.secondary,
                maxWidth: list.columns)
        }
        if let stale = state.list?.staleNotice {
            screen.put(
                stale, row: area.row + area.rows - 1, column: area.column, style: style.warning, maxWidth: area.columns)
        }
        if let alert = state.alert {
            AppDrawing.alert(title: alert.title, message: alert.message, in: area, into: &screen, style: style)
        }
    }
}
