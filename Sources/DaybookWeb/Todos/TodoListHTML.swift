import DaybookPresentation

/// The todo list page's content: the add form, the search, the rows with their actions.
package struct TodoListHTML {
    let localize: Localizer
    /// What each form carries as its token: the visitor's, or the mark a ``FormTemplate`` fills.
    let formToken: HTML

    package init(localizer: Localizer, formToken: HTML) {
        localize = localizer
        self.formToken = formToken
    }

    /// The page's content. With the live script, the parts in elements with an id (the filters,
    /// the summary, the empty message, the rows, the pager, clearing the completed) are replaced as the list changes, by
    /// the functions below; the forms and the fields stay as the visitor left them.
    func render(_ list: TodoListViewState, typedTitle: String) -> HTML {
        let keptFilter: HTML? =
            list.filter == .all ? nil : "<input type=\"hidden\" name=\"filter\" value=\"\(list.filter.rawValue)\">"
        return """
            <div class="todo-forms">
            <form class="field" method="post" action="/todos" data-intent="add">
            \(token)
            <label for="new-title">\(localize(TodoPageText.newLabel))</label>
            <div class="inline-field"><input type="text" id="new-title" name="title" value="\(typedTitle)" \
            placeholder="\(localize(TodoText.newTitlePlaceholder))" autocomplete="off" required><button type="submit">\(localize(TodoPageText.add))</button></div>
            </form>
            <form class="field" method="get" action="/todos" role="search" data-intent="search">
            <label for="q">\(localize(TodoPageText.searchLabel))</label>
            <div class="inline-field"><input type="search" id="q" name="q" value="\(list.query)" \
            data-intent="search">\(keptFilter)\
            <button type="submit" class="quiet">\(localize(TodoPageText.search))</button></div>
            </form>
            </div>
            <nav class="filters" id="todos-filters" aria-label="\(localize(TodoPageText.filterLabel))">\(filters(list))</nav>
            <h2 id="todos-summary" aria-live="polite">\(list.summary)</h2>
            <div id="todos-empty">\(empty(list))</div>
            <ul class="todos" id="todos-rows">\(list.rows.map(row))</ul>
            <div id="todos-pager">\(pager(list))</div>
            <div id="todos-clear">\(clearCompleted(list))</div>
            """
    }

    /// The button that clears the completed todos, when there are any: it would do nothing else.
    package func clearCompleted(_ list: TodoListViewState) -> HTML {
        guard list.counts.done > 0 else { return .empty }
        return """
            <form method="post" action="/todos/clear-completed" data-intent="clear-completed">\(token)\
            <button type="submit" class="quiet">\(localize(TodoPageText.clearCompleted))</button></form>
            """
    }

    /// The empty list's message, if the list is empty.
    package func empty(_ list: TodoListViewState) -> HTML {
        list.emptyMessage.map { "<p class=\"muted\">\($0)</p>" } ?? .empty
    }

    /// The rows, each with the id of its element.
    package func rows(_ list: TodoListViewState) -> [(id: String, html: HTML)] {
        list.rows.map { ("todo-\($0.id)", row($0)) }
    }

    /// The previous and next links, when the list is longer than a page.
    package func pager(_ list: TodoListViewState) -> HTML {
        list.paging.flatMap { pager($0, filter: list.filter, query: list.query) } ?? .empty
    }

    /// Previous and next links for a list longer than a page, keeping the filter and search.
    private func pager(_ paging: TodoListViewState.Paging, filter: TodoFilter, query: String) -> HTML? {
        guard paging.count > 1 else { return nil }
        var kept = filter == .all ? "" : "&filter=\(filter.rawValue)"
        if !query.isEmpty { kept += "&q=\(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }
        return Pager(path: "/todos", number: paging.number, count: paging.count, label: paging.label, query: kept)
            .render(localizer: localize, showsLabel: true, live: true)
    }

    private var token: HTML {
        "<input type=\"hidden\" name=\"csrf\" value=\"\(formToken)\">"
    }

    /// One row, as in the guide's list: the check circle (a button that toggles), the title, then
    /// an edit link (rename lives on its own small page) and a delete button, each named for its
    /// todo so a screen reader says which one it acts on.
    func row(_ todo: TodoRowViewState) -> HTML {
        let toggle =
            todo.isCompleted
            ? localize(TodoPageText.markOpen, ["title": todo.title])
            : localize(TodoPageText.markDone, ["title": todo.title])
        let done: HTML = todo.isCompleted ? " done" : .empty
        return """
            <li class="todo\(done)" id="todo-\(todo.id)">
            <form method="post" action="/todos/\(todo.id)/toggle" data-intent="toggle" data-id="\(todo.id)">\(token)\
            <button type="submit" class="icon check" aria-label="\(toggle)">\
            \(todo.isCompleted ? Icon.checkedCircle.svg : Icon.circle.svg)</button></form>
            <span class="title">\(todo.title)</span>
            <a class="icon" href="/todos/\(todo.id)/edit" aria-label="\(localize(TodoPageText.edit, ["title": todo.title]))" \
            data-intent="rename" data-id="\(todo.id)" data-label-title="\(localize(TodoPageText.titleLabel))" \
            data-label-save="\(localize(TodoPageText.save))" data-label-cancel="\(localize(TodoPageText.cancel))">\
            \(Icon.edit.svg)</a>
            <form method="post" action="/todos/\(todo.id)/delete" data-intent="delete" data-id="\(todo.id)">\(token)\
            <button type="submit" class="icon delete" aria-label="\(localize(TodoPageText.delete, ["title": todo.title]))">\
            \(Icon.delete.svg)</button></form>
            </li>
            """
    }

    /// The edit view's content: the rename form, the delete button, the way back.
    func edit(_ todo: TodoRowViewState, typedTitle: String?) -> HTML {
        """
        <p><a class="back" href="/todos">\(Icon.back.svg)\(localize(TodoPageText.backToList))</a></p>
        <form method="post" action="/todos/\(todo.id)/rename">\(token)
        <div class="field"><label for="title">\(localize(TodoPageText.titleLabel))</label>
        <input type="text" id="title" name="title" value="\(typedTitle ?? todo.title)" autocomplete="off" required></div>
        <div class="actions"><button type="submit">\(localize(TodoPageText.save))</button>\
        <a class="button quiet" href="/todos">\(localize(TodoPageText.cancel))</a></div>
        </form>
        <form method="post" action="/todos/\(todo.id)/delete">\(token)\
        <p class="actions"><button type="submit" class="danger">\(Icon.delete.svg)\(localize(TodoPageText.deleteThis))</button></p>
        </form>
        """
    }

    /// The filters as links, like a segmented control; each keeps the search.
    package func filters(_ list: TodoListViewState) -> HTML {
        HTML(stringLiteral: filterLinks(list).map(\.markup).joined())
    }

    private func filterLinks(_ list: TodoListViewState) -> [HTML] {
        TodoFilter.allCases.map { filter in
            let key: TodoPageText =
                switch filter {
                case .all: TodoPageText.filterAll
                case .open: TodoPageText.filterOpen
                case .done: TodoPageText.filterDone
                }
            var parameters: [String] = filter == .all ? [] : ["filter=\(filter.rawValue)"]
            if !list.query.isEmpty {
                parameters.append("q=\(list.query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")")
            }
            let href = "/todos" + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
            let current: HTML = filter == list.filter ? #" aria-current="page""# : .empty
            return
                "<a href=\"\(href)\"\(current) data-intent=\"filter\" data-value=\"\(filter.rawValue)\">\(localize(key))</a>"
        }
    }
}
