import DaybookPresentation

/// The todo list page's content: the add form, the search, the rows with their actions.
struct TodoListHTML {
    let localize: Localizer
    /// What each form carries as its token: the visitor's, or the mark a ``FormTemplate`` fills.
    let formToken: HTML

    init(localizer: Localizer, formToken: HTML) {
        localize = localizer
        self.formToken = formToken
    }

    func render(_ list: TodoListViewState, typedTitle: String) -> HTML {
        let rows: [HTML] = list.rows.map(row)
        let empty: HTML? = list.emptyMessage.map { "<p class=\"muted\">\($0)</p>" }
        let pages: HTML? = list.paging.flatMap { pager($0, filter: list.filter, query: list.query) }
        return """
            <form method="post" action="/todos">
            \(token)
            <label for="new-title">\(localize(TodoPageText.newLabel))</label>
            <input type="text" id="new-title" name="title" value="\(typedTitle)" required>
            <button type="submit">\(localize(TodoPageText.add))</button>
            </form>
            <form method="get" action="/todos" role="search">
            <label for="q">\(localize(TodoPageText.searchLabel))</label>
            <input type="search" id="q" name="q" value="\(list.query)">
            <label for="filter">\(localize(TodoPageText.filterLabel))</label>
            <select id="filter" name="filter">\(filterOptions(selected: list.filter))</select>
            <button type="submit">\(localize(TodoPageText.applyFilter))</button>
            </form>
            <h2>\(list.summary)</h2>
            \(empty)
            <ul class="todos">\(rows)</ul>
            \(pages)
            <form method="post" action="/todos/clear-completed">\(token)\
            <button type="submit">\(localize(TodoPageText.clearCompleted))</button></form>
            """
    }

    /// Previous and next links for a list longer than a page, keeping the filter and search.
    private func pager(_ paging: TodoListViewState.Paging, filter: TodoFilter, query: String) -> HTML? {
        guard paging.count > 1 else { return nil }
        var kept = filter == .all ? "" : "&filter=\(filter.rawValue)"
        if !query.isEmpty { kept += "&q=\(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
        return Pager(path: "/todos", number: paging.number, count: paging.count, label: paging.label, query: kept)
            .render(localizer: localize, showsLabel: true)
    }

    private var token: HTML {
        "<input type=\"hidden\" name=\"csrf\" value=\"\(formToken)\">"
    }

    private func row(_ todo: TodoRowViewState) -> HTML {
        let toggle =
            todo.isCompleted
            ? localize(TodoPageText.markOpen, ["title": todo.title])
            : localize(TodoPageText.markDone, ["title": todo.title])
        let mark = todo.isCompleted ? "☑" : "☐"
        let done: HTML = todo.isCompleted ? " done" : .empty
        return """
            <li class="todo\(done)" id="todo-\(todo.id)">
            <form class="inline" method="post" action="/todos/\(todo.id)/toggle">\(token)\
            <button type="submit" aria-label="\(toggle)">\(mark)</button></form>
            <span class="title">\(todo.title)</span>
            <form class="inline" method="post" action="/todos/\(todo.id)/rename">\(token)\
            <label class="visually-hidden" for="rename-\(todo.id)">\(localize(TodoPageText.renameLabel, ["title": todo.title]))</label>
            <input type="text" id="rename-\(todo.id)" name="title" value="\(todo.title)" required>
            <button type="submit">\(localize(TodoPageText.rename))</button></form>
            <form class="inline" method="post" action="/todos/\(todo.id)/delete">\(token)\
            <button type="submit" aria-label="\(localize(TodoPageText.delete, ["title": todo.title]))">✕</button></form>
            </li>
            """
    }

    private func filterOptions(selected: TodoFilter) -> [HTML] {
        TodoFilter.allCases.map { filter in
            let key: TodoPageText =
                switch filter {
                case .all: TodoPageText.filterAll
                case .open: TodoPageText.filterOpen
                case .done: TodoPageText.filterDone
                }
            let isSelected: HTML = filter == selected ? " selected" : .empty
            return "<option value=\"\(filter.rawValue)\"\(isSelected)>\(localize(key))</option>"
        }
    }
}
