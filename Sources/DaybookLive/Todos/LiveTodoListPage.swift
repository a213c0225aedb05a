import DaybookComposition
import DaybookPresentation
import DaybookWeb

/// `/todos` while its live connection is open, bound to a ``TodoListViewModel``: the filters,
/// the summary (announced), the rows (each sent only when it changed), the pager and the flash
/// follow the view model's state; the page's forms and links are its intents.
@MainActor
final class LiveTodoListPage<Model: TodoListViewModel>: LivePage {
    /// What the page draws of the state: what is typed and what is loading are not drawn.
    struct Snapshot: Hashable, Sendable {
        let list: TodoListViewState?
        let filter: TodoFilter
        let query: String
        let page: Int
        let alert: AlertViewState?
        let message: String?
        let canUndo: Bool
        let added: TodoListScreenState.AddedTodo?
    }

    private let model: Model

    init(model: Model) {
        self.model = model
    }

    var snapshot: Snapshot {
        let state = model.state
        return Snapshot(
            list: state.list, filter: state.filter, query: state.query, page: state.page, alert: state.alert,
            message: state.message, canUndo: state.canUndo, added: state.added)
    }

    nonisolated static func render(_ snapshot: Snapshot, localizer: Localizer) -> LiveParts {
        var parts = LiveParts()
        let html = TodoListHTML(localizer: localizer, formToken: FormTemplate.tokenMark)
        if let list = snapshot.list {
            parts.parts["todos-filters"] = html.filters(list).markup
            parts.parts["todos-summary"] = HTML("\(list.summary)").markup
            parts.parts["todos-empty"] = html.empty(list).markup
            parts.parts["todos-pager"] = html.pager(list).markup
            parts.parts["todos-clear"] = html.clearCompleted(list).markup
            parts.lists["todos-rows"] = html.rows(list).map { LiveRow(id: $0.id, html: $0.html.markup) }
        }
        parts.parts["flash-area"] = flash(snapshot, localizer: localizer).markup
        parts.url = TodoPages.listPath(filter: snapshot.filter, query: snapshot.query, page: snapshot.page)
        // The todo just added, shown: its row marked, as the form post's `#todo-ID` marks it. Only
        // once its row is among those drawn: while the page that holds it is still being read, the
        // state already names it, and a mark sent then would find no row and never be sent again.
        if let added = snapshot.added, added.isShown,
            parts.lists["todos-rows"]?.contains(where: { $0.id == "todo-\(added.id)" }) == true
        {
            parts.reveal = "todo-\(added.id)"
        }
        return parts
    }

    /// The alert, else the last change's confirmation: with a link to a todo just added that the
    /// search or filter leaves out (to the whole list's page that holds it, as the form post
    /// shows it), or with Undo after a delete or a clear.
    private nonisolated static func flash(_ snapshot: Snapshot, localizer: Localizer) -> HTML {
        if let alert = snapshot.alert { return Layout.alert(alert.message) }
        guard let message = snapshot.message else { return .empty }
        var action: Flash.Action?
        if let added = snapshot.added, !added.isShown {
            action = Flash.Action(
                path: TodoPages.location(of: added.id, onPage: added.page), label: localizer(TodoPageText.showAdded),
                method: .get)
        } else if snapshot.canUndo {
            action = Flash.Action(path: "/todos/undo", label: localizer(TodoPageText.undo), intent: "undo")
        }
        return Layout.render(Flash(message: message, tone: .success, action: action), formToken: FormTemplate.tokenMark)
    }

    func appear() { model.onAppear() }
    func disappear() { model.onDisappear() }

    func perform(_ intent: LiveIntent) async -> Bool {
        model.dismissAlert()
        switch intent.action {
        case "search": model.searchTextChanged(intent.text ?? "")
        case "filter":
            guard let filter = intent.value.flatMap(TodoFilter.init(rawValue:)) else { return false }
            model.filterChanged(filter)
        case "page":
            guard let page = intent.value.flatMap({ Int($0) }) else { return false }
            model.pageChanged(page)
        case "add": await model.add(title: intent.text ?? "")
        case "toggle": await model.toggle(id: intent.id ?? "")
        case "rename": await model.rename(id: intent.id ?? "", to: intent.text ?? "")
        case "delete": await model.delete(id: intent.id ?? "")
        case "undo": await model.undo()
        case "clear-completed": await model.clearCompleted()
        case "refresh": await model.refresh()
        default: return false
        }
        return model.state.alert == nil
    }
}

extension LiveTodoListPage: LivePageRoute where Model == TodoListViewModelImpl {
    nonisolated static var path: String { "/todos" }

    /// The list opened on the address's search, filter and page, as many todos a page as the page
    /// without the script shows.
    static func make(for visit: LiveVisit) -> LiveTodoListPage {
        let query = visit.query
        let initial = TodoListScreenState(
            query: query.search(TodoPages.searchParameter) ?? "",
            filter: query["filter"].flatMap(TodoFilter.init(rawValue:)) ?? .all,
            page: visit.listPage)
        return LiveTodoListPage(
            model: visit.container.makeTodoListViewModel(
                router: visit.router, language: visit.language, initial: initial, pageSize: TodoController.pageSize,
                for: visit.person, on: visit.screens))
    }
}
